import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { gatedBootstrap, paintBeforeHydration } from "./paint-before-hydration.server.ts";

// The shape React Router 8 writes (see its <Scripts>): preloads hoisted into the head, the
// bootstrap module at the end of the body.
const page = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Señor Café ✓</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">;\n',
  'import * as route0 from "/assets/root-B.js";\n',
  'import * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterManifest = {\n  "imports": ["/assets/x.js"]\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("");

async function transformed(chunks: readonly Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(paintBeforeHydration()));
}

describe("paintBeforeHydration", () => {
  test("takes the preload links out and gates the bootstrap's imports", async () => {
    const html = await transformed([Buffer.from(page)]);
    expect(html).not.toContain('rel="modulepreload" href=');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Señor Café ✓</main>");
    expect(html).toContain('<script nonce="n0nce" type="module" async="">const yieldToMain = ');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    // Chunks are evaluated one by one before the routes; the entry, which starts hydration, is not.
    expect(html).toContain('for (const href of ["/assets/root-B.js"]) {');
    expect(html).toContain('const route0 = await import("/assets/root-B.js"); await yieldToMain();');
    expect(html).toContain('const route1 = await import("/assets/home-C.js"); await yieldToMain();');
    expect(html).not.toMatch(/^\s*import \* as/m);
    // The dynamic import of the entry and the manifest stay as they were.
    expect(html).toContain('await yieldToMain();\nimport("/assets/entry.client-A.js");</script></body></html>');
    expect(html).toContain('"imports": ["/assets/x.js"]');
  });

  test("gives the same page however the stream is cut, even inside a character", async () => {
    const whole = await transformed([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await transformed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const byteByByte = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await transformed(byteByByte)).toBe(whole);
  });

  test("leaves a page without a bootstrap as it was", async () => {
    const plain = "<!DOCTYPE html><html><body><p>a < b and <em>c</em></p></body></html>";
    expect(await transformed([Buffer.from(plain)])).toBe(plain);
  });

  test("the gated code is a valid module body that runs the imports in order", async () => {
    const code = gatedBootstrap('import "/m.js";\nimport * as r from "/r.js";\nwindow.x = r;', ["/r.js"]);
    expect(code.indexOf('await import("/m.js");')).toBeLessThan(code.indexOf('const r = await import("/r.js");'));
    // An async function body accepts what a module body with top-level await does here.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(code)).not.toThrow();
  });
});
