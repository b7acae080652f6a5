import type { StaffEndpoint } from "#app/api/endpoints.ts";
import type { TermJson } from "#app/api/taxonomy.ts";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { fieldProblems, type JsonBody } from "#app/utils/api-refusals.ts";

/** The calls for each kind of term: the same for both, under /brands and /categories. */
export const termEndpoints = {
  brand: {
    list: "GET /brands",
    create: "POST /brands",
    update: "PATCH /brands/:slug",
    order: "PUT /brands/order",
    remove: "DELETE /brands/:slug",
    image: "PUT /brands/:slug/image",
    removeImage: "DELETE /brands/:slug/image",
  },
  category: {
    list: "GET /categories",
    create: "POST /categories",
    update: "PATCH /categories/:slug",
    order: "PUT /categories/order",
    remove: "DELETE /categories/:slug",
    image: "PUT /categories/:slug/image",
    removeImage: "DELETE /categories/:slug/image",
  },
} as const satisfies Record<TaxonomyKind, Record<string, StaffEndpoint>>;

/** The terms a list call answered, whichever kind it listed. */
export function listedTerms(answer: { brands: TermJson[] } | { categories: TermJson[] }): TermJson[] | undefined {
  const terms = "brands" in answer ? answer.brands : answer.categories;
  return Array.isArray(terms) ? terms : undefined;
}

export type FieldErrors = Record<string, string>;

/** The server's `errors` ([{ field, message }]) by field, for messages beside each field. */
export function errorsByField(body: JsonBody): FieldErrors {
  const byField: FieldErrors = {};
  for (const { field, message } of fieldProblems(body)) {
    byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
  }
  return byField;
}
