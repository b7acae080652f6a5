import { z } from "zod";
import { languages } from "#app/i18n/language.ts";

/**
 * The contact form (spec section 5: name, e-mail and phone required, enquiry optional), checked the
 * same way in the browser and on the server. Messages are translation keys, so the page shows them
 * in its language.
 */
export const enquirySchema = z.object({
  name: z.string().trim().min(1, "contact.errorNameRequired").max(120, "contact.errorNameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, "contact.errorEmailRequired")
    .max(254, "contact.errorEmailInvalid")
    .pipe(z.email("contact.errorEmailInvalid")),
  phone: z
    .string()
    .trim()
    .min(1, "contact.errorPhoneRequired")
    .regex(/^\+?[\d\s().-]{7,20}$/, "contact.errorPhoneInvalid")
    .refine((value) => value.replace(/\D/g, "").length >= 7, "contact.errorPhoneInvalid"),
  message: z.string().trim().max(5000, "contact.errorMessageTooLong").default(""),
  language: z.enum(languages).catch("en"),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(0).optional(),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
