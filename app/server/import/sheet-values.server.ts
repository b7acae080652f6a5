import type { SheetProblem } from "#app/api/imports.ts";
import type { NotABrandReason } from "#app/catalogue/not-a-brand.ts";
import { quoted, type SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import { NEW_VALUE, SKIP_VALUE, type UnknownValues, type ValueField, valueFields } from "#app/forms/import-mapping.ts";
import type { NewTermPlanner } from "./new-terms.server.ts";
import { fieldLabels, type ImportPlan } from "./sheet-mapping.server.ts";
import { groupedUnknownValues } from "./value-choices.server.ts";

// A sheet's brand and category values as the validation meets them: looked up once each, counted when
// unknown, and the mapping's choices for them checked.

export type ValueResolvers = Record<ValueField, (value: string) => { slug: string } | undefined>;

export function valueResolvers(taxonomy: SheetTaxonomy): ValueResolvers {
  return { brand: (value) => taxonomy.resolveBrand(value), category: (value) => taxonomy.resolveCategory(value) };
}

const notABrandWhat: Record<NotABrandReason, string> = {
  country: "a country",
  "vehicle-make": "a vehicle maker",
  placeholder: "a placeholder",
};

/** Why rows "*": new left out (decision 184), and what staff can do. */
export function notABrandMessage(value: string, reason: NotABrandReason): string {
  return `Brand ${quoted(value)} looks like ${notABrandWhat[reason]}, not a parts maker, so "new" for every other value does not make it a brand: its rows are left out. Choose a brand for it (or "new" for it alone) to import them.`;
}

/** Choices that cannot be followed: a slug that names nothing, nor a term this import creates. */
export function valueChoiceErrors(
  plan: ImportPlan,
  headerRow: number,
  resolvers: ValueResolvers,
  newTerms: NewTermPlanner,
): SheetProblem[] {
  const errors: SheetProblem[] = [];
  for (const field of valueFields) {
    const label = field === "brand" ? "brand" : "category";
    for (const [value, choice] of Object.entries(plan.values[field])) {
      if (choice === SKIP_VALUE || choice === NEW_VALUE) continue;
      if (!resolvers[field](choice) && !newTerms.creates(field, choice)) {
        errors.push({
          row: headerRow,
          column: fieldLabels[field],
          message: `The mapping maps "${value}" to ${label} "${choice}", which does not exist. Use a ${label}'s slug, "new" or "skip".`,
        });
      }
    }
  }
  return errors;
}

export class UnknownValueCounter {
  private readonly counts: Record<ValueField, Map<string, number>> = { brand: new Map(), category: new Map() };

  private readonly resolvers: ValueResolvers;

  private readonly taxonomy: SheetTaxonomy;

  constructor(taxonomy: SheetTaxonomy) {
    this.taxonomy = taxonomy;
    this.resolvers = valueResolvers(taxonomy);
  }

  /** Whether the value is unknown (and so counted). */
  count(field: ValueField, value: string): boolean {
    if (value === "" || this.resolvers[field](value)) return false;
    const counts = this.counts[field];
    counts.set(value, (counts.get(value) ?? 0) + 1);
    return true;
  }

  result(): UnknownValues {
    const list = (field: ValueField) => [...this.counts[field]].map(([value, rows]) => ({ value, rows }));
    return groupedUnknownValues({ brand: list("brand"), category: list("category") }, this.taxonomy);
  }
}

/**
 * The taxonomy with resolvers that remember their answers: a sheet names the same few hundred brands
 * and categories in every row, each looked up several times (unknown values, the row schema,
 * repeated parts), and a lookup normalises the text each time.
 */
export function rememberingResolvers(taxonomy: SheetTaxonomy): SheetTaxonomy {
  const remembering = (resolve: (value: string) => { slug: string } | undefined) => {
    const known = new Map<string, { slug: string } | undefined>();
    return (value: string) => {
      if (known.has(value)) return known.get(value);
      const found = resolve(value);
      known.set(value, found);
      return found;
    };
  };
  return {
    ...taxonomy,
    resolveBrand: remembering((value) => taxonomy.resolveBrand(value)),
    resolveCategory: remembering((value) => taxonomy.resolveCategory(value)),
  };
}
