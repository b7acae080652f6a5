import { type Kysely, sql } from "kysely";
import { formatSpecValue, nameIn, type SpecField } from "#app/catalogue/spec-fields.ts";
import type { Language } from "#app/i18n/language.ts";
import { boundedMemoPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";

/**
 * A listing's specification filters (decision 103): for each field of the listed category that
 * is a number or a choice, the values its active products have, with how many have each. In the URL
 * as `spec.<key>=<value>` (several values of one field: any of them; several fields: all of them).
 */
export const SPEC_PARAM_PREFIX = "spec.";
const MAX_VALUES_PER_FIELD = 20;

/** Chosen values by field key (specValueKey form), as read from the URL. */
export type SpecChoices = Record<string, string[]>;

export interface SpecFacet {
  key: string;
  /** The field's name and unit, in the page's language. */
  label: string;
  values: { value: string; label: string; count: number; checked: boolean }[];
}

/** The fields a listing filters by: numbers and choices (a free text rarely repeats). */
export function filterableFields(fields: readonly SpecField[]): SpecField[] {
  return fields.filter((field) => field.kind !== "text");
}

/** The URL's choices for these fields; anything else (an unknown key, a long value) is ignored. */
export function readSpecChoices(url: URL, fields: readonly SpecField[]): SpecChoices {
  const choices: SpecChoices = {};
  for (const field of fields) {
    const values = [...new Set(url.searchParams.getAll(`${SPEC_PARAM_PREFIX}${field.key}`))]
      .filter((value) => value !== "" && value.length <= 100)
      .slice(0, MAX_VALUES_PER_FIELD);
    if (values.length > 0) choices[field.key] = values;
  }
  return choices;
}

/** The products that have, for every chosen field, one of its chosen values. */
export function specCondition(choices: SpecChoices) {
  const entries = Object.entries(choices);
  if (entries.length === 0) return undefined;
  const conditions = entries.map(
    ([key, values]) =>
      sql`products.id in (select product_id from product_specs where field_key = ${key} and value in (${sql.join(values)}))`,
  );
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

export interface FacetScope {
  categorySlug: string;
  brandSlug?: string | undefined;
}

// Keys come from the URL, but only known fields' values: bounded, and dropped least recently used.
const facetMemo = boundedMemoPerVersion(500);

/**
 * Counts per value of the scope's active products (product_specs holds active products only). Each field's counts take the other fields'
 * choices into account but not its own, so a visitor sees how many an added value would bring.
 */
export async function specFacets(
  db: Kysely<Database>,
  scope: FacetScope,
  fields: readonly SpecField[],
  choices: SpecChoices,
  language: Language,
): Promise<SpecFacet[]> {
  if (fields.length === 0) return [];
  const counts = await facetMemo(db, `spec-facets:${JSON.stringify([scope, choices])}`, () =>
    countValues(db, scope, fields, choices),
  );
  return fields.flatMap((field) => {
    const present = counts.get(field.key) ?? new Map<string, number>();
    const chosen = choices[field.key] ?? [];
    const values = [...new Set([...present.keys(), ...chosen])];
    if (values.length === 0) return [];
    const ordered =
      field.kind === "number"
        ? values.sort((a, b) => Number(a) - Number(b))
        : values.sort((a, b) => choiceIndex(field, a) - choiceIndex(field, b));
    return [
      {
        key: field.key,
        label: nameIn(field.names, language),
        values: ordered.map((value) => ({
          value,
          label: formatSpecValue(field, field.kind === "number" ? Number(value) : value, language),
          count: present.get(value) ?? 0,
          checked: chosen.includes(value),
        })),
      },
    ];
  });
}

function choiceIndex(field: SpecField, value: string): number {
  const index = field.choices.findIndex((choice) => choice.value === value);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** field key → value → count: one query for the fields without a choice, one per field with one. */
async function countValues(
  db: Kysely<Database>,
  scope: FacetScope,
  fields: readonly SpecField[],
  choices: SpecChoices,
): Promise<Map<string, Map<string, number>>> {
  const withChoice = fields.filter((field) => choices[field.key]);
  const without = fields.filter((field) => !choices[field.key]);
  const groups: { keys: string[]; others: SpecChoices }[] = [
    ...(without.length > 0 ? [{ keys: without.map((field) => field.key), others: choices }] : []),
    ...withChoice.map((field) => {
      const { [field.key]: _own, ...others } = choices;
      return { keys: [field.key], others };
    }),
  ];
  const result = new Map<string, Map<string, number>>();
  for (const group of groups) {
    let query = db
      .selectFrom("product_specs")
      .innerJoin("products", "products.id", "product_specs.product_id")
      .select(["product_specs.field_key as key", "product_specs.value as value"])
      .select((eb) => eb.fn.countAll().as("count"))
      .where("products.category_slug", "=", scope.categorySlug)
      .where("product_specs.field_key", "in", group.keys);
    if (scope.brandSlug) query = query.where("products.brand_slug", "=", scope.brandSlug);
    const others = specCondition(group.others);
    if (others) query = query.where(others);
    const rows = await query.groupBy(["product_specs.field_key", "product_specs.value"]).execute();
    for (const row of rows) {
      const values = result.get(row.key) ?? new Map<string, number>();
      values.set(row.value, Number(row.count));
      result.set(row.key, values);
    }
  }
  return result;
}
