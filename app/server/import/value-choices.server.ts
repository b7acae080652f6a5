import { type NotABrandReason, notABrandReason } from "#app/catalogue/not-a-brand.ts";
import { RowCategories } from "#app/catalogue/row-category.ts";
import type { TermSpellings } from "#app/catalogue/taxonomy.ts";
import { groupValues, sameThingScore } from "#app/catalogue/value-groups.ts";
import { NEW_VALUE, OTHER_VALUES, SKIP_VALUE, type UnknownValues } from "#app/forms/import-mapping.ts";

/** A choice of the mapping for a sheet value, and the spelling it was made for (the new term's name). */
export interface Decided {
  choice: string;
  spelling: string;
  /** Set when the rows are left out because the value names no maker and "*" said new (decision 184). */
  notBrand?: NotABrandReason;
}

/**
 * The mapping's choices for one field's unknown values (docs/decisions/092): the value's own (as
 * written, then any case), else a group's, made for a value that names one thing with it (the
 * closest, first listed on a tie: "Honda/Acura" follows "Honda"), else the one for every other value
 * ("*"). A group's "new" is one term, named by the spelling the choice was made for. A brand value
 * that names no maker (decision 184) is not made a brand by "*": new; its rows are left out instead.
 */
export class ValueChoices {
  private readonly byLowerKey = new Map<string, Decided>();
  private readonly other: string | undefined;
  private readonly known = new Map<string, Decided | undefined>();

  private readonly choices: Readonly<Record<string, string>>;

  private readonly notMaker: (value: string) => NotABrandReason | undefined;

  constructor(
    choices: Readonly<Record<string, string>>,
    notMaker: (value: string) => NotABrandReason | undefined = () => undefined,
  ) {
    this.choices = choices;
    this.notMaker = notMaker;
    for (const [key, choice] of Object.entries(choices)) {
      if (key === OTHER_VALUES) continue;
      const lower = key.trim().toLowerCase();
      if (!this.byLowerKey.has(lower)) this.byLowerKey.set(lower, { choice, spelling: key.trim() });
    }
    this.other = choices[OTHER_VALUES];
  }

  for(value: string): Decided | undefined {
    const exact = this.choices[value];
    if (exact !== undefined && value !== OTHER_VALUES) return { choice: exact, spelling: value };
    if (this.known.has(value)) return this.known.get(value);
    const anyCase = this.byLowerKey.get(value.trim().toLowerCase());
    const decided = anyCase ? { choice: anyCase.choice, spelling: value } : this.ofGroup(value);
    const found = decided ?? this.ofOthers(value);
    this.known.set(value, found);
    return found;
  }

  private ofOthers(value: string): Decided | undefined {
    if (this.other === undefined) return undefined;
    const notBrand = this.other === NEW_VALUE ? this.notMaker(value) : undefined;
    if (notBrand) return { choice: SKIP_VALUE, spelling: value, notBrand };
    return { choice: this.other, spelling: value };
  }

  private ofGroup(value: string): Decided | undefined {
    let best: { decided: Decided; score: number } | undefined;
    for (const decided of this.byLowerKey.values()) {
      const score = sameThingScore(value, decided.spelling);
      if (score > (best?.score ?? 0)) best = { decided, score };
    }
    return best?.decided;
  }
}

/**
 * The unknown values counted, grouped and with the known term each group is closest to; brand values
 * that name no maker say why (decision 184).
 */
export function groupedUnknownValues(
  counted: UnknownValues,
  taxonomy: { brands: readonly TermSpellings[]; categories: readonly TermSpellings[] },
): UnknownValues {
  return {
    brand: groupValues(counted.brand, taxonomy.brands).map((value) => {
      const notBrand = notABrandReason(value.value);
      return notBrand ? { ...value, notBrand } : value;
    }),
    category: groupValues(counted.category, taxonomy.categories),
  };
}

/** The choices of the mapping for each value field: brands that name no maker are not made by "*". */
export function valueChoicesOf(values: { brand: Record<string, string>; category: Record<string, string> }) {
  return { brand: new ValueChoices(values.brand, notABrandReason), category: new ValueChoices(values.category) };
}

const placers = new WeakMap<readonly TermSpellings[], RowCategories>();

/**
 * What places rows by their words, once per taxonomy snapshot. The snapshot's categories are whole
 * terms (loadTaxonomy): their labels count as names too.
 */
export function rowCategoriesOf(categories: readonly TermSpellings[]): RowCategories {
  let placer = placers.get(categories);
  if (!placer) {
    placer = new RowCategories(categories);
    placers.set(categories, placer);
  }
  return placer;
}
