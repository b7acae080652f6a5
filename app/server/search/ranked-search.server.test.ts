import { beforeEach, describe, expect, it, vi } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { listProducts } from "./list-products.server.ts";
import { normalisedQuery } from "./ranked-search.server.ts";
import * as ranking from "./ranking.server.ts";
import { searchSuggestions } from "./suggestions.server.ts";

// Every search ranks its matches through ranking.server.ts's rankSearch: counted here, it says how
// many searches were run, whatever the pages read afterwards.
vi.mock("./ranking.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./ranking.server.ts")>();
  return { ...original, rankSearch: vi.fn(original.rankSearch) };
});
const searchesRun = () => vi.mocked(ranking.rankSearch).mock.calls.length;

const compressors = Array.from({ length: 60 }, (_, i) =>
  productInput({ name: `Denso AC Compressor ${i}`, partNumber: `RS-${String(i).padStart(3, "0")}` }),
);

describe("normalisedQuery", () => {
  it("is one form for spellings that differ only in case and spaces", () => {
    expect(normalisedQuery("  Denso   COMPRESSOR\t")).toBe("denso compressor");
    expect(normalisedQuery("कंप्रेसर  डेंसो")).toBe("कंप्रेसर डेंसो");
  });
});

describe.each(databaseKinds)("the search's result cache on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, compressors);
    vi.mocked(ranking.rankSearch).mockClear();
  });

  it("runs one search for every page of a query, every spelling of it and its suggestions", async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => listProducts(database.db, { q: "compressor denso", limit: 24, offset: page * 24 })),
    );
    expect(pages.map((page) => page.total)).toEqual([60, 60, 60]);
    expect(pages.map((page) => page.products.length)).toEqual([24, 24, 12]);
    const ids = pages.flatMap((page) => page.products.map((product) => product.id));
    expect(new Set(ids).size).toBe(60);
    const respelled = await listProducts(database.db, { q: "  Compressor   DENSO ", limit: 24, offset: 24 });
    expect(respelled.products).toEqual(pages[1]?.products);
    await searchSuggestions(database.db, "COMPRESSOR denso", "en");
    expect(searchesRun()).toBe(1);
  });

  it("searches again once the catalogue changes, and answers with the change", async () => {
    const before = await listProducts(database.db, { q: "compressor", limit: 24 });
    await upsertProducts(database.db, [productInput({ name: "Sanden compressor", partNumber: "RS-NEW" })]);
    const after = await listProducts(database.db, { q: "compressor", limit: 24 });
    expect([before.total, after.total]).toEqual([60, 61]);
    expect(searchesRun()).toBe(2);
  });
});
