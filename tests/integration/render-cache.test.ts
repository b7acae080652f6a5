import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productPath } from "#app/utils/product-paths.ts";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";
import { readFixture } from "../setup/fixtures.ts";
import { xlsxOf } from "../setup/workbooks.ts";

// The render cache in the production build (npm test builds before these run), as real processes.

const admin = { ADMIN_USERNAME: "cache-admin", ADMIN_PASSWORD: "cache-admin-password-1" };
const PART = "PAC-3170-14"; // tests/fixtures/images/PAC-3170-14.png is its photo
const productPage = productPath({ kind: "brand", brandSlug: "denso" }, PART, "en");

function sheet(name: string): Blob {
  const rows = [
    ["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"],
    [name, PART, "Denso", "Condenser", "A condenser the render cache test writes.", "", 4],
  ];
  return new Blob([new Uint8Array(xlsxOf(rows))]);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function importSheet(base: string, token: string, name: string): Promise<void> {
  const form = new FormData();
  form.append("excel", sheet(name), "cache-test.xlsx");
  const response = await fetch(`${base}/api/upload-excel`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

async function page(base: string, address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${address}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Fetches each address until it is served from the cache, so a later answer can only be fresh if invalidated. */
async function warm(base: string, addresses: readonly string[]) {
  for (const address of addresses) {
    await page(base, address);
    expect((await page(base, address)).headers.get("x-render-cache"), address).toBe("hit");
  }
}

describe("the render cache on SQLite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-cache-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves every visitor the same bytes, with hashes instead of a nonce, and 304 to its ETag", async () => {
    const { child, base, exited } = await startProductionServer({ dataDir, port: await freePort(), stdio: "ignore" });
    try {
      for (const address of ["/brands/denso", "/es/brands/denso", "/", "/blogs", "/sitemap.xml"]) {
        const first = await page(base, address);
        const second = await page(base, address);
        expect(first.status, address).toBe(200);
        expect(second.headers.get("x-render-cache"), address).toBe("hit");
        expect(second.text, address).toBe(first.text);
        expect(first.text).not.toContain("nonce=");
        expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
      }
      const home = await page(base, "/");
      const policy = home.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/]+=*')+;/);
      expect(policy).not.toMatch(/script-src[^;]*(nonce|unsafe-inline)/);
      expect(home.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");

      const compressed = await fetch(`${base}/brands/denso`, { headers: { "accept-encoding": "br" } });
      await compressed.arrayBuffer();
      const etag = compressed.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]+-br"$/);
      const again = await fetch(`${base}/brands/denso`, {
        headers: { "accept-encoding": "br", "if-none-match": etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      // Listings with their parameters in another order, or a campaign's tags, are the same page.
      await warm(base, ["/brands/denso?category=condenser&q=1"]);
      const reordered = await page(base, "/brands/denso?q=1&utm_source=mail&category=condenser");
      expect(reordered.headers.get("x-render-cache")).toBe("hit");
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 30_000);

  it("never keeps staff pages or sign-in, and gives each of their visitors a nonce of their own", async () => {
    const { child, base, exited } = await startProductionServer({ dataDir, port: await freePort(), stdio: "ignore" });
    try {
      for (const address of ["/login", "/es/login", "/add-products"]) {
        const first = await page(base, address);
        const second = await page(base, address);
        expect(second.headers.get("x-render-cache"), address).toBe("bypass");
        const nonces = [first, second].map((answer) => /nonce="([^"]+)"/.exec(answer.text)?.[1]);
        expect(nonces[0]).toBeTruthy();
        expect(nonces[0]).not.toBe(nonces[1]);
        expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonces[1]}'`);
        expect(second.headers.get("cache-control")).toBe("private, no-cache");
      }
      // A visitor with a cookie gets a page rendered for them alone.
      const personal = await page(base, "/brands/denso", { cookie: "something=1" });
      expect(personal.headers.get("x-render-cache")).toBe("bypass");
      expect(personal.text).toContain("nonce=");
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 30_000);

  it("shows each kind of write on the next request: import, re-import, photo, delete and undo", async () => {
    const { child, base, exited } = await startProductionServer({
      dataDir,
      port: await freePort(),
      stdio: "ignore",
      env: admin,
    });
    try {
      const token = await signIn(base);
      const listing = `/brands/denso?q=${PART}`;
      const search = `/search?q=${PART}`;
      const sitemapPart = "/sitemaps/products-1.xml";
      await warm(base, [listing, search, sitemapPart, "/es/brands/denso"]);
      expect((await page(base, listing)).text).not.toContain("Cache Test Condenser");

      // An import creates the product.
      await importSheet(base, token, "Cache Test Condenser");
      expect((await page(base, listing)).text).toContain("Cache Test Condenser");
      expect((await page(base, search)).text).toContain("Cache Test Condenser");
      expect((await page(base, sitemapPart)).text).toContain(encodeURIComponent(PART));
      expect((await page(base, "/es/brands/denso")).text).toContain("Cache Test Condenser");
      await warm(base, [listing, search, productPage]);
      expect((await page(base, productPage)).text).toContain("Cache Test Condenser");

      // A second import edits it.
      await importSheet(base, token, "Cache Test Condenser Mark II");
      expect((await page(base, productPage)).text).toContain("Cache Test Condenser Mark II");
      expect((await page(base, listing)).text).toContain("Cache Test Condenser Mark II");

      // A photo.
      await warm(base, [productPage]);
      expect((await page(base, productPage)).text).not.toMatch(/src="\/media\//);
      const photos = new FormData();
      photos.append("images[]", new Blob([new Uint8Array(readFixture("images", `${PART}.png`))]), `${PART}.png`);
      const upload = await fetch(`${base}/api/upload-images`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: photos,
      });
      expect(upload.status).toBe(200);
      expect((await page(base, productPage)).text).toMatch(/src="\/media\//);

      // Undo of the second import restores the first name.
      await warm(base, [productPage, listing]);
      const history = (await (
        await fetch(`${base}/api/imports`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { imports: { id: number }[] };
      const latest = Math.max(...history.imports.map((entry) => entry.id));
      const undo = await fetch(`${base}/api/imports/${latest}/undo`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(undo.status).toBe(200);
      const undone = (await page(base, productPage)).text;
      expect(undone).toContain("Cache Test Condenser");
      expect(undone).not.toContain("Mark II");

      // A staff deletion.
      await warm(base, [productPage, listing, search]);
      const details = (await (await fetch(`${base}/api/products/details/${PART}`)).json()) as {
        product: { id: number };
      };
      const removal = await fetch(`${base}/api/products/delete`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ id: details.product.id }),
      });
      expect(removal.status).toBe(200);
      expect((await page(base, productPage)).status).toBe(404);
      expect((await page(base, listing)).text).not.toContain("Cache Test Condenser");
      expect((await page(base, search)).text).not.toContain("Cache Test Condenser");
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 60_000);
});

const postgresAdminUrl = process.env.TEST_POSTGRES_URL;

describe.runIf(postgresAdminUrl)("the render cache with two server processes on one PostgreSQL", () => {
  let databaseUrl: string;
  let name: string;
  const dataDirs: string[] = [];
  const admin_ = () => new pg.Client({ connectionString: postgresAdminUrl });

  beforeEach(async () => {
    name = `coolparts_cache_${randomBytes(6).toString("hex")}`;
    const client = admin_();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(postgresAdminUrl ?? "");
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterEach(async () => {
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    const client = admin_();
    await client.connect();
    await client.query(`drop database if exists "${name}"`);
    await client.end();
  });

  it("each process sees the other's writes on its next request", async () => {
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-cache-pg-"));
      dataDirs.push(dataDir);
      return startProductionServer({
        dataDir,
        port: await freePort(),
        stdio: "ignore",
        env: { ...admin, DATABASE_URL: databaseUrl },
      });
    };
    // One after the other: the first migrates and seeds the demo catalogue.
    const first = await start();
    const second = await start();
    try {
      const listing = `/brands/denso?q=${PART}`;
      await warm(first.base, [listing]);
      await warm(second.base, [listing]);

      // Written through the first, read from the second.
      await importSheet(first.base, await signIn(first.base), "Two Process Condenser");
      expect((await page(second.base, listing)).text).toContain("Two Process Condenser");
      expect((await page(first.base, listing)).text).toContain("Two Process Condenser");

      // Written through the second, read from the first.
      await warm(first.base, [productPage]);
      await importSheet(second.base, await signIn(second.base), "Two Process Condenser Renamed");
      expect((await page(first.base, productPage)).text).toContain("Two Process Condenser Renamed");
    } finally {
      first.child.kill("SIGTERM");
      second.child.kill("SIGTERM");
      await Promise.all([first.exited, second.exited]);
    }
  }, 60_000);
});
