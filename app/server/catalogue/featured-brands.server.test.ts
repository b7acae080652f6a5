import { describe, expect, it } from "vitest";
import { brands as seedBrands } from "#app/catalogue/brands.ts";
import { brandsPageBrands, featuredBrands } from "#app/catalogue/taxonomy.ts";
import { heroSlidesFor } from "#app/content/hero-slides.ts";
import { languages } from "#app/i18n/language.ts";
import { aboutTexts } from "#app/i18n/texts/about.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadTaxonomy } from "./taxonomy.server.ts";
import { createTerm, reorderTerms, updateTerm } from "./taxonomy-writes.server.ts";

/** The menus, /brands and the copy that counts brands, as every page's root data gives them (decision 183). */
describe.each(databaseKinds)("featured brands on %s", (kind) => {
  const database = databasePerTest(kind);

  async function listedBrands() {
    const context = pageContext(database.db);
    const url = new URL("http://shop.test/");
    const root = await rootLoader({ params: {}, url, context, request: new Request(url) } as never);
    return root.taxonomy.brands;
  }
  const slugs = (brands: readonly { slug: string }[]) => brands.map((brand) => brand.slug);

  it("features the twelve seed brands, in their order, and no brand added later", async () => {
    await createTerm(database.db, "brand", { name: "Bosch Thermo" });
    const { brands } = await loadTaxonomy(database.db);
    expect(brands.filter((brand) => brand.featured).map((brand) => brand.slug)).toEqual(
      seedBrands.map((brand) => brand.slug),
    );
    expect(brands.find((brand) => brand.slug === "bosch-thermo")?.featured).toBe(false);
    expect(slugs(featuredBrands(await listedBrands()))).toEqual(seedBrands.map((brand) => brand.slug));
  });

  it("menus show the featured brands in staff's order; /brands adds the others with public products after them", async () => {
    // Brands an import made: one a real maker with a published product, one only drafts, one with none.
    for (const name of ["Zenvex", "Korea", "Acme Cooling"]) await createTerm(database.db, "brand", { name });
    await upsertProducts(database.db, [
      productInput({ name: "Zenvex Condenser", partNumber: "ZX-1", brandSlug: "zenvex", categorySlug: "condenser" }),
      productInput({ name: "Intake valve set", partNumber: "KR-1", brandSlug: "korea", status: "draft" }),
      productInput({ name: "Denso Compressor", partNumber: "DN-1" }),
    ]);
    // Staff move Spal first and take Pacific out of the menus (it has no products: off /brands too).
    const order = slugs((await loadTaxonomy(database.db)).brands).filter((slug) => slug !== "spal");
    await reorderTerms(database.db, "brand", ["spal", ...order]);
    await updateTerm(database.db, "brand", "pacific", { featured: false });
    // Denso leaves the menus, but has a published product: it stays on /brands, after the featured.
    await updateTerm(database.db, "brand", "denso", { featured: false });

    const listed = await listedBrands();
    const featured = seedBrands.map((brand) => brand.slug).filter((slug) => !["pacific", "denso"].includes(slug));
    const menu = slugs(featuredBrands(listed));
    expect(menu).toEqual(["spal", ...featured.filter((slug) => slug !== "spal")]);
    expect(slugs(brandsPageBrands(listed))).toEqual([...menu, "denso", "zenvex"]);
    // A brand whose only products are drafts is not public at all, as before (decision 085).
    expect(slugs(listed)).not.toContain("korea");

    // Featuring a brand puts it in the menus, in its place in staff's order (last here).
    await updateTerm(database.db, "brand", "zenvex", { featured: true });
    expect(slugs(featuredBrands(await listedBrands())).at(-1)).toBe("zenvex");
  });

  it("copy that counts the brands reads the featured count, in every language", async () => {
    await updateTerm(database.db, "brand", "estra", { featured: false });
    await createTerm(database.db, "brand", { name: "Zenvex" });
    const count = featuredBrands(await listedBrands()).length;
    expect(count).toBe(11);
    for (const language of languages) {
      const texts = [
        homeSectionsTexts.translate(language, "home.why1Text", { count }),
        aboutTexts.translate(language, "about.why2Text", { count }),
        heroSlidesFor(language, count)[0]?.title ?? "",
      ];
      for (const text of texts) {
        expect(text, `${language}: ${text}`).toContain("11");
        expect(text).not.toMatch(/twelve|doce|बारह|\b12\b|\{/i);
      }
    }
  });
});
