// zod/mini, like the contact form's schema: the list page checks the sender's fields in the browser.
import * as z from "zod/mini";
import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { languages } from "#app/i18n/language.ts";
import { senderEmail, senderName, senderPhone } from "./enquiry.ts";
import { noControlCharacters } from "./plain-text.ts";

/**
 * Sending an enquiry list (issue 28, decision 112): who sends it (the contact form's rules, the
 * e-mail optional here, since the answer goes to the phone) and the list as the device holds it.
 * The same schema reads the list page's form and `POST /api/enquiry-lists`; a field it does not
 * know is refused, at every level. Sender faults are translation keys (the page shows them in its
 * language); the list's are sentences, since the page never sends a list it did not clean.
 */
export const listSenderSchema = z.object({
  name: senderName,
  phone: senderPhone,
  email: z._default(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(254, "contact.errorEmailInvalid")),
      z.union([z.literal(""), senderEmail]),
    ),
    "",
  ),
});

const { lines: maxLines, quantity: maxQuantity, lineText, vehicle, note, jobs: maxJobs } = ENQUIRY_LIST_LIMITS;

const quantity = z
  .number("A quantity is a whole number.")
  .check(
    z.int("A quantity is a whole number."),
    z.minimum(1, "A quantity is at least 1."),
    z.maximum(maxQuantity, `A quantity is at most ${maxQuantity}.`),
  );

function lineField(label: string, required: boolean) {
  return z
    .string(`${label} is text.`)
    .check(
      z.trim(),
      noControlCharacters({ label }),
      ...(required ? [z.minLength(1, `${label} is empty.`)] : []),
      z.maxLength(lineText, `${label} is longer than ${lineText} characters.`),
    );
}

const productLine = z.strictObject({
  kind: z.literal("product"),
  brandSlug: lineField("A line's brand", true),
  partNumber: lineField("A line's part number", true),
  /** What the device showed: kept if the product has left the catalogue since. */
  brand: z.optional(lineField("A line's brand name", false)),
  name: z.optional(lineField("A line's name", false)),
  quantity,
});

const textLine = z.strictObject({
  kind: z.literal("text"),
  text: lineField("A typed line", true),
  quantity,
});

export const enquiryListSendSchema = z.strictObject({
  ...listSenderSchema.shape,
  language: z.catch(z.enum(languages), "en"),
  /** The honeypot (forms/honeypot.ts). */
  website: z.optional(z.string()),
  vehicle: z._default(
    z
      .string("The vehicle is text.")
      .check(
        z.trim(),
        noControlCharacters({ label: "The vehicle" }),
        z.maxLength(vehicle, `The vehicle is longer than ${vehicle} characters.`),
      ),
    "",
  ),
  note: z._default(
    z
      .string("The note is text.")
      .check(
        z.trim(),
        noControlCharacters({ label: "The note" }, "multi-line"),
        z.maxLength(note, `The note is longer than ${note} characters.`),
      ),
    "",
  ),
  /** The jobs asked for with "Ask for the whole job" (issue 44), by slug; unknown ones are dropped. */
  jobs: z._default(
    z
      .array(
        z
          .string("A job is its slug, as text.")
          .check(
            z.trim(),
            z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A job is its slug, such as compressor-replacement."),
            z.maxLength(80, "A job's slug is longer than 80 characters."),
          ),
        "The jobs are a list of job slugs.",
      )
      .check(z.maxLength(maxJobs, `A list names at most ${maxJobs} jobs.`)),
    [],
  ),
  lines: z
    .array(
      z.discriminatedUnion("kind", [productLine, textLine], 'A line\'s kind is "product" or "text".'),
      "The lines are a list.",
    )
    .check(
      z.minLength(1, "The list has no line."),
      z.maxLength(maxLines, `A list has at most ${maxLines} lines; send the rest in another.`),
    ),
});

export type EnquiryListSend = z.output<typeof enquiryListSendSchema>;
export type SentLine = EnquiryListSend["lines"][number];
