import { z } from "zod";
import type { SiteIdentity } from "#app/content/site.ts";

/** Checks the company identity (defaults plus SITE_* overrides) once at start. */
export const siteIdentitySchema = z.object({
  companyName: z.string().min(1),
  supportPhone: z.string().min(1),
  contactPhones: z.tuple([z.string().min(1), z.string().min(1)]),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "digits only, with the country code, e.g. 919876543210"),
  email: z.email(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  social: z.object({
    facebook: z.url(),
    instagram: z.url(),
    linkedin: z.url(),
    youtube: z.url(),
    x: z.url(),
  }),
  map: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  foundedYear: z.number().int(),
  copyrightYear: z.number().int(),
}) satisfies z.ZodType<SiteIdentity>;
