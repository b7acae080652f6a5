import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the client build, once, so
 * the server sends the smallest encoding without compressing on every request (quality 11 is far
 * too slow to do per request; compression's on-the-fly default is quality 4, about 15% larger).
 * server/precompressed-assets.ts serves them.
 */
export function precompressAssets(): Plugin {
  return {
    name: "coolparts:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
