import { z } from "zod";
import { SPEC_KEY_PATTERN, specFieldKinds } from "#app/catalogue/spec-fields.ts";
import { languages } from "#app/i18n/language.ts";
import { noControlCharacters } from "./plain-text.ts";

/**
 * A specification field as the API takes it (POST /api/spec-fields creates, PATCH changes any
 * subset; docs/decisions/100). Strict: a field the API does not know is refused by name. The key and
 * the category are a field's identity (products keep their values under the key), so PATCH takes neither.
 */
const shortText = (label: string, max = 60) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} is longer than ${max} characters.` })
    .check(noControlCharacters({ label }));

export const specKeySchema = z
  .string({ error: "Key must be text." })
  .trim()
  .min(1, { error: "Key is missing." })
  .max(40, { error: "Key is longer than 40 characters." })
  .regex(SPEC_KEY_PATTERN, { error: "Key may hold only lower-case letters, digits and single hyphens." });

/**
 * A name per interface language, English required: built from the site's languages, so a language
 * added there (Hindi) is taken here with no change.
 */
const otherLanguages = languages.filter((language) => language !== "en");
export const namesSchema = z.strictObject(
  {
    en: shortText("English name").min(1, { error: "English name is missing." }),
    ...Object.fromEntries(otherLanguages.map((language) => [language, shortText(`Name (${language})`).optional()])),
  },
  { error: 'Names are an object of a name per language code, English required, such as {"en": "Voltage"}.' },
);

const labelsSchema = z.strictObject(
  Object.fromEntries(languages.map((language) => [language, shortText("A choice's label").optional()])),
);

const choiceSchema = z.union(
  [
    shortText("A choice", 80).min(1, { error: "A choice is empty." }),
    z.strictObject({
      value: shortText("A choice", 80).min(1, { error: "A choice is empty." }),
      labels: labelsSchema.optional(),
      aliases: z.array(shortText("A choice's other spelling", 80).min(1)).max(20).optional(),
    }),
  ],
  { error: 'A choice is text, or {"value": "…", "labels": {"<language code>": "…"}}.' },
);

const fields = {
  category: z.string({ error: "Category is missing." }).trim().min(1, { error: "Category is missing." }).max(80),
  key: specKeySchema,
  names: namesSchema,
  unit: shortText("Unit", 12),
  kind: z.enum(specFieldKinds, { error: "Kind is number, text or choice." }),
  choices: z.array(choiceSchema).max(200, { error: "At most 200 choices." }),
  sortOrder: z
    .number({ error: "Sort order is a whole number." })
    .int({ error: "Sort order is a whole number." })
    .min(0, { error: "Sort order is 0 or more." })
    .max(1_000_000, { error: "Sort order is at most 1,000,000." }),
};

/** Adding: category, names and kind are required; the key is made from the English name when left out. */
export const createSpecFieldSchema = z
  .strictObject(fields)
  .partial()
  .extend({ category: fields.category, names: fields.names, kind: fields.kind });

/** Changing: any of names, unit, kind, choices and sort order, at least one. */
export const updateSpecFieldSchema = z
  .strictObject({
    names: fields.names,
    unit: fields.unit,
    kind: fields.kind,
    choices: fields.choices,
    sortOrder: fields.sortOrder,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Send at least one field to change." });

export type CreateSpecFieldInput = z.infer<typeof createSpecFieldSchema>;
export type UpdateSpecFieldInput = z.infer<typeof updateSpecFieldSchema>;
export type SpecChoiceInput = z.infer<typeof choiceSchema>;
