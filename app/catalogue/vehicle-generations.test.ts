import { describe, expect, it } from "vitest";
import { generationKey, generationsOf, generationsOfLine, type YearRange } from "./vehicle-generations.ts";

const range = (text: string): YearRange => {
  const [from, to] = text.split("-");
  return { yearFrom: from ? Number(from) : null, yearTo: to ? Number(to) : null };
};
const keys = (lines: string[]) => generationsOf(lines.map(range)).map(generationKey);

describe("a model's generations", () => {
  it("are the ranges no other holds; a range touching a generation's last year starts the next", () => {
    expect(keys(["2015-2020", "2020-", "2016-2018"])).toEqual(["2015-2020", "2020-"]);
    expect(keys(["2011-2017", "2018-", "2012-2017"])).toEqual(["2011-2017", "2018-"]);
  });

  it("leave out an open range that starts inside a closed generation, or lies within another open one", () => {
    expect(keys(["2015-2020", "2018-", "2020-"])).toEqual(["2015-2020", "2020-"]);
    expect(keys(["2018-", "2022-"])).toEqual(["2018-"]);
  });

  it("are one of every year when no line names a year", () => {
    expect(keys(["-", "-"])).toEqual(["all-years"]);
  });

  it("take a line under the generations that hold it, else under those its years meet", () => {
    const generations = ["2015-2020", "2020-"].map(range);
    expect(generationsOfLine(generations, range("2016-2018"))).toEqual([0]);
    expect(generationsOfLine(generations, range("2015-2020"))).toEqual([0]);
    expect(generationsOfLine(generations, range("2018-"))).toEqual([0, 1]);
    expect(generationsOfLine(generations, range("-"))).toEqual([0, 1]);
    expect(generationsOfLine(generations, range("2021-2023"))).toEqual([1]);
  });
});
