// zod/mini: the same validators as zod, tree-shakable, so the contact page ships a few KB of them
// instead of all of zod (about 20 KB gzip).
import * as z from "zod/mini";
import { languages } from "#app/i18n/language.ts";
import { type ContactKey, contactEn } from "#app/i18n/texts/blog-contact.ts";
import { noControlCharacters } from "./plain-text.ts";
import { SENDER_LIMITS } from "./sender-limits.ts";

// zod compiles fast validators with `new Function` when it may; our CSP forbids eval in the browser,
// and zod's probe for it would be reported as a violation. Plain validation is fast enough here.
z.config({ jitless: true });

/** The sender's name, e-mail and phone: the contact form's rules, which the enquiry list's send shares. */
export const senderName = z
  .string()
  .check(
    z.trim(),
    noControlCharacters({ key: "contact.errorControlCharacter" }),
    z.minLength(1, "contact.errorNameRequired"),
    z.maxLength(SENDER_LIMITS.name, "contact.errorNameTooLong"),
  );

export const senderEmail = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "contact.errorEmailRequired"),
      z.maxLength(SENDER_LIMITS.email, "contact.errorEmailInvalid"),
    ),
  z.email("contact.errorEmailInvalid"),
);

export const senderPhone = z.string().check(
  z.trim(),
  z.minLength(1, "contact.errorPhoneRequired"),
  z.regex(/^\+?[\d\s().-]{7,20}$/, "contact.errorPhoneInvalid"),
  z.refine((value) => value.replace(/\D/g, "").length >= 7, "contact.errorPhoneInvalid"),
);

/**
 * The contact form (spec section 5: name, e-mail and phone required, enquiry optional), checked the
 * same way in the browser and on the server. Messages are translation keys, so the page shows them
 * in its language.
 */
export const enquirySchema = z.object({
  name: senderName,
  email: senderEmail,
  phone: senderPhone,
  message: z._default(
    z
      .string()
      .check(
        z.trim(),
        noControlCharacters({ key: "contact.errorControlCharacter" }, "multi-line"),
        z.maxLength(5000, "contact.errorMessageTooLong"),
      ),
    "",
  ),
  language: z.catch(z.enum(languages), "en"),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;

/** The contact form's visible fields, in the order they appear (and are focused on error). */
export const enquiryFields = ["name", "email", "phone", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** Per field, the translation key of its first problem. */
export type EnquiryFieldErrors = Partial<Record<EnquiryField, ContactKey>>;

function isContactKey(value: string): value is ContactKey {
  return value in contactEn;
}

/**
 * The enquiry schema's issues as one message key per field. Shared by the browser and the server so
 * both show the same words for the same mistake.
 */
export function enquiryFieldErrors(issues: readonly z.core.$ZodIssue[]): EnquiryFieldErrors {
  const errors: EnquiryFieldErrors = {};
  for (const issue of issues) {
    const field = enquiryFields.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    errors[field] = isContactKey(issue.message) ? issue.message : "contact.errorInvalidField";
  }
  return errors;
}
