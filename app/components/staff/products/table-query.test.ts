import { describe, expect, test } from "vitest";
import { defaultTableQuery, readTableQuery, withTableQuery } from "./table-query.ts";

const read = (search: string) => readTableQuery(new URLSearchParams(search));

describe("readTableQuery", () => {
  test("a plain address is the first page of the whole catalogue by name", () => {
    expect(read("")).toEqual(defaultTableQuery);
  });

  test("reads the search, filters, order, page and page size", () => {
    expect(
      read(
        "?q=+creta+&brand=denso&category=compressor&sort=partNumber&status=draft&import=12&missing=photo&page=3&size=50",
      ),
    ).toEqual({
      q: "creta",
      brand: "denso",
      category: "compressor",
      sort: "partNumber",
      status: "draft",
      importId: 12,
      missing: "photo",
      page: 3,
      pageSize: 50,
    });
  });

  test("a value that makes no sense is the default, never an error", () => {
    expect(read("?sort=price&page=-2&size=30")).toEqual(defaultTableQuery);
    expect(read("?status=hidden&import=-1&missing=logo")).toEqual(defaultTableQuery);
    expect(read("?page=two&size=lots")).toEqual(defaultTableQuery);
    expect(read("?page=1.5")).toEqual(defaultTableQuery);
    // An import's id in plain digits only (decision 175).
    for (const id of ["0x14", "1e1", "+17", "014", " 14"])
      expect(read(`?import=${encodeURIComponent(id)}`).importId).toBe(0);
    expect(read(`?q=${"x".repeat(300)}`).q).toBe("");
  });
});

describe("withTableQuery", () => {
  test("writes only what differs from the default, under the address's short names", () => {
    const params = withTableQuery(new URLSearchParams(), { brand: "denso", page: 2, pageSize: 100, sort: "name" });
    expect(params.toString()).toBe("brand=denso&page=2&size=100");
  });

  test("a value back at its default leaves the address; other parameters stay", () => {
    const params = withTableQuery(new URLSearchParams("brand=denso&page=4&utm=mail"), { brand: "", page: 1 });
    expect(params.toString()).toBe("utm=mail");
  });

  test("what it writes reads back the same", () => {
    const query = { ...defaultTableQuery, q: "AC 417", category: "condenser", sort: "newest" as const, page: 7 };
    expect(readTableQuery(withTableQuery(new URLSearchParams(), query))).toEqual(query);
  });
});
