import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { fieldProblems, type JsonBody } from "#app/utils/api-refusals.ts";

/** Where the API keeps each kind of term, and the key its list answer holds them under. */
export const termPaths: Record<TaxonomyKind, string> = { brand: "/brands", category: "/categories" };
export const termListKey = { brand: "brands", category: "categories" } as const;

export type FieldErrors = Record<string, string>;

/** The server's `errors` ([{ field, message }]) by field, for messages beside each field. */
export function errorsByField(body: JsonBody): FieldErrors {
  const byField: FieldErrors = {};
  for (const { field, message } of fieldProblems(body)) {
    byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
  }
  return byField;
}
