/**
 * A sheet with hundreds of thousands of faults (issue 24, item 8) answers with the first 1,000 and
 * their count, on both databases: kilobytes, not the 21 MB that listed 296,994 faults.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countProducts } from "#app/server/product-queries.server.ts";
import { sheetBomb } from "#tests/setup/sheet-bomb.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("a refused sheet's faults through the API on %s", { timeout: 60_000 }, (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it("lists the first 1,000 faults and counts them all", async () => {
    const token = await server.signIn();
    const form = new FormData();
    // 700 rows of three faults: no name, an unknown brand, an unknown category.
    form.append("excel", new Blob([new Uint8Array(sheetBomb({ rows: 700, descriptionLength: 50 }))]), "bomb.xlsx");
    const response = await fetch(`${server.url}/api/upload-excel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    const json = JSON.parse(text) as { success: boolean; error: string; errorCount: number; errors: unknown[] };
    expect(response.status).toBe(400);
    expect(json).toMatchObject({
      success: false,
      error: "The sheet has 2,100 problems. Nothing was imported; fix them and upload again.",
      errorCount: 2_100,
    });
    expect(json.errors).toHaveLength(1_000);
    expect(json.errors[0]).toEqual({ row: 2, column: "Product Name", message: "Product name is missing." });
    expect(text.length).toBeLessThan(200_000);
    expect(await countProducts(server.database.db)).toBe(0);
  });
});
