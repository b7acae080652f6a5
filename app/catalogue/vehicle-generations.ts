/**
 * A model's generations as its fitment lines give them (docs/decisions/211). The catalogue has no
 * table of generations: a generation is a year range some line names that no other line's range
 * holds ("2015-2020" and "2020-" are two; "2016-2018" lies within "2015-2020" and is not one of its
 * own). A line goes under every generation that holds its years, or, when none does ("2018-" across
 * "2015-2020" and "2020-"; a line without years), under every generation its years meet: the page
 * then shows it in each, with its own years, which is the finder's rule for a year.
 */

export interface YearRange {
  yearFrom: number | null;
  yearTo: number | null;
}

/** A range with its open ends as numbers, for comparing. */
function bounds(range: YearRange): [number, number] {
  return [range.yearFrom ?? Number.NEGATIVE_INFINITY, range.yearTo ?? Number.POSITIVE_INFINITY];
}

function holds(outer: YearRange, inner: YearRange): boolean {
  const [of, ot] = bounds(outer);
  const [inf, int] = bounds(inner);
  return of <= inf && int <= ot;
}

function meets(a: YearRange, b: YearRange): boolean {
  const [af, at] = bounds(a);
  const [bf, bt] = bounds(b);
  return af <= bt && bf <= at;
}

const sameRange = (a: YearRange, b: YearRange) => a.yearFrom === b.yearFrom && a.yearTo === b.yearTo;

/**
 * The generations of these lines' ranges, oldest first. Lines without any year make no generation;
 * when no line has a year, the model has one generation of every year (both ends null).
 */
export function generationsOf(lines: readonly YearRange[]): YearRange[] {
  const ranges: YearRange[] = [];
  for (const line of lines) {
    if (line.yearFrom === null && line.yearTo === null) continue;
    if (!ranges.some((range) => sameRange(range, line))) ranges.push({ yearFrom: line.yearFrom, yearTo: line.yearTo });
  }
  const outermost = ranges.filter((range) => !ranges.some((other) => !sameRange(other, range) && holds(other, range)));
  if (outermost.length === 0) return [{ yearFrom: null, yearTo: null }];
  return outermost.sort((a, b) => bounds(a)[0] - bounds(b)[0] || bounds(a)[1] - bounds(b)[1]);
}

/** The indexes of the generations a line is listed under (see the module's comment). */
export function generationsOfLine(generations: readonly YearRange[], line: YearRange): number[] {
  const holding = generations.flatMap((generation, index) => (holds(generation, line) ? [index] : []));
  if (holding.length > 0) return holding;
  return generations.flatMap((generation, index) => (meets(generation, line) ? [index] : []));
}

/** "2015-2020", "2020-", "-2012" or "" as in a URL fragment or a sheet; stable for a generation. */
export function generationKey(range: YearRange): string {
  if (range.yearFrom === null && range.yearTo === null) return "all-years";
  return `${range.yearFrom ?? ""}-${range.yearTo ?? ""}`;
}
