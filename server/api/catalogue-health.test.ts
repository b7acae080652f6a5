import { describe, expect, it } from "vitest";
import type { CatalogueHealth } from "#app/api/demand.ts";
import { createTerm } from "#app/server/catalogue/taxonomy-writes.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("catalogue health, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  it("counts what active products lack, and each count's list is the products table's filter", async () => {
    const complete = {
      description: "Seven-cylinder compressor.",
      image: "https://cdn.example/ac.jpg",
      fits: "Hyundai Creta 2015-2020",
      oeNumbers: "97701-M0000",
    };
    await upsertProducts(server.database.db, [
      productInput({ name: "Compressor Creta", partNumber: "AC-1", ...complete, specs: { voltage: 12 } }),
      productInput({
        name: "Compressor Seltos",
        partNumber: "AC-2",
        ...complete,
        specs: { refrigerant: "R134a" },
        image: null,
        description: "",
      }),
      productInput({
        name: "Condenser Creta",
        partNumber: "CN-1",
        categorySlug: "condenser",
        ...complete,
        oeNumbers: "",
      }),
      productInput({ name: "Product", partNumber: "AC-3", ...complete, fits: "" }),
      productInput({ name: "ac-4", partNumber: "AC-4", ...complete, fits: "Tata Nexon 2020" }),
      // Its photo is the library's, filed under its part number.
      productInput({ name: "Compressor Venue", partNumber: "AC-6", ...complete, image: null }),
      // Drafts are not the public catalogue's gaps.
      productInput({ name: "Draft", partNumber: "AC-5", status: "draft" }),
    ]);
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("media")
      .values({
        stem_key: "AC6",
        original_name: "ac-6.jpg",
        file_id: "0123456789abcdef01234567",
        widths: "320,640",
        width: 640,
        height: 480,
        original_ext: "jpg",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await createTerm(server.database.db, "brand", { name: "Bosch Thermo" });
    const token = await server.signIn();
    const answer = await call("GET", "/api/catalogue-health", { token });
    expect(answer.status).toBe(200);
    const health = answer.json.health as CatalogueHealth;
    expect(health.activeProducts).toBe(6);
    const counts = Object.fromEntries(Object.entries(health.products).map(([gap, { count }]) => [gap, count]));
    expect(counts).toEqual({ photo: 1, description: 1, fitment: 1, oe: 1, specs: 4, "placeholder-name": 2 });
    expect(health.products.specs.listed.map((product) => product.partNumber)).toEqual(["AC-4", "AC-6", "CN-1", "AC-3"]);
    expect(health.products["placeholder-name"].listed.map((product) => product.partNumber)).toEqual(["AC-4", "AC-3"]);
    expect(health.brands.withoutLogo.map((brand) => brand.slug)).toContain("bosch-thermo");
    expect(health.brands.withoutLogo.map((brand) => brand.slug)).not.toContain("denso");
    expect(health.brands.withoutDescription.map((brand) => brand.slug)).toContain("bosch-thermo");
    // The Creta has compressors and a condenser; the Nexon one compressor.
    expect(health.vehiclesOfOneCategory.listed).toEqual([
      { make: "tata", makeName: "Tata", model: "Nexon", category: "compressor", categoryName: "Compressor", parts: 1 },
    ]);

    for (const [gap, count] of Object.entries(counts)) {
      const list = await call("GET", `/api/products?missing=${gap}&status=active&limit=50`, { token });
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(count);
    }
    const noPhoto = await call("GET", "/api/products?missing=photo&limit=50", { token });
    expect((noPhoto.json.products as { partNumber: string }[]).map((product) => product.partNumber)).toEqual(["AC-2"]);

    // A product whose photos staff ordered has a photo (decision 151), whatever its name's.
    const seltos = await server.database.db.selectFrom("products").select("id").where("part_key", "=", "AC2").execute();
    await server.database.db
      .insertInto("media")
      .values({
        stem_key: "AC2~BACK",
        original_name: "ac-2-back.jpg",
        file_id: "0123456789abcdef01234568",
        widths: "320",
        width: 640,
        height: 480,
        original_ext: "jpg",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await server.database.db
      .insertInto("product_photos")
      .values({ product_id: Number(seltos[0]?.id), position: 0, stem_key: "AC2~BACK" })
      .execute();
    const after = (await call("GET", "/api/catalogue-health", { token })).json.health as CatalogueHealth;
    expect(after.products.photo.count).toBe(0);
  });

  it("counts a product of a category without specification fields as lacking none", async () => {
    await upsertProducts(server.database.db, [productInput({ name: "Compressor Creta", partNumber: "AC-1" })]);
    const token = await server.signIn();
    const health = async () =>
      ((await call("GET", "/api/catalogue-health", { token })).json.health as CatalogueHealth).products.specs.count;
    expect(await health()).toBe(1);
    await server.database.db.deleteFrom("spec_fields").where("category_slug", "=", "compressor").execute();
    expect(await health()).toBe(0);
  });

  it("is for staff only, and so is the products list's `missing` filter", async () => {
    expect((await call("GET", "/api/catalogue-health")).status).toBe(401);
    expect((await call("GET", "/api/products?missing=photo&limit=5")).status).toBe(401);
    const token = await server.signIn();
    expect((await call("GET", "/api/products?missing=logo&limit=5", { token })).status).toBe(400);
  });
});
