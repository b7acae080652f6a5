import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { TermJson } from "#app/api/taxonomy.ts";
import { slugify } from "#app/catalogue/slug.ts";
import {
  type ListRow,
  outcomeOf,
  type PlacingList,
  partNumberOf,
  placingLists,
  placingWorkbook,
} from "../../setup/placing-lists.ts";
import { expect, test } from "./fixtures.ts";
import { EXCEL_INPUT } from "./staff-screen.ts";

/**
 * Issue 40's lists through the staff screens, on a desktop and on a phone (decisions 180, 184, 202,
 * 203): each of tests/setup/placing-lists.ts's lists, written to a file and chosen as staff choose
 * one, mapped with the category from each row's words (and, by the list, "Create all remaining as new
 * brands" or one new brand for every row), checked, imported with one press, reviewed per category and
 * per new brand with the rows needing a look listed, and published through the confirmation naming the
 * counts. Then the public Brands menu shows the featured brands alone, and each placed product is
 * public in the category our reading of its name gives. The staff fixtures undo the import afterwards.
 */

// The first check of a list with no category column is refused until mapped (400).
test.use({ expectedConsole: [/status of 400/] });
test.describe.configure({ timeout: 240_000 });

// A phone's screen too, as tests/e2e/phone-journey.spec.ts has it: with Desktop Chrome's 1920 px screen the
// home page's landscape hero picture is preloaded for nothing, and the browser warns.
const phone = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * A screenshot's options: the test's output folder (test-results/), never the repository; the staff
 * tabs' sticky bar let flow, or an element taller than the screen is shot with the bar across it.
 */
const shot = (name: string) => ({
  path: test.info().outputPath(`${name}.png`),
  style: "div.sticky.top-0 { position: static !important; }",
});

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What our reading of each row says the list should give: per category, needing a look, left out. */
function expectedOf(list: PlacingList) {
  const placed = list.rows.filter((row) => !["look", "out"].includes(outcomeOf(row)));
  const perCategory = new Map<string, ListRow[]>();
  for (const row of placed) perCategory.set(outcomeOf(row), [...(perCategory.get(outcomeOf(row)) ?? []), row]);
  const look = list.rows.filter((row) => outcomeOf(row) === "look").length;
  const newBrands = new Set(
    placed.flatMap((row) => {
      const brand = row.brand ?? list.newBrandForEveryRow;
      return brand && !["denso", "valeo"].includes(slugify(brand)) ? [slugify(brand)] : [];
    }),
  );
  return { placed, perCategory, look, leftOut: list.rows.length - placed.length - look, newBrands };
}

/** The brand links of the public Brands menu, desktop's or phone's, "View All" aside. */
async function brandMenuLinks(page: Page, onPhone: boolean): Promise<string[]> {
  await page.goto("/");
  let brands = page.getByRole("navigation", { name: "Main" }).first().getByRole("button", { name: "Brands" });
  if (onPhone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const close = page.getByRole("button", { name: "Close menu" });
    const panel = page.locator(`[id="${await close.getAttribute("aria-controls")}"]`);
    brands = panel.getByRole("button", { name: "Brands" });
  }
  await brands.click();
  const list = page.locator(`[id="${await brands.getAttribute("aria-controls")}"]`);
  await expect(list).toBeVisible();
  const names = await list.getByRole("link").allTextContents();
  return names.map((name) => name.trim()).filter((name) => name !== "View All");
}

for (const [device, options] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    for (const list of placingLists) {
      test(`${list.title}: from the file to published, placed rows in their categories`, async ({
        page,
        openStaffArea,
        adminApi,
        unique,
      }) => {
        const suffix = `-${unique.toUpperCase()}`;
        const expected = expectedOf(list);
        const categories = new Map(
          ((await (await adminApi.get("/api/categories?all=1")).json()) as { categories: TermJson[] }).categories.map(
            (category) => [category.slug, category.name],
          ),
        );
        const name = `${slugify(list.title).slice(0, 40)}-${device}`;
        // The workbook as a file on disk, chosen through the file input as staff choose one.
        const file = test.info().outputPath(`${slugify(list.title).slice(0, 40)}-${unique}.xlsx`);
        writeFileSync(file, placingWorkbook(list, { codeSuffix: suffix }));

        await openStaffArea();
        await page.getByRole("button", { name: "Excel Upload" }).click();
        await page.getByLabel(EXCEL_INPUT).setInputFiles(file);
        const mapping = page.getByRole("region", { name: "Columns" });
        await expect(mapping).toBeVisible();

        // The columns are found by their headers, the OE number's "NRO ORIGINAL" and the part number's "ID" too.
        const column = (field: string) => mapping.getByRole("combobox", { name: field, exact: true });
        await expect(column("Part Number")).toHaveValue("A");
        // A name headed "DESCRIPCION" is taken for the description: staff choose it as the name too.
        if ((await column("Product Name").inputValue()) !== "B") {
          await column("Product Name").selectOption({ label: `Column B: ${list.columns.name}` });
        }
        if (list.columns.brand) await expect(column("Brand")).toHaveValue("C");
        if (list.columns.oeNumbers) await expect(column("OE Numbers")).toHaveValue(list.columns.brand ? "D" : "C");

        // The category from each row's words; the brand by the list.
        await mapping
          .getByLabel("Category of every row")
          .selectOption({ label: "From each row's name and description" });
        if (list.newBrandForEveryRow) {
          await mapping.getByLabel("Brand of every row").selectOption({ label: "A new brand…" });
          await mapping.getByLabel("Name of the new brand").fill(list.newBrandForEveryRow);
        }
        await mapping.getByRole("button", { name: "Check again with these choices" }).click();
        if (list.rows.some((row) => row.notMaker)) {
          // Countries, car makers and placeholders are said so, and left out of "all remaining as new".
          for (const value of ["KOREA", "FORD", "VARIOUS MFR"]) {
            await expect(
              mapping.getByRole("listitem").filter({ has: page.getByLabel(new RegExp(`^${value}: \\d+ rows?$`)) }),
            ).toContainText(/: not offered as a new brand\./);
          }
          await mapping.getByRole("radio", { name: /^Create all remaining as new brands/ }).check();
          await mapping.getByRole("button", { name: "Check again with these choices" }).click();
        }

        // The check: every row of the sheet accounted for, and the placed ones by category.
        const preview = page.getByRole("region", { name: "Preview", exact: true });
        const stat = (key: string) => preview.locator(`[data-stat="${key}"] dd`);
        await expect(stat("rows")).toHaveText(String(list.rows.length));
        await expect(stat("placed")).toHaveText(String(expected.placed.length));
        await expect(stat("needsLook")).toHaveText(String(expected.look));
        await expect(stat("leftOut")).toHaveText(String(expected.leftOut));
        await preview.screenshot(shot(`${name}-1-check`));

        // One press of Import: the placed rows come in as drafts, the ones needing a look are listed.
        await page.getByRole("button", { name: "Import", exact: true }).click();
        await expect(page.getByText("Successfully uploaded products")).toBeVisible({ timeout: 30_000 });
        await expect(
          page.getByText(
            `${plural(expected.placed.length, "row came in as a draft", "rows came in as drafts")}: visitors do not see`,
            { exact: false },
          ),
        ).toBeVisible();
        // The rows left out stay listed after the import, saying how many of them need a look.
        const leftOut = page.getByRole("region", { name: /^Rows left out \(\d+\)$/ });
        await expect(leftOut).toBeVisible();
        if (expected.look > 0) {
          await expect(leftOut.locator("[data-needs-look]")).toContainText(
            expected.look === 1 ? "1 of these rows needs a look" : `${expected.look} of these rows need a look`,
          );
        }
        await leftOut.screenshot(shot(`${name}-2-left-out`));

        // The review: each category and each new brand with its drafts, products to open.
        const review = page.getByRole("region", { name: "What this import puts on the site" });
        const group = (kind: string, slug: string) => review.locator(`[data-review-group="${kind}:${slug}"]`);
        for (const [slug, rows] of expected.perCategory) {
          await expect(group("category", slug)).toContainText(categories.get(slug) ?? slug);
          await expect(group("category", slug).locator("[data-group-counts]")).toHaveText(
            `${plural(rows.length, "product", "products")} (drafts: ${rows.length}, published: 0)`,
          );
        }
        await expect(review.locator('[data-review-group^="category:"]')).toHaveCount(expected.perCategory.size);
        await expect(review.locator('[data-review-group^="brand:"]')).toHaveCount(expected.newBrands.size);
        for (const brand of expected.newBrands) await expect(group("brand", brand)).toBeVisible();
        await review.screenshot(shot(`${name}-3-review`));

        // Publishing all of it asks first, naming the counts per category.
        await review.getByRole("button", { name: "Publish all of this import…" }).click();
        const products = plural(expected.placed.length, "product", "products");
        const inCategories = plural(expected.perCategory.size, "category", "categories");
        const title =
          expected.newBrands.size > 0
            ? `Publish ${products} in ${inCategories} and ${plural(expected.newBrands.size, "new brand", "new brands")}?`
            : `Publish ${products} in ${inCategories}?`;
        const confirm = page.getByRole("dialog", { name: title });
        await expect(confirm).toBeVisible();
        await expect(confirm.locator("[data-publish-summary] li")).toHaveCount(expected.perCategory.size);
        await page.screenshot(shot(`${name}-4-publish-summary`));
        await confirm.getByRole("button", { name: "Publish", exact: true }).click();
        await expect(confirm).toBeHidden();
        await expect(
          review.getByText(`${plural(expected.placed.length, "product", "products")} changed.`),
        ).toBeVisible();
        await expect(review.getByText("Nothing left to publish here.")).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          options.viewport.width,
        );
        await review.screenshot(shot(`${name}-5-published`));

        // Every placed row is public, in the category its name gives; nothing else of the list came in.
        for (const row of list.rows) {
          const answer = await adminApi.get(`/api/products/details/${encodeURIComponent(partNumberOf(row, suffix))}`);
          const product = ((await answer.json()) as { product?: { categorySlug: string; status: string } }).product;
          const outcome = outcomeOf(row);
          if (outcome === "look" || outcome === "out") expect(product, row.name).toBeUndefined();
          else expect(product, row.name).toMatchObject({ categorySlug: outcome, status: "active" });
        }
        // A visitor reads one of them under its category.
        const [first] = expected.placed;
        if (!first) throw new Error(`${list.title} places nothing`);
        const category = outcomeOf(first);
        await page.goto(`/categories/${category}/products/${encodeURIComponent(partNumberOf(first, suffix))}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
        await expect(
          page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: categories.get(category) }),
        ).toHaveAttribute("href", `/categories/${category}`);

        // The Brands menu shows the featured brands alone: no country, car maker, placeholder or new maker.
        const { brands } = (await (await adminApi.get("/api/brands?all=1")).json()) as { brands: TermJson[] };
        const featured = brands.filter((brand) => brand.featured && brand.visible).map((brand) => brand.navLabel);
        expect(await brandMenuLinks(page, device === "phone")).toEqual(featured);
        for (const row of list.rows.filter((row) => row.notMaker)) {
          expect(brands.map((brand) => brand.slug)).not.toContain(slugify(row.brand ?? ""));
        }
        // /brands lists the new makers after the featured ones, now that their products are public.
        if (expected.newBrands.size > 0) {
          await page.goto("/brands");
          const tiles = await page.getByRole("main").getByRole("listitem").allTextContents();
          for (const slug of expected.newBrands) {
            const brand = brands.find((term) => term.slug === slug);
            expect(tiles.indexOf(brand?.name ?? slug)).toBeGreaterThanOrEqual(featured.length);
          }
        }
      });
    }
  });
}
