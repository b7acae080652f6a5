import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { apiRoutes } from "#server/api/router.ts";
import { type RunningServer, startProductionServerOn } from "../setup/production-server.ts";
import { databaseKinds } from "../setup/test-database.ts";
import { xlsxOf } from "../setup/workbooks.ts";

// Issue 46: prices are staff data. A product gets every price (cost, MRP, dealer and a kind staff
// named, in three currencies) and a GST rate; then every public page (each route of app/routes.ts, in
// every language, and its `.data` answer), every sitemap, and every call of the API (the router's own
// table, public calls as a visitor and staff calls without a token) is fetched, and no body may hold
// one of the prices in any way it could be written. The routes and calls are read from their tables,
// so a new one is walked too; one whose address this test cannot fill fails it until it is taught.

const admin = { ADMIN_USERNAME: "price-admin", ADMIN_PASSWORD: "price-admin-password-1" };
const product = { brand: "denso", category: "compressor", partNumber: "PRICE-WALK-1" };

/** Each price as the sheet gives it, and its digits: how it would show, whatever the grouping or decimal mark. */
const prices = [
  { header: "MRP", cell: "₹ 8,64,209.75", digits: "86420975" },
  { header: "Dealer Price (USD)", cell: "$97,531,864.13", digits: "9753186413" },
  { header: "Cost", cell: "6,58,21,437.09", digits: "6582143709" },
  { header: "Ціна, грн", cell: "3 719 462,58", digits: "371946258" },
] as const;

/** The body's digits with every grouping and decimal mark taken out, to look for a price's digits in. */
function digitsOf(body: string): string {
  return body.replace(/[\s,.'’\u00a0\u202f_]/g, "");
}

function pricesIn(body: string): string[] {
  const digits = digitsOf(body);
  const found: string[] = prices.filter((price) => digits.includes(price.digits)).map((price) => price.cell);
  // A search engine's offer would carry a price even if its digits were changed.
  if (/"@type"\s*:\s*"(?:Aggregate)?Offer"/.test(body)) found.push("a JSON-LD Offer");
  return found;
}

/** Every path of the route config, children joined to their parents. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.index || entry.path !== undefined ? [own] : []), ...routePaths(entry.children ?? [], own)];
  });
}

describe.each(databaseKinds)("prices never reach a visitor, on %s", (kind) => {
  let server: RunningServer;
  let productId = 0;
  let importId = 0;

  beforeAll(async () => {
    server = await startProductionServerOn(kind, admin);
    const login = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const sheet = xlsxOf([
      [
        "Product Name",
        "Part Number",
        "Brand",
        "Category",
        "Description",
        "Fits",
        ...prices.map((price) => price.header),
        "GST %",
      ],
      [
        "Compressor with every price",
        product.partNumber,
        "Denso",
        "Compressor",
        "A product whose prices no visitor may see.",
        // On a car's page too (issue 44): the walk visits the car it fits.
        "Hyundai Creta 2015-2020",
        ...prices.map((price) => price.cell),
        "28",
      ],
    ]);
    const form = new FormData();
    form.append("excel", new Blob([new Uint8Array(sheet)]), "prices.xlsx");
    form.append(
      "mapping",
      JSON.stringify({
        columns: {
          name: "Product Name",
          partNumber: "Part Number",
          brand: "Brand",
          category: "Category",
          description: "Description",
          fits: "Fits",
        },
        prices: {
          mrp: { column: "MRP" },
          dealer: { column: "Dealer Price (USD)", currency: "USD" },
          cost: { column: "Cost" },
          distributor: { column: "Ціна, грн", currency: "UAH" },
        },
        gst: "GST %",
      }),
    );
    form.append("publish", "now");
    const upload = await fetch(`${server.base}/api/upload-excel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const summary = (await upload.json()) as { success: boolean; importId: number; error?: string };
    expect(summary, JSON.stringify(summary)).toMatchObject({ success: true });
    importId = summary.importId;
    const details = await fetch(`${server.base}/api/products/details/${product.partNumber}`);
    productId = ((await details.json()) as { product: { id: number } }).product.id;
    // The prices are there, for staff: the walk below would prove nothing otherwise.
    const staffView = await fetch(`${server.base}/api/products/${productId}/prices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pricesIn(await staffView.text())).toEqual(prices.map((price) => price.cell));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** A value for each `:name` of a route's path; a name not listed here fails the test, so it is taught. */
  function fill(path: string): string {
    return path.replace(/:([A-Za-z]+)\??/g, (_, name: string) => {
      const value: Record<string, string> = {
        brand: product.brand,
        category: product.category,
        partNumber: product.partNumber,
        reference: "Q-2612-0001",
        make: "hyundai",
        model: "creta",
        name: "products-1.xml",
      };
      if (name === "id")
        return path.startsWith("blogs") || path.includes("/blogs")
          ? "audi"
          : String(path.includes("imports") ? importId : productId);
      const filled = value[name];
      if (filled === undefined) throw new Error(`The price walk cannot fill :${name} of ${path}: teach it a value.`);
      return encodeURIComponent(filled);
    });
  }

  async function bodyOf(address: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
    const response = await fetch(`${server.base}${address}`, { redirect: "manual", ...init });
    return { status: response.status, body: await response.text() };
  }

  it("shows no price on any page, in any language, nor in its .data answer", async () => {
    const pages = routePaths(routes).map(
      (path) => `/${fill(path.replace(/\*$/, "no-such-page"))}`.replace(/\/$/, "") || "/",
    );
    // Pages that list the product besides its own: its search, a comparison, page 1 of listings.
    const extras = [`/search?q=${product.partNumber}`, `/compare?item=${product.brand}:${product.partNumber}`];
    const addresses = [...new Set([...pages, ...extras])];
    const leaks: string[] = [];
    for (const address of addresses) {
      const [path, query = ""] = address.split("?");
      const data = `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
      for (const target of [address, data]) {
        const { status, body } = await bodyOf(target);
        expect(status, target).toBeLessThan(500);
        for (const leak of pricesIn(body)) leaks.push(`${target}: ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
    // The product's own page was among them, and showed the product.
    const own = await bodyOf(`/brands/${product.brand}/products/${product.partNumber}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain("Compressor with every price");
    expect(addresses.length).toBeGreaterThan(40);
  }, 300_000);

  it("puts no price in robots.txt or any sitemap", async () => {
    const index = await bodyOf("/sitemap.xml");
    const parts = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(parts.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const address of ["/robots.txt", "/sitemap.xml", ...parts]) {
      const { body } = await bodyOf(address);
      for (const leak of pricesIn(body)) leaks.push(`${address}: ${leak}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it("answers no API call without a staff token with a price: public calls as a visitor, staff calls refused", async () => {
    /** What each public call is asked, so it answers with the product; a public call not here fails the test. */
    const publicAsks: Record<string, string[]> = {
      "GET /products": ["/products", `/products?q=${product.partNumber}`, "/products?limit=50"],
      "GET /products/details/*idOrPartNumber": [
        `/products/details/${productId}`,
        `/products/details/${product.partNumber}`,
      ],
      "GET /scan-lookup": [`/scan-lookup?candidates=${product.partNumber}`],
      "GET /spec-fields": ["/spec-fields"],
      "GET /brands": ["/brands"],
      "GET /categories": ["/categories"],
      "POST /login": ["/login"],
      "POST /clicks/:channel": ["/clicks/whatsapp"],
      "POST /enquiry-lists": ["/enquiry-lists"],
      "POST /enquiries": ["/enquiries"],
    };
    const leaks: string[] = [];
    const walked: string[] = [];
    for (const call of apiRoutes) {
      const key = `${call.method} ${call.path}`;
      const targets =
        call.access === "public"
          ? publicAsks[key]
          : // Refused before anything is read: any value fills the address.
            [call.path.replace(/\*[A-Za-z]+|:[A-Za-z]+/g, "1")];
      if (!targets) throw new Error(`The price walk does not know how to ask the public call ${key}: teach it.`);
      for (const target of targets) {
        const init: RequestInit =
          call.method === "GET"
            ? {}
            : { method: call.method, headers: { "content-type": "application/json" }, body: "{}" };
        const { status, body } = await bodyOf(`/api${target}`, init);
        walked.push(key);
        if (call.access === "admin") expect(status, `${key} without a token`).toBe(401);
        for (const leak of pricesIn(body)) leaks.push(`${key} ${target}: ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(new Set(walked)).toEqual(new Set(apiRoutes.map((call) => `${call.method} ${call.path}`)));
    // The public list of every product (no limit) names the product, so its absence of prices means something.
    expect((await bodyOf("/api/products")).body).toContain(product.partNumber);
  }, 120_000);
});
