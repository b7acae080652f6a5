// ZXing's WebAssembly in Node, from our node_modules: by default the package would fetch it from a
// CDN, which neither the scripts nor the browser (decision 148) may do.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule as prepareReader } from "zxing-wasm/reader";
import { prepareZXingModule as prepareWriter } from "zxing-wasm/writer";

const require = createRequire(import.meta.url);

function wasmBinary(specifier: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(specifier));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

export async function prepareZxingReader(): Promise<void> {
  await prepareReader({
    overrides: { wasmBinary: wasmBinary("zxing-wasm/reader/zxing_reader.wasm") },
    fireImmediately: true,
  });
}

export async function prepareZxingWriter(): Promise<void> {
  await prepareWriter({
    overrides: { wasmBinary: wasmBinary("zxing-wasm/writer/zxing_writer.wasm") },
    fireImmediately: true,
  });
}
