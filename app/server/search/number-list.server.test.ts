import { describe, expect, it } from "vitest";
import { parseNumberList } from "./number-list.server.ts";

describe("parseNumberList", () => {
  it("reads ids and lines of numbers, whatever separates them", () => {
    expect([...parseNumberList("3,17,42")]).toEqual([3, 17, 42]);
    expect([...parseNumberList("12 2015 2020,13 0 0")]).toEqual([12, 2015, 2020, 13, 0, 0]);
  });

  it("reads nothing from an empty text and one number from a text without separators", () => {
    expect([...parseNumberList("")]).toEqual([]);
    expect([...parseNumberList("100000")]).toEqual([100000]);
  });
});
