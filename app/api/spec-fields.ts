import { z } from "zod";
import type { SpecField } from "#app/catalogue/spec-fields.ts";

/**
 * The specification field calls (docs/api.md, "Specification fields"; decision 100). Their bodies'
 * schemas are the field form's (app/forms/spec-field.ts), shared with the staff form.
 */

/** GET /spec-fields: one category's fields, or every one's. */
export const specFieldListQuery = z.strictObject({ category: z.string().trim().min(1).max(80).optional() });

/** GET /spec-fields. */
export interface SpecFieldList {
  fields: SpecField[];
}

/** POST /spec-fields, PATCH /spec-fields/{id}: the field as stored. */
export interface SpecFieldAnswer {
  field: SpecField;
}
