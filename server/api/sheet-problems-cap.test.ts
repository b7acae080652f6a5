/**
 * A sheet with hundreds of thousands of faults (issue 24, item 8) answers with the first 1,000 and
 * their count, on both databases: kilobytes, not the 21 MB that listed 296,994 faults.
 */
import { describe, expect, it } from "vitest";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { apiClient, sheetForm } from "#tests/setup/api-client.ts";
import { sheetBomb } from "#tests/setup/sheet-bomb.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("a refused sheet's faults through the API on %s", { timeout: 60_000 }, (kind) => {
  const { server } = serverPerTest(kind);

  it("lists the first 1,000 faults and counts them all", async () => {
    const token = await server.signIn();
    // 700 rows of three faults: no name, an unknown brand, an unknown category.
    const form = sheetForm("bomb.xlsx", Buffer.from(sheetBomb({ rows: 700, descriptionLength: 50 })));
    const { status, json, text } = await apiClient(() => server.url)("POST", "/api/upload-excel", { token, form });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      success: false,
      error: "The sheet has 2,100 problems. Nothing was imported; fix them and upload again.",
      errorCount: 2_100,
    });
    const errors = json.errors as unknown[];
    expect(errors).toHaveLength(1_000);
    expect(errors[0]).toEqual({ row: 2, column: "Product Name", message: "Product name is missing." });
    expect(text.length).toBeLessThan(200_000);
    expect(await countProducts(server.database.db)).toBe(0);
  });
});
