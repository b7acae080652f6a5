import { createHash } from "node:crypto";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { PageCache } from "#server/render-cache/page-cache.ts";
import { securityHeaders } from "../security-headers.ts";
import { matchesTag, renderCache } from "./render-cache.ts";

const script = "window.__ready = true;";

/** The render cache in front of a stand-in renderer that counts its renders and the URLs it got. */
async function serve({ maxBytes = 1024 * 1024, publicUrl }: { maxBytes?: number; publicUrl?: string } = {}) {
  let version = 1;
  const rendered: string[] = [];
  const app = express();
  app.use(securityHeaders({ development: false }));
  app.use(
    renderCache({
      cache: new PageCache(maxBytes),
      version: () => version,
      async render(request) {
        rendered.push(request.url);
        if (request.headers.has("cookie")) throw new Error("a visitor's cookie reached the shared render");
        const status = new URL(request.url).pathname === "/missing" ? 404 : 200;
        return new Response(`<!DOCTYPE html><p>v${version} ${request.url}</p><script>${script}</script>`, {
          status,
          headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60" },
        });
      },
      development: false,
      publicUrl,
    }),
  );
  app.use((_req, res) => {
    res.status(200).send(`per visitor <script nonce="${res.locals.nonce}"></script>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    rendered,
    bump: () => version++,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
});

describe("renderCache", () => {
  test("renders a page once per version and serves the same bytes, with its script's hash", async () => {
    const site = await serve();
    close = site.close;
    const first = await fetch(`${site.base}/brands/denso?q=1&category=condenser`);
    const second = await fetch(`${site.base}/brands/denso?category=condenser&q=1&utm_source=mail`);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    expect(a).not.toContain("nonce");
    expect([first.headers.get("x-render-cache"), second.headers.get("x-render-cache")]).toEqual(["miss", "hit"]);
    expect(site.rendered).toEqual([`${site.base}/brands/denso?category=condenser&q=1`]);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(second.headers.get("content-security-policy")).toContain(
      `script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`,
    );
    expect(second.headers.get("cache-control")).toBe("public, s-maxage=60");

    site.bump();
    const after = await fetch(`${site.base}/brands/denso?category=condenser&q=1`);
    expect(after.headers.get("x-render-cache")).toBe("miss");
    expect(await after.text()).toContain("<p>v2 ");
  });

  test("answers 304 to its ETag in each encoding, and HEAD without a body", async () => {
    const site = await serve();
    close = site.close;
    for (const encoding of ["br", "gzip", "identity"]) {
      const page = await fetch(`${site.base}/`, { headers: { "accept-encoding": encoding } });
      await page.arrayBuffer();
      const etag = page.headers.get("etag") ?? "";
      expect(etag).toMatch(encoding === "identity" ? /^"[\w-]{27}"$/ : new RegExp(`^"[\\w-]{27}-${encoding}"$`));
      const again = await fetch(`${site.base}/`, { headers: { "accept-encoding": encoding, "if-none-match": etag } });
      expect(again.status).toBe(304);
    }
    const head = await fetch(`${site.base}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(site.rendered).toHaveLength(1);
  });

  test("leaves staff pages, cookies and form posts to the per-visitor renderer, and keeps no 404", async () => {
    const site = await serve();
    close = site.close;
    for (const [address, init] of [
      ["/login", {}],
      ["/es/add-products", {}],
      ["/brands/denso", { headers: { cookie: "session=1" } }],
      ["/contact", { method: "POST" }],
    ] as const) {
      const response = await fetch(`${site.base}${address}`, init);
      expect(response.headers.get("x-render-cache"), address).toBe("bypass");
      expect(await response.text()).toMatch(/^per visitor <script nonce="[\w+/=]+">/);
    }
    expect(site.rendered).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await fetch(`${site.base}/missing`)).status).toBe(404);
    expect(site.rendered).toHaveLength(2);
  });
});

/** A GET with the path exactly as given (fetch would turn `\\` into `/`), resolving with its status. */
function getAsWritten(base: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(`${base}/`, { path }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    }).on("error", reject);
  });
}

describe("renderCache under a path that reads like another host", () => {
  // Issue 41 item 4: `new URL("//evil.example/", origin)` is http://evil.example/, and the page kept
  // for that path named evil.example in its canonical link, hreflang, sitemap and robots.txt.
  test.each([undefined, "https://parts.example.in/"])(
    "renders it at the site's own origin (PUBLIC_URL %s)",
    async (publicUrl) => {
      const site = await serve(publicUrl ? { publicUrl } : {});
      close = site.close;
      const paths = [
        "//evil.example/",
        "//evil.example/robots.txt",
        "/\\evil.example/sitemap.xml",
        "//evil.example:8080/es?q=1",
      ];
      for (const path of paths) expect(await getAsWritten(site.base, path), path).toBe(200);
      const origin = publicUrl ? new URL(publicUrl).origin : site.base;
      expect(site.rendered.map((url) => new URL(url).origin)).toEqual(paths.map(() => origin));
      expect(site.rendered.map((url) => new URL(url).pathname)).toEqual([
        "//evil.example/",
        "//evil.example/robots.txt",
        "//evil.example/sitemap.xml",
        "//evil.example:8080/es",
      ]);
    },
  );
});

describe("matchesTag", () => {
  test("takes a tag of any encoding, weak or listed, and nothing else", () => {
    expect(matchesTag('"abc-br"', '"abc"')).toBe(true);
    expect(matchesTag('W/"abc-gzip"', '"abc"')).toBe(true);
    expect(matchesTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesTag("*", '"abc"')).toBe(true);
    expect(matchesTag('"abd"', '"abc"')).toBe(false);
    expect(matchesTag(undefined, '"abc"')).toBe(false);
  });
});
