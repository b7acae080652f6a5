import type { CreatedTerm, SheetProblem } from "#app/api/imports.ts";
import { lookupKey } from "#app/catalogue/resolve.ts";
import { sameThing } from "#app/catalogue/value-groups.ts";
import { quoted, type SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import { NEW_VALUE, SKIP_VALUE, type ValueField, valueFields } from "#app/forms/import-mapping.ts";
import { createTermSchema } from "#app/forms/taxonomy-term.ts";
import { newTermSlug, spellingConflict } from "#app/server/catalogue/taxonomy-writes.server.ts";
import type { ProductInput } from "#app/server/product-writes.server.ts";
import { fieldLabels } from "./sheet-mapping.server.ts";

/**
 * The brands and categories an import will create for values mapped to "new": each named as the sheet
 * writes it (trimmed), its address by the rule of POST /api/brands (newTermSlug), and refused with the
 * same checks (createTermSchema, spellingConflict) against the catalogue's terms and the ones planned
 * before it. One term per value as the resolver compares it ("NRF" and "nrf" are one brand), and one
 * for values that name one thing with a term planned before (decision 092: "Ford Motorcraft" joins
 * "Ford/Motorcraft"). A value may also be mapped to the slug of a term the import creates: rows carry
 * that slug, and the mapping is refused afterwards if no term of the import took it.
 */
export class NewTermPlanner {
  private readonly planned: Record<ValueField, Map<string, { term: CreatedTerm } | { error: SheetProblem }>> = {
    brand: new Map(),
    category: new Map(),
  };

  private readonly bySlug: Record<ValueField, Map<string, CreatedTerm>> = { brand: new Map(), category: new Map() };

  private readonly taxonomy: SheetTaxonomy;

  private readonly headerRow: number;

  /** Slugs the mapping maps values to that no known term has: terms this import is to create. */
  private readonly awaited: Record<ValueField, Set<string>> = { brand: new Set(), category: new Set() };

  constructor(
    taxonomy: SheetTaxonomy,
    headerRow: number,
    values: Readonly<Record<ValueField, Readonly<Record<string, string>>>> = { brand: {}, category: {} },
  ) {
    this.taxonomy = taxonomy;
    this.headerRow = headerRow;
    const known = {
      brand: (value: string) => taxonomy.resolveBrand(value),
      category: (value: string) => taxonomy.resolveCategory(value),
    };
    for (const field of valueFields) {
      for (const choice of Object.values(values[field])) {
        if (choice !== NEW_VALUE && choice !== SKIP_VALUE && !known[field](choice)) this.awaited[field].add(choice);
      }
    }
  }

  /** The slug the value's rows take, or undefined when the term cannot be created (an error says why). */
  slugFor(field: ValueField, value: string): string | undefined {
    const key = lookupKey(value);
    let entry = this.planned[field].get(key);
    if (!entry) {
      entry = this.plan(field, value);
      this.planned[field].set(key, entry);
      if ("term" in entry) this.bySlug[field].set(entry.term.slug, entry.term);
    }
    return "term" in entry ? entry.term.slug : undefined;
  }

  private plan(field: ValueField, value: string): { term: CreatedTerm } | { error: SheetProblem } {
    const label = field === "brand" ? "brand" : "category";
    const refuse = (reason: string) => ({
      error: {
        row: this.headerRow,
        column: fieldLabels[field],
        message: `${quoted(value)} cannot become a new ${label}: ${reason}`,
      },
    });
    const parsed = createTermSchema.safeParse({ name: value });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "");
    const name = parsed.data.name;
    const slug = newTermSlug({ name });
    if (!slug) {
      return refuse(
        `its name gives no web address (it needs Latin letters or digits). Add it under Brands & categories with an address, then map the value to it.`,
      );
    }
    const planned = [...this.bySlug[field].values()];
    const joined = planned.find(
      (term) => sameThing(term.name, name) || spellingConflict([spellings(term)], { name, slug, aliases: [] }),
    );
    if (joined) return { term: joined };
    const existing = field === "brand" ? this.taxonomy.brands : this.taxonomy.categories;
    const conflict = spellingConflict(existing, { name, slug, aliases: [] });
    if (conflict) {
      return refuse(
        `"${conflict.spelling}" already names the ${label} ${conflict.owner}. Map the value to ${conflict.owner}, or skip its rows.`,
      );
    }
    return { term: { kind: field, slug, name } };
  }

  /**
   * A planned term by its slug, for the row schema: rows name it by the slug slugFor gave them, or
   * by one the mapping maps values to (checked once every row is read: creates).
   */
  resolve(field: ValueField, slug: string): { slug: string } | undefined {
    return this.bySlug[field].get(slug) ?? (this.awaited[field].has(slug) ? { slug } : undefined);
  }

  /** Whether a term planned for this import has the slug. */
  creates(field: ValueField, slug: string): boolean {
    return this.bySlug[field].has(slug);
  }

  errors(): SheetProblem[] {
    return valueFields.flatMap((field) =>
      [...this.planned[field].values()].flatMap((entry) => ("error" in entry ? [entry.error] : [])),
    );
  }

  /** The planned terms some product row uses, in order of first appearance. */
  used(products: readonly ProductInput[]): CreatedTerm[] {
    const slugs = {
      brand: new Set(products.map((p) => p.brandSlug)),
      category: new Set(products.map((p) => p.categorySlug)),
    };
    return valueFields.flatMap((field) =>
      [...this.bySlug[field].values()].filter((term) => slugs[field].has(term.slug)),
    );
  }
}

function spellings(term: CreatedTerm) {
  return { name: term.name, slug: term.slug, aliases: [] };
}
