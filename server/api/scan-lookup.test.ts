import { describe, expect, it } from "vitest";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

// GET /api/scan-lookup (issue 32): the tokens a scanned label gave, looked up as a shortage list's
// lines are (decision 113), the first that names a public product answered with how it matched.

const lookup = (candidates: string) => `/api/scan-lookup?candidates=${encodeURIComponent(candidates)}`;

describe.each(databaseKinds)("scan lookup on %s", { timeout: 60_000 }, (kind) => {
  const { server, call } = serverPerTest(kind);

  async function seed() {
    await upsertProducts(server.database.db, [
      productInput({
        name: "Denso AC Compressor for Hyundai Creta",
        partNumber: "447652-1005",
        oeNumbers: "97701-2S000",
        crossReferences: "SANDEN SD7V16-1008",
      }),
      productInput({ name: "Denso Expansion Valve", partNumber: "TV-4471", status: "draft" }),
    ]);
  }

  it("answers the first candidate that names a product, skipping noise read before it", async () => {
    await seed();
    const answer = await call("GET", lookup("MADE,INDIA,4476521005,97701-2S000"));
    expect(answer.status).toBe(200);
    expect(answer.json.hit).toMatchObject({
      candidate: "4476521005",
      product: { brandSlug: "denso", partNumber: "447652-1005", name: "Denso AC Compressor for Hyundai Creta" },
      how: { kind: "partNumber", number: "447652-1005" },
      matchCount: 1,
    });
  });

  it("says which OE or cross-reference number a label's token matched, however it was spaced", async () => {
    await seed();
    const oe = await call("GET", lookup("97701 2S000"));
    expect(oe.json.hit).toMatchObject({ how: { kind: "oe", number: "97701-2S000" } });
    const xref = await call("GET", lookup("sd7v16 1008"));
    expect(xref.json.hit).toMatchObject({ how: { kind: "xref" }, product: { partNumber: "447652-1005" } });
  });

  it("never reads a fragment as the start of a longer number: OCR's part of a number is not the part", async () => {
    await seed();
    const answer = await call("GET", lookup("447652,SD7V16"));
    expect(answer.json).toEqual({ success: true, hit: null });
  });

  it("answers null when nothing public matches: drafts stay hidden", async () => {
    await seed();
    const answer = await call("GET", lookup("TV-4471,ZZ-000"));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, hit: null });
  });

  it("refuses a missing, empty, too long or too numerous set of candidates with the rule", async () => {
    for (const query of [
      "/api/scan-lookup",
      lookup(""),
      lookup("ab"),
      lookup("X".repeat(41)),
      lookup(Array.from({ length: 13 }, (_, index) => `PART-${index}`).join(",")),
    ]) {
      const answer = await call("GET", query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.success).toBe(false);
    }
    const unknown = await call("GET", `${lookup("447652-1005")}&brand=denso`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toContain('"brand"');
  });
});
