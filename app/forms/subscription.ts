import { z } from "zod";
import { languages } from "#app/i18n/language.ts";

/**
 * The footer's Subscribe form, checked the same way in the browser and on the server. Its hidden
 * bot trap is checked before it (forms/honeypot.ts).
 */
export const subscriptionSchema = z.object({
  email: z.email().max(254),
  language: z.enum(languages).catch("en"),
});
