/**
 * Issue 40: a row is placed only when it is surely the category's part (decision 180). Five lists of
 * our own like the (tests/setup/placing-lists.ts) go through the API as staff send them: of
 * the rows placed, none is an accessory or another trade's part, every real part is placed, and the
 * rows their names cannot decide come back as needing a look, with the categories they may be. A list
 * whose brands are countries, car makers and placeholders makes brands of the makers alone (decision
 * 184); a list with no brand column gets its one new brand on every row (decision 203).
 */
import { describe, expect, it } from "vitest";
import type { ImportRowCounts, SheetProblem } from "#app/api/imports.ts";
import { slugify } from "#app/catalogue/slug.ts";
import { sheetForm } from "#tests/setup/api-client.ts";
import { type ListRow, outcomeOf, placingLists, placingMapping, placingWorkbook } from "#tests/setup/placing-lists.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("placing a supplier's rows on %s", { timeout: 120_000 }, (kind) => {
  const { server, call } = signedInServerPerTest(kind);

  function upload(file: Buffer, mapping: unknown, dryRun: boolean) {
    const form = sheetForm("supplier.xlsx", file);
    form.append("mapping", JSON.stringify(mapping));
    form.append("publish", "drafts");
    return call("POST", `/upload-excel${dryRun ? "?dryRun=1" : ""}`, { form });
  }

  it.each(placingLists)("$title: places only what is surely the part, and lists the rest", async (list) => {
    const file = placingWorkbook(list);
    const outcomes = new Map(list.rows.map((row) => [row.code, outcomeOf(row)]));
    const expectedPlaced = list.rows.filter((row) => outcomeOf(row) !== "look" && outcomeOf(row) !== "out");
    const expectedLook = list.rows.filter((row) => outcomeOf(row) === "look");

    const preview = await upload(file, placingMapping(list), true);
    expect(preview.status).toBe(200);
    const counts = preview.json.rowCounts as ImportRowCounts;
    expect(counts.read).toBe(list.rows.length);
    expect(counts.needsLook).toBe(expectedLook.length);
    expect(counts.placed.reduce((sum, category) => sum + category.rows, 0)).toBe(preview.json.rows);
    expect(counts.read).toBe(Number(preview.json.rows) + counts.needsLook + counts.leftOut);

    // The rows needing a look are listed by row number (the header is row 1) with what they may be.
    const skipped = preview.json.skipped as SheetProblem[];
    const lookRows = skipped.filter((problem) => problem.mayBe !== undefined);
    expect(lookRows.map((problem) => problem.row)).toEqual(expectedLook.map((row) => list.rows.indexOf(row) + 2));
    for (const problem of lookRows) expect(problem.mayBe?.length).toBeGreaterThan(0);

    const committed = await upload(file, placingMapping(list), false);
    expect(committed.status).toBe(200);
    expect(committed.json.rowCounts).toEqual(counts);
    const products = await server.database.db
      .selectFrom("products")
      .select(["part_number", "category_slug", "brand_slug"])
      .orderBy("part_number")
      .execute();
    // None placed is an accessory, another trade's part, a row needing a look or a maker-less brand's…
    const wrong = products.filter((product) => outcomes.get(product.part_number) !== product.category_slug);
    expect(wrong).toEqual([]);
    // …and every real part is placed, in its category.
    expect(products.map((product) => [product.part_number, product.category_slug])).toEqual(
      expectedPlaced.map((row) => [row.code, outcomeOf(row)]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    // Each under its maker's brand: no brand of a country, car maker or placeholder was made.
    const brandOf = (row: ListRow) => slugify(row.brand ?? list.newBrandForEveryRow ?? "Denso");
    expect(products.map((product) => product.brand_slug)).toEqual(
      expectedPlaced.sort((a, b) => a.code.localeCompare(b.code)).map((row) => brandOf(row)),
    );
    const brands = await server.database.db.selectFrom("brands").select("slug").execute();
    for (const row of list.rows.filter((row) => row.notMaker)) {
      expect(brands.map((brand) => brand.slug)).not.toContain(brandOf(row));
    }
    const perCategory = new Map<string, number>();
    for (const row of expectedPlaced) perCategory.set(outcomeOf(row), (perCategory.get(outcomeOf(row)) ?? 0) + 1);
    expect(Object.fromEntries(counts.placed.map((category) => [category.slug, category.rows]))).toEqual(
      Object.fromEntries(perCategory),
    );
  });

  it("counts a sheet with a category column as placed by it, with nothing to look at", async () => {
    const [list] = placingLists;
    if (!list) throw new Error("no list");
    const form = sheetForm("catalogue.xlsx", placingWorkbook({ ...list, rows: list.rows.slice(0, 1) }));
    const { columns } = placingMapping(list);
    form.append("mapping", JSON.stringify({ columns, fixed: { category: "compressor" } }));
    const preview = await call("POST", "/upload-excel?dryRun=1", { form });
    expect(preview.status).toBe(200);
    expect(preview.json.rowCounts).toEqual({
      read: 1,
      placed: [{ slug: "compressor", name: "Compressor", rows: 1 }],
      needsLook: 0,
      leftOut: 0,
    });
  });
});
