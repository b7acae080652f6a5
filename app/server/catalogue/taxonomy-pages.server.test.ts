import { beforeEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as brandLoader } from "#app/routes/_public/brand.tsx";
import { loader as categoryLoader } from "#app/routes/_public/category.tsx";
import { loader as productInBrandLoader } from "#app/routes/_public/product-in-brand.tsx";
import { loader as productInCategoryLoader } from "#app/routes/_public/product-in-category.tsx";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { createTerm, updateTerm } from "./taxonomy-writes.server.ts";

/** What the pages' loaders answer once brands and categories are renamed, hidden or added. */
describe.each(databaseKinds)("brand and category pages on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [productInput({ name: "Denso Compressor", partNumber: "DN-1" })]);
  });

  function args(pathname: string, params: Record<string, string>) {
    const context = pageContext(database.db);
    const url = new URL(`http://shop.test${pathname}`);
    // The loaders read only these; the generated argument types ask for more.
    return { params, url, context, request: new Request(url) } as never;
  }

  /** The 301 a loader throws, as [status, Location]; undefined when it answered instead. */
  async function redirectOf(load: () => unknown): Promise<[number, string | null] | undefined> {
    try {
      await load();
      return undefined;
    } catch (thrown) {
      if (thrown instanceof Response) return [thrown.status, thrown.headers.get("Location")];
      throw thrown;
    }
  }

  it("answers a renamed brand's and category's old addresses, pages and products, with 301 in both languages", async () => {
    await updateTerm(database.db, "brand", "denso", { slug: "denso-india" });
    await updateTerm(database.db, "category", "compressor", { slug: "ac-compressor" });

    expect(await redirectOf(() => brandLoader(args("/brands/denso", { brand: "denso" })))).toEqual([
      301,
      "/brands/denso-india",
    ]);
    expect(await redirectOf(() => brandLoader(args("/es/brands/denso", { brand: "denso" })))).toEqual([
      301,
      "/es/brands/denso-india",
    ]);
    expect(
      await redirectOf(() => categoryLoader(args("/es/categories/compressor?page=2", { category: "compressor" }))),
    ).toEqual([301, "/es/categories/ac-compressor?page=2"]);
    expect(
      await redirectOf(() =>
        productInBrandLoader(args("/brands/denso/products/DN-1", { brand: "denso", partNumber: "DN-1" })),
      ),
    ).toEqual([301, "/brands/denso-india/products/DN-1"]);
    expect(
      await redirectOf(() =>
        productInCategoryLoader(
          args("/es/categories/compressor/products/DN-1", { category: "compressor", partNumber: "DN-1" }),
        ),
      ),
    ).toEqual([301, "/es/categories/ac-compressor/products/DN-1"]);

    // The new addresses answer.
    const { data: page } = await brandLoader(args("/brands/denso-india", { brand: "denso-india" }));
    expect(page.listing.total).toBe(1);
  });

  it("puts a new brand in every page's menu data, and takes a hidden one out", async () => {
    await createTerm(database.db, "brand", { name: "Bosch Thermo" });
    await updateTerm(database.db, "brand", "sanden", { visible: false });
    const root = await rootLoader(args("/", {}));
    const slugs = root.taxonomy.brands.map((brand) => brand.slug);
    expect(slugs).toHaveLength(12);
    expect(slugs.at(-1)).toBe("bosch-thermo");
    expect(slugs).not.toContain("sanden");
    // A hidden brand's page still answers (for old links), marked as not listed.
    const { data: hidden } = await brandLoader(args("/brands/sanden", { brand: "sanden" }));
    expect(hidden.brand.visible).toBe(false);
  });
});
