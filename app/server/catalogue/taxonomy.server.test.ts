import { describe, expect, it } from "vitest";
import { brands as seedBrands } from "#app/catalogue/brands.ts";
import { categories as seedCategories } from "#app/catalogue/categories.ts";
import { hindiCategoryWords } from "#app/catalogue/hindi-catalogue-words.ts";
import { validateCatalogueRows } from "#app/server/import/sheet-validation.server.ts";
import { type ProductInput, upsertProducts } from "#app/server/products/product-writes.server.ts";
import { listProducts } from "#app/server/search/list-products.server.ts";
import { matchCatalogueNames } from "#app/server/search/suggestions.server.ts";
import { pageEntries } from "#app/server/sitemap.server.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadTaxonomy } from "./taxonomy.server.ts";
import { createTerm, deleteTerm, reorderTerms, TaxonomyRefusal, updateTerm } from "./taxonomy-writes.server.ts";

const part = (overrides: Partial<ProductInput> = {}): ProductInput =>
  productInput({ name: "Denso AC Compressor for Toyota Innova Crysta", partNumber: "447260-1234", ...overrides });

const sheetHeader = ["Product Name", "Part Number", "Brand", "Category"];

describe.each(databaseKinds)("brands and categories as data on %s", (kind) => {
  const database = databasePerTest(kind);

  it("seeds today's twelve brands and eight categories, slugs, aliases, labels and pictures unchanged", async () => {
    const taxonomy = await loadTaxonomy(database.db);
    const { brands } = taxonomy;
    // After them, the three categories the jobs need (migration 0044, issue 44), staff data like the rest.
    const jobCategorySlugs = ["receiver-drier", "compressor-oil", "o-ring-kit"];
    const seeded = (slug: string) => !jobCategorySlugs.includes(slug);
    expect(taxonomy.categories.map((c) => c.slug).filter((slug) => !seeded(slug))).toEqual(jobCategorySlugs);
    const categories = taxonomy.categories.filter((c) => seeded(c.slug));
    const listed = { ...taxonomy.listed, categories: taxonomy.listed.categories.filter((c) => seeded(c.slug)) };
    expect(
      brands.map(({ name, slug, navLabel, aliases, image, visible }) => ({
        name,
        slug,
        navLabel,
        aliases,
        image,
        visible,
      })),
    ).toEqual(
      seedBrands.map((b) => ({
        name: b.name,
        slug: b.slug,
        // A brand has no name of its own in another language: every language shows the English.
        navLabel: { en: b.navLabel },
        aliases: b.aliases,
        image: b.logo,
        visible: true,
      })),
    );
    expect(
      categories.map(({ name, slug, label, navLabel, aliases, image }) => ({
        name,
        slug,
        label,
        navLabel,
        aliases,
        image,
      })),
    ).toEqual(
      seedCategories.map((c) => ({
        name: c.name,
        slug: c.slug,
        // Spanish as seeded, Hindi as migration 0035 wrote it (decision 138's words).
        label: { ...c.label, hi: hindiCategoryWords[c.slug]?.name },
        navLabel: { ...c.navLabel, hi: hindiCategoryWords[c.slug]?.navLabel },
        aliases: c.aliases,
        image: c.image,
      })),
    );
    expect(listed.brands.map((b) => b.slug)).toEqual(seedBrands.map((b) => b.slug));
    expect(listed.categories.map((c) => c.slug)).toEqual(seedCategories.map((c) => c.slug));
  });

  it("renames a slug: products move with it in one go and the old slug still finds it", async () => {
    const { db } = database;
    await upsertProducts(db, [part()]);
    await updateTerm(db, "brand", "denso", { name: "Denso Corporation", slug: "denso-corporation" });
    const taxonomy = await loadTaxonomy(db);
    expect(taxonomy.resolveBrand("denso")?.slug).toBe("denso-corporation");
    expect(taxonomy.listed.brands.map((b) => b.slug)).toContain("denso-corporation");
    expect(taxonomy.listed.brands.map((b) => b.slug)).not.toContain("denso");
    const { products } = await listProducts(db, { brand: "denso" });
    expect(products).toMatchObject([{ brandSlug: "denso-corporation", brand: "Denso Corporation" }]);

    // A second rename keeps both earlier addresses pointing at the newest.
    await updateTerm(db, "brand", "denso-corporation", { slug: "denso-india" });
    const again = await loadTaxonomy(db);
    expect(again.resolveBrand("denso")?.slug).toBe("denso-india");
    expect(again.resolveBrand("denso-corporation")?.slug).toBe("denso-india");
  });

  it("refuses to delete a brand or category that has products (409), and deletes one without", async () => {
    const { db } = database;
    await upsertProducts(db, [part()]);
    await expect(deleteTerm(db, "brand", "denso")).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Denso has 1 products, so it cannot be deleted\. Hide it instead/),
    });
    await expect(deleteTerm(db, "category", "compressor")).rejects.toBeInstanceOf(TaxonomyRefusal);
    await deleteTerm(db, "brand", "valeo");
    const { brands } = await loadTaxonomy(db);
    expect(brands.map((b) => b.slug)).not.toContain("valeo");
    expect(brands).toHaveLength(11);
  });

  it("leaves a hidden brand out of the menus, the sitemap and the suggestions, but still resolves it", async () => {
    const { db } = database;
    await updateTerm(db, "brand", "sanden", { visible: false });
    await updateTerm(db, "category", "injectors", { visible: false });
    const taxonomy = await loadTaxonomy(db);
    expect(taxonomy.listed.brands.map((b) => b.slug)).not.toContain("sanden");
    expect(taxonomy.listed.categories.map((c) => c.slug)).not.toContain("injectors");
    const paths = pageEntries(taxonomy.listed).map((entry) => entry.path);
    expect(paths).toContain("/brands/denso");
    expect(paths).not.toContain("/brands/sanden");
    expect(paths).not.toContain("/categories/injectors");
    expect(matchCatalogueNames(taxonomy, "sanden", "en").brands).toEqual([]);
    expect(matchCatalogueNames(taxonomy, "denso", "en").brands).toEqual([{ name: "Denso", slug: "denso" }]);
    // Its products and pages still work: the import and old links find it.
    expect(taxonomy.resolveBrand("Sanden")?.visible).toBe(false);
  });

  it("adds a thirteenth brand: it is in the menu and a sheet's rows may name it", async () => {
    const { db } = database;
    const created = await createTerm(db, "brand", { name: "Bosch Thermo", aliases: ["Bosch"] });
    expect(created).toMatchObject({ slug: "bosch-thermo", visible: true });
    const taxonomy = await loadTaxonomy(db);
    expect(taxonomy.listed.brands).toHaveLength(13);
    expect(taxonomy.listed.brands.at(-1)).toMatchObject({ slug: "bosch-thermo", navLabel: { en: "Bosch Thermo" } });

    const sheet = validateCatalogueRows(
      [sheetHeader, ["Bosch Blower Motor for Swift", "BT-100", "bosch", "Blower Motor"]],
      taxonomy,
    );
    if (!sheet.ok) throw new Error(sheet.error);
    expect(sheet.rows[0]).toMatchObject({ brandSlug: "bosch-thermo", categorySlug: "blower-motor" });
    await upsertProducts(db, sheet.rows);
    const { products } = await listProducts(db, { brand: "Bosch Thermo" });
    expect(products).toMatchObject([{ partNumber: "BT-100", brand: "Bosch Thermo" }]);
  });

  it("refuses a name, slug or alias another brand already answers to", async () => {
    const { db } = database;
    await expect(createTerm(db, "brand", { name: "Mahle" })).rejects.toMatchObject({
      status: 409,
      message: '"Mahle" already names the brand Mahle Behr. Choose another.',
    });
    await expect(updateTerm(db, "brand", "denso", { aliases: ["Halla"] })).rejects.toMatchObject({ status: 409 });
    await expect(updateTerm(db, "brand", "denso", { slug: "valeo" })).rejects.toMatchObject({ status: 409 });
  });

  it("reorders, and a new brand may take the address a renamed one left", async () => {
    const { db } = database;
    const slugs = (await loadTaxonomy(db)).categories.map((c) => c.slug);
    await reorderTerms(db, "category", [...slugs].reverse());
    // The jobs' categories are hidden until staff show them (migration 0044): reordered, not listed.
    const reordered = (await loadTaxonomy(db)).categories;
    expect(reordered.map((c) => c.slug)).toEqual([...slugs].reverse());
    expect((await loadTaxonomy(db)).listed.categories.map((c) => c.slug)).toEqual(
      reordered.filter((c) => c.visible).map((c) => c.slug),
    );
    await expect(reorderTerms(db, "category", slugs.slice(1))).rejects.toMatchObject({ status: 409 });

    await updateTerm(db, "brand", "spal", { name: "Spal Automotive", slug: "spal-automotive" });
    await createTerm(db, "brand", { name: "Spal Classic", slug: "spal" });
    expect((await loadTaxonomy(db)).resolveBrand("spal")?.name).toBe("Spal Classic");
  });

  it("rebuilds the search words when a brand's aliases or a category's name change, so search finds them at once", async () => {
    const { db } = database;
    await upsertProducts(db, [part()]);
    const found = async (q: string) => (await listProducts(db, { q, limit: 10 })).products.map((p) => p.partNumber);
    expect(await found("nippondenzo")).toEqual([]);
    expect(await found("aircon")).toEqual([]);
    await updateTerm(db, "brand", "denso", { aliases: ["Nippondenzo"] });
    await updateTerm(db, "category", "compressor", { name: "Aircon Pump" });
    expect(await found("nippondenzo")).toEqual(["447260-1234"]);
    expect(await found("aircon")).toEqual(["447260-1234"]);
    // A renamed slug carries its products' words along.
    await updateTerm(db, "brand", "denso", { slug: "denso-global", name: "Densoglobal" });
    expect(await found("densoglobal")).toEqual(["447260-1234"]);
  });
});
