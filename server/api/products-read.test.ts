import { beforeEach, describe, expect, it } from "vitest";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import type { ApiJson as Json } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, reading products, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("products", () => {
    beforeEach(async () => {
      await upsertProducts(server.database.db, [
        {
          name: "Mahle Condenser for Honda City",
          partNumber: "AC 417 000S",
          brandSlug: "mahle-behr",
          categorySlug: "condenser",
          description: "Parallel-flow condenser.",
          image: null,
          rating: 4.5,
          oeNumbers: "80110-T9A-H01",
          fits: "Honda City 2014-2020",
        },
        {
          name: "Motherson Radiator for Swift",
          partNumber: "MSSL/RD/1234",
          brandSlug: "motherson",
          categorySlug: "radiator",
          description: "",
          image: null,
          rating: null,
        },
        {
          name: "Mahle Expansion Valve for Seltos",
          partNumber: "AVE 100 000S",
          brandSlug: "mahle-behr",
          categorySlug: "expansion-valves",
          description: "",
          image: null,
          rating: 4,
          crossReferences: "SEV-4521",
          fits: "Kia Seltos 2019-; Hyundai Creta 2020-",
        },
      ]);
    });

    it("lists all products, with the spec's fields, at /api and /proxy/api", async () => {
      for (const prefix of ["/api", "/proxy/api"]) {
        const { status, json } = await call("GET", `${prefix}/products`);
        expect(status).toBe(200);
        expect(json.success).toBe(true);
        expect(json.total).toBe(3);
        expect(json.products).toHaveLength(3);
        expect((json.products as Json[])[0]).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          partNumber: expect.any(String),
          brand: expect.any(String),
          category: expect.any(String),
        });
      }
    });

    it("filters by brand and category through names, slugs and aliases, any case", async () => {
      for (const brand of ["mahle", "mahle-behr", "Mahle Behr", "MAHLE"]) {
        const { json } = await call("GET", `/api/products?brand=${encodeURIComponent(brand)}`);
        expect(json.total).toBe(2);
      }
      const { json } = await call("GET", "/api/products?category=Expansion%20Valve");
      expect((json.products as Json[]).map((p) => p.partNumber)).toEqual(["AVE 100 000S"]);
      expect((await call("GET", "/api/products?brand=bosch")).json.total).toBe(0);
    });

    it("searches part numbers ignoring case, spaces and punctuation, and pages", async () => {
      expect(((await call("GET", "/api/products?q=ac417000s")).json.products as Json[])[0]?.partNumber).toBe(
        "AC 417 000S",
      );
      const page = await call("GET", "/api/products?limit=1&offset=1");
      expect(page.json.total).toBe(3);
      expect(page.json.products).toHaveLength(1);
      expect((await call("GET", "/api/products?limit=0")).status).toBe(400);
    });

    it("answers whole lists to one address 30 times a minute by default, and pages always", async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        expect((await call("GET", attempt % 2 ? "/api/products" : "/proxy/api/products?brand=motherson")).status).toBe(
          200,
        );
      }
      const refused = await call("GET", "/api/products");
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(
        /^Too many whole lists asked for just now\. Wait \d+ s, or ask for pages with limit and offset\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await call("GET", "/api/products?limit=1000");
      expect(page.status).toBe(200);
      expect(page.json.total).toBe(3);
    });

    it("finds a product by an OE number or cross reference typed any way, saying which matched", async () => {
      const { json } = await call("GET", `/api/products?q=${encodeURIComponent("80110 t9a h01")}`);
      expect(json.total).toBe(1);
      expect((json.products as Json[])[0]).toMatchObject({
        partNumber: "AC 417 000S",
        oeNumbers: ["80110-T9A-H01"],
        crossReferences: [],
        fits: [{ makeSlug: "honda", make: "Honda", model: "City", yearFrom: 2014, yearTo: 2020 }],
        matched: { kind: "oe", number: "80110-T9A-H01" },
      });
      const xref = await call("GET", "/api/products?q=sev4521");
      expect((xref.json.products as Json[]).map((p) => [p.partNumber, p.matched])).toEqual([
        ["AVE 100 000S", { kind: "xref", number: "SEV-4521" }],
      ]);
      expect(((await call("GET", "/api/products?q=ac417000s")).json.products as Json[])[0]).not.toHaveProperty(
        "matched",
      );
    });

    it("narrows to the parts that fit a vehicle, with the other filters", async () => {
      const partsFor = async (query: string) =>
        ((await call("GET", `/api/products?${query}`)).json.products as Json[]).map((p) => p.partNumber);
      expect(await partsFor("make=kia")).toEqual(["AVE 100 000S"]);
      expect(await partsFor("make=Honda&model=city&year=2016")).toEqual(["AC 417 000S"]);
      expect(await partsFor("make=honda&model=city&year=2021")).toEqual([]);
      expect(await partsFor("make=hyundai&model=creta&brand=mahle&category=expansion-valve")).toEqual(["AVE 100 000S"]);
      expect(await partsFor("make=hyundai&brand=motherson")).toEqual([]);
      expect(await partsFor("make=bosch")).toEqual([]);
      expect((await call("GET", "/api/products?make=kia&year=soon")).status).toBe(400);
    });

    it("gives one product by id or by part number, slashes encoded or not", async () => {
      const { json } = await call("GET", `/api/products/details/${encodeURIComponent("MSSL/RD/1234")}`);
      expect(json.success).toBe(true);
      const product = json.product as Json;
      expect(product.partNumber).toBe("MSSL/RD/1234");
      expect((await call("GET", "/api/products/details/MSSL/RD/1234")).json.success).toBe(true);
      expect(((await call("GET", `/proxy/api/products/details/${product.id}`)).json.product as Json).name).toBe(
        "Motherson Radiator for Swift",
      );
      const missing = await call("GET", "/api/products/details/NOPE-404");
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, error: "Product not found" });
    });

    it("answers unknown API paths with JSON 404", async () => {
      const { status, json } = await call("GET", "/api/nothing-here");
      expect(status).toBe(404);
      expect(json.success).toBe(false);
    });
  });
});
