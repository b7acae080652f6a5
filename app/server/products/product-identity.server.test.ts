import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { catalogueWorkbook, listProductsForExport } from "../import/export-workbook.server.ts";
import { type ImportAuthor, listImports, undoImport } from "../import/import-history.server.ts";
import { importProducts, parseCatalogueSheet } from "../import/import-service.server.ts";
import { MediaFolder } from "../media/media-folder.server.ts";
import { addImagesToLibrary } from "../media/media-library.server.ts";
import { mediaDirectory } from "../media/media-store.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { loadProductPage } from "./product-page.server.ts";
import { findProduct } from "./product-queries.server.ts";
import type { ProductInput } from "./product-writes.server.ts";

/**
 * A part number is unique per brand, not across the catalogue (decision 089): Hanon and Denso both
 * sell 969853X000 here, as HCC and Hyundai do in the trade.
 */
const SHARED = "969853X000";
const hanon = productInput({ name: "Hanon Compressor Creta", partNumber: SHARED, brandSlug: "hanon-systems" });
const denso = productInput({ name: "Denso Compressor Creta", partNumber: "96985-3X000", brandSlug: "denso" });
const header = ["Product Name", "Part No.", "Brand", "Category"];
const author = (fileName: string): ImportAuthor => ({ adminId: null, username: "staff", fileName });
const url = (pathname: string) => new URL(`http://x${pathname}`);

describe.each(databaseKinds)("a part number two brands share, on %s", (kind) => {
  const database = databasePerTest(kind);

  const importRows = (rows: ProductInput[], fileName = "sheet.xlsx") =>
    importProducts(database.db, rows, { author: author(fileName) });
  const brandsOf = async (query: Parameters<typeof listProducts>[1]) =>
    (await listProducts(database.db, { ...query, limit: 10 })).products.map((p) => p.brandSlug).sort();
  /** What a visitor gets at an address: the product's brand, a choice of brands, or a redirect or 404. */
  async function pageAt(pathname: string, listing: { brand: string } | { category: string }) {
    const partNumber = decodeURIComponent(pathname.split("/").pop() ?? "");
    try {
      const data = await loadProductPage(database.db, url(pathname), listing, partNumber);
      return "choice" in data ? { choice: data.products.map((p) => p.brandSlug) } : { product: data.product.brandSlug };
    } catch (error) {
      const response = error as Response;
      return { status: response.status, location: response.headers.get("Location") };
    }
  }

  it("imports both from one sheet, and still refuses one brand's number twice", async () => {
    const taxonomy = await loadTaxonomy(database.db);
    const twoBrands = await parseCatalogueSheet(
      xlsxOf([
        header,
        ["Hanon", SHARED, "Hanon Systems", "Compressor"],
        ["Denso", "96985-3X000", "Denso", "Compressor"],
      ]),
      taxonomy,
    );
    if (!twoBrands.ok) throw new Error(twoBrands.error);
    expect(await importRows(twoBrands.rows)).toMatchObject({ created: 2, updated: 0 });
    expect(await brandsOf({ q: SHARED })).toEqual(["denso", "hanon-systems"]);

    const twice = await parseCatalogueSheet(
      xlsxOf([
        header,
        ["Hanon", SHARED, "Hanon Systems", "Compressor"],
        ["Again", "96985 3X000", "Hanon", "Compressor"],
      ]),
      taxonomy,
    );
    expect(twice).toMatchObject({
      ok: false,
      errors: [
        { row: 3, message: `Part number "96985 3X000" repeats row 2 (as "${SHARED}"). Each part may appear once.` },
      ],
    });
  });

  it("takes the other brand's number in a later import as a new product, and updates by brand and number", async () => {
    await importRows([hanon], "hanon.xlsx");
    expect(await importRows([denso], "denso.xlsx")).toMatchObject({ created: 1, updated: 0 });
    expect(await importRows([{ ...denso, name: "Denso Compressor Creta 2020" }])).toMatchObject({
      created: 0,
      updated: 1,
    });
    const names = (await listProducts(database.db, { q: SHARED, limit: 10 })).products.map((p) => p.name).sort();
    expect(names).toEqual(["Denso Compressor Creta 2020", "Hanon Compressor Creta"]);
  });

  it("answers each brand's page; a category address both share offers the choice", async () => {
    await importRows([hanon, denso]);
    expect(await pageAt(`/brands/hanon-systems/products/${SHARED}`, { brand: "hanon-systems" })).toEqual({
      product: "hanon-systems",
    });
    // The product's own spelling of its number is its address.
    expect(await pageAt("/brands/denso/products/96985-3X000", { brand: "denso" })).toEqual({ product: "denso" });
    expect(await pageAt(`/brands/denso/products/${SHARED}`, { brand: "denso" })).toEqual({
      status: 301,
      location: "/brands/denso/products/96985-3X000",
    });
    expect(await pageAt(`/categories/compressor/products/${SHARED}`, { category: "compressor" })).toEqual({
      choice: ["denso", "hanon-systems"],
    });
    // A brand that sells no such number cannot tell which: the choice, not a guess.
    expect(await pageAt(`/brands/valeo/products/${SHARED}`, { brand: "valeo" })).toEqual({
      choice: ["denso", "hanon-systems"],
    });
    // The number alone finds none; with the brand, the one.
    expect(await findProduct(database.db, SHARED)).toBeUndefined();
    expect((await findProduct(database.db, SHARED, { prefer: "partNumber", brandSlug: "denso" }))?.name).toBe(
      denso.name,
    );
  });

  it("sends a category address to the one product in that category, or the only active one", async () => {
    await importRows([hanon, { ...denso, categorySlug: "condenser" }]);
    expect(await pageAt(`/categories/condenser/products/${SHARED}`, { category: "condenser" })).toEqual({
      status: 301,
      location: "/categories/condenser/products/96985-3X000",
    });
    expect(await pageAt(`/categories/compressor/products/${SHARED}`, { category: "compressor" })).toEqual({
      product: "hanon-systems",
    });
    await importProducts(database.db, [productInput({ ...hanon, brandSlug: "valeo", status: "draft" })], {
      author: author("draft.xlsx"),
    });
    // A draft is nobody's choice: visitors see active products only (decision 085).
    expect(await pageAt(`/categories/compressor/products/${SHARED}`, { category: "compressor" })).toEqual({
      product: "hanon-systems",
    });
  });

  it("undoes the second import by removing only its brand's product", async () => {
    await importRows([hanon], "hanon.xlsx");
    await importRows([denso], "denso.xlsx");
    const [second, first] = (await listImports(database.db, { limit: 2, offset: 0 })).imports;
    // The later import touched a number the first has: the first waits for it (compared by number).
    expect(first?.blockedBy).toMatchObject({ id: second?.id });
    expect(await undoImport(database.db, second?.id ?? 0, "staff")).toMatchObject({ ok: true, removed: 1 });
    expect(await brandsOf({ q: SHARED })).toEqual(["hanon-systems"]);
  });

  it("exports both and imports the export back unchanged", async () => {
    await importRows([hanon, denso]);
    const exported = await listProductsForExport(database.db);
    expect(exported.map((row) => [row.brand, row.partNumber])).toEqual([
      ["Denso", "96985-3X000"],
      ["Hanon Systems", SHARED],
    ]);
    const sheet = await parseCatalogueSheet(catalogueWorkbook(exported), await loadTaxonomy(database.db));
    if (!sheet.ok) throw new Error(sheet.error);
    expect(await importRows(sheet.rows)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  describe("photos", () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-identity-"));
    });
    afterEach(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const file = (name: string) => ({ name, data: readFileSync(path.join(fixturesDir, "images", "photo-007.png")) });

    it("asks which brand a photo named after the shared number is for, and takes one named with the brand", async () => {
      await importRows([hanon, denso]);
      const mediaDir = new MediaFolder(mediaDirectory(dataDir));
      const refused = await addImagesToLibrary(database.db, mediaDir, [file(`${SHARED}.jpg`)]);
      expect(refused).toMatchObject({
        ok: false,
        refused: [
          {
            file: `${SHARED}.jpg`,
            reason: expect.stringMatching(/Denso and Hanon Systems both sell.*"hanon-systems_969853X000\.jpg"/),
          },
        ],
      });
      expect(await addImagesToLibrary(database.db, mediaDir, [file(`hanon-systems_${SHARED}.jpg`)])).toMatchObject({
        ok: true,
        matched: [{ file: `hanon-systems_${SHARED}.jpg`, partNumbers: [SHARED] }],
      });
      const images = (await listProducts(database.db, { q: SHARED, limit: 10 })).products.map((p) => [
        p.brandSlug,
        p.image !== null,
      ]);
      expect(images.sort()).toEqual([
        ["denso", false],
        ["hanon-systems", true],
      ]);
    });
  });
});
