/**
 * Lets a page paint, and show its main image, before the browser spends its bandwidth and CPU on the
 * hydration scripts (decision 029).
 *
 * React Router writes `<link rel="modulepreload">` for every chunk of the page into the head, and a
 * module script at the end of the body whose static imports start the app. On a phone over 4G those
 * 150 KB of script then share the connection with the stylesheet and the hero photo, and the photo
 * appears late. This transform of the HTML stream takes the preload links out and rewrites the
 * bootstrap's static imports as dynamic ones behind a gate: the gate opens once the page has painted
 * and its high-priority images have loaded (or failed, or after a cap), then the preloads are added
 * back in one go, the shared chunks are evaluated one per task, and the same imports run, in the
 * same order. Links and buttons work before that:
 * they are plain server-rendered HTML.
 *
 * If React Router ever writes these tags differently, nothing matches and the page works as before,
 * only without the gate; tests/e2e/quality.spec.ts checks that the gate is in place.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const modulePreloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const bootstrapOpening = /<script([^>]*) type="module" async="">/;
const staticImport = /^\s*import\s*(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("[^"\n]+")\s*;?/gm;

/** How long the scripts wait at most for the page's main images before they start anyway. */
export const MAIN_IMAGE_WAIT_CAP_MS = 2_500;
/** When no frame comes (a tab opened in the background), the scripts start after this. */
export const PAINT_WAIT_CAP_MS = 500;

/**
 * The gate, run in the browser as the first statement of the bootstrap module. It only uses the
 * DOM, so it is written out as source. The `fetchpriority="high"` images are the page's LCP
 * candidates (the hero slide, a product's photo).
 */
function gateSource(preloads: readonly string[], entry: string | undefined): string {
  // The chunks are evaluated one per task before the route modules that import them; the entry
  // module is left out, as it starts hydration when evaluated.
  const early = preloads.filter((href) => href !== entry);
  return `const yieldToMain = () => new Promise((done) => setTimeout(done, 0));
await (async () => {
  const settle = (img) => img.complete ? null : new Promise((done) => {
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
  });
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].map(settle).filter(Boolean);
  const capped = (promise, ms) => Promise.race([promise, new Promise((done) => setTimeout(done, ms))]);
  await capped(Promise.all(images), ${MAIN_IMAGE_WAIT_CAP_MS});
  await capped(new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))), ${PAINT_WAIT_CAP_MS});
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  for (const href of ${JSON.stringify(early)}) {
    await import(href);
    await yieldToMain();
  }
})();
`;
}

/** The bootstrap's module code with its static imports run after the gate, in their order. */
export function gatedBootstrap(code: string, preloads: readonly string[]): string {
  // Between two modules' evaluation the main thread gets a turn (a tap, a frame), so the page
  // never freezes for the whole app's start-up at once.
  const deferred = code
    .replace(staticImport, (_statement, binding: string | undefined, specifier: string) =>
      binding
        ? `const ${binding} = await import(${specifier}); await yieldToMain();`
        : `await import(${specifier}); await yieldToMain();`,
    )
    .replace(/^import\(/m, "await yieldToMain();\nimport(");
  const entry = /^import\("([^"\n]+)"\)/m.exec(code)?.[1];
  return `${gateSource(preloads, entry)}${deferred}`;
}

/**
 * The transform over the HTML stream. It passes text through as it comes, holding back only an
 * unfinished tag at a chunk's end, and the bootstrap script until its closing tag has arrived.
 */
export function paintBeforeHydration(): Transform {
  const preloads: string[] = [];
  // A chunk may end inside a multi-byte character; the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder("utf8");
  let held = "";

  function process(text: string, final: boolean): string {
    let output = "";
    let rest = text.replace(modulePreloadTag, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
    const opening = bootstrapOpening.exec(rest);
    if (opening) {
      const bodyStart = opening.index + opening[0].length;
      const close = rest.indexOf("</script>", bodyStart);
      if (close === -1 && !final) return holdFrom(rest, opening.index);
      if (close !== -1) {
        const code = rest.slice(bodyStart, close);
        output += `${rest.slice(0, bodyStart)}${gatedBootstrap(code, preloads)}</script>`;
        rest = rest.slice(close + "</script>".length);
        return output + process(rest, final);
      }
    }
    if (final) return output + rest;
    // An unfinished tag at the end might be a preload link or the bootstrap: keep it for the next chunk.
    const lastOpen = rest.lastIndexOf("<");
    if (lastOpen !== -1 && rest.indexOf(">", lastOpen) === -1) return output + holdFrom(rest, lastOpen);
    return output + rest;
  }

  function holdFrom(text: string, index: number): string {
    held = text.slice(index);
    return text.slice(0, index);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      held = "";
      callback(null, process(text, false));
    },
    flush(callback) {
      const text = held + decoder.end();
      callback(null, text ? process(text, true) : "");
    },
  });
}
