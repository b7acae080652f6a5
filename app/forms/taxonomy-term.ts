import { z } from "zod";
import { TERM_SLUG_PATTERN } from "#app/catalogue/taxonomy.ts";
import { defaultLanguage, languages } from "#app/i18n/language.ts";
import { noControlCharacters } from "./plain-text.ts";

const otherLanguages = languages.filter((language) => language !== defaultLanguage) as [string, ...string[]];

/**
 * The fields of a brand or category as the API takes them (POST creates, PATCH changes any subset).
 * Strict: a field the API does not know is refused by name, never dropped.
 */
const shortText = (label: string) =>
  z
    .string()
    .trim()
    .max(80, { error: `${label} is longer than 80 characters.` })
    .check(noControlCharacters({ label }));
const longText = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, { error: `${label} is longer than 2,000 characters.` })
    .check(noControlCharacters({ label }, "multi-line"));

export const termSlugSchema = z
  .string()
  .trim()
  .min(1, { error: "Slug is missing." })
  .max(60, { error: "Slug is longer than 60 characters." })
  .regex(TERM_SLUG_PATTERN, { error: "Slug may hold only lower-case letters, digits and single hyphens." });

const termFields = {
  name: z
    .string({ error: "Name is missing." })
    .trim()
    .min(1, { error: "Name is missing." })
    .max(80, { error: "Name is longer than 80 characters." })
    .check(noControlCharacters({ label: "Name" })),
  slug: termSlugSchema,
  /** The navigation bar's shorter label; "" shows the name. */
  navLabel: shortText("Menu label"),
  description: longText("Description"),
  /**
   * Name, menu label and description per language other than English (decision 155): only the
   * languages and texts sent change; "" shows the English text again.
   */
  translations: z.partialRecord(
    z.enum(otherLanguages, { error: `Translations are for ${otherLanguages.join(", ")}.` }),
    z
      .strictObject({
        name: shortText("A translated name"),
        navLabel: shortText("A translated menu label"),
        description: longText("A translated description"),
      })
      .partial(),
  ),
  aliases: z
    .array(shortText("An alias").min(1, { error: "An alias is empty." }))
    .max(50, { error: "At most 50 aliases." }),
  visible: z.boolean({ error: "Visible is true or false." }),
  sortOrder: z
    .number({ error: "Sort order is a whole number." })
    .int({ error: "Sort order is a whole number." })
    .min(0)
    .max(1_000_000),
};

const allFields = z.strictObject(termFields);

/** Adding: the name is required, the rest optional. Strict: an unknown field is refused by name. */
export const createTermSchema = allFields.partial().extend({ name: termFields.name });

const atLeastOne = (value: object) => Object.keys(value).length > 0;

/** Changing a category: any subset, at least one field. */
export const updateTermSchema = allFields.partial().refine(atLeastOne, { error: "Send at least one field to change." });

/** Changing a brand: the same, and whether the menus feature it (decision 183). */
export const updateBrandSchema = allFields
  .extend({ featured: z.boolean({ error: "Featured is true or false." }) })
  .partial()
  .refine(atLeastOne, { error: "Send at least one field to change." });

/** The new order: every slug of the kind, first shown first. */
export const reorderTermsSchema = z.strictObject({
  slugs: z.array(termSlugSchema).min(1, { error: "Send the slugs in their new order." }).max(1000),
});

export type CreateTermInput = z.infer<typeof createTermSchema>;
export type UpdateTermInput = z.infer<typeof updateBrandSchema>;
