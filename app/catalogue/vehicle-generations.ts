/**
 * A model's generations as its fitment lines give them (docs/decisions/211). The catalogue has no
 * table of generations: they are read off the year ranges its lines name. A closed range ("2015-2020")
 * is a generation unless another closed range holds it ("2016-2018" lies within "2015-2020"). An open
 * range ("2020-") is one unless another open range holds it ("2022-" within "2018-") or it starts
 * inside a closed generation ("2018-" within "2015-2020": a facelift's part, not a new car); a range
 * that only touches a generation's last year ("2020-" after "2015-2020") starts a new one. A line
 * goes under every generation that holds its years, or, when none does ("2018-" across "2015-2020"
 * and "2020-"; a line without years), under every generation its years meet: the page shows it in
 * each, with its own years, which is the finder's rule for a year.
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
  const isClosed = (range: YearRange) => range.yearFrom !== null && range.yearTo !== null;
  const notHeldWithin = (kind: YearRange[]) => (range: YearRange) =>
    !kind.some((other) => !sameRange(other, range) && holds(other, range));
  const closed = ranges.filter(isClosed);
  const open = ranges.filter((range) => !isClosed(range));
  const closedGenerations = closed.filter(notHeldWithin(closed));
  const startsInside = (range: YearRange) => {
    const year = (range.yearFrom ?? range.yearTo) as number;
    return closedGenerations.some(
      (generation) => (generation.yearFrom as number) < year && year < (generation.yearTo as number),
    );
  };
  // A facelift's range goes first, so that it holds no later generation out ("2018-" and "2020-").
  const newCars = open.filter((range) => !startsInside(range));
  const openGenerations = newCars.filter(notHeldWithin(newCars));
  const generations = [...closedGenerations, ...openGenerations];
  if (generations.length === 0) return [{ yearFrom: null, yearTo: null }];
  return generations.sort((a, b) => bounds(a)[0] - bounds(b)[0] || bounds(a)[1] - bounds(b)[1]);
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
