import { z } from "zod";

/**
 * The company's identity: every page reads it from here (through the root loader), never from
 * its own copy. Each field can be overridden by an environment variable (see envOverrides) so a
 * deployment sets real numbers without a code change; the defaults are placeholders.
 */
export const siteIdentitySchema = z.object({
  companyName: z.string().min(1),
  /** The 24/7 support line the spec writes as {phone}. */
  supportPhone: z.string().min(1),
  contactPhones: z.tuple([z.string().min(1), z.string().min(1)]),
  /** International format without "+" or spaces, as wa.me links need it. */
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
});

export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

export const defaultSiteIdentity: SiteIdentity = {
  companyName: "CoolParts India",
  supportPhone: "+91 98100 00000",
  contactPhones: ["+91 98100 00001", "+91 98100 00002"],
  whatsappNumber: "919810000000",
  email: "info@coolparts.example",
  address: {
    street: "Plot 00, Udyog Vihar Phase IV",
    locality: "Sector 18",
    city: "Gurugram",
    region: "Haryana",
    postalCode: "122015",
    country: "India",
  },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
    x: "https://x.com/",
  },
  map: { latitude: 28.4986, longitude: 77.0856, label: "Udyog Vihar, Gurugram, Haryana" },
  foundedYear: 1991,
  copyrightYear: 2024,
};

/** Environment variables that override single identity fields. */
export const envOverrides = {
  SITE_COMPANY_NAME: (s, v) => ({ ...s, companyName: v }),
  SITE_SUPPORT_PHONE: (s, v) => ({ ...s, supportPhone: v }),
  SITE_CONTACT_PHONE_1: (s, v) => ({ ...s, contactPhones: [v, s.contactPhones[1]] }),
  SITE_CONTACT_PHONE_2: (s, v) => ({ ...s, contactPhones: [s.contactPhones[0], v] }),
  SITE_WHATSAPP_NUMBER: (s, v) => ({ ...s, whatsappNumber: v }),
  SITE_EMAIL: (s, v) => ({ ...s, email: v }),
  SITE_ADDRESS_STREET: (s, v) => ({ ...s, address: { ...s.address, street: v } }),
  SITE_FACEBOOK_URL: (s, v) => ({ ...s, social: { ...s.social, facebook: v } }),
  SITE_INSTAGRAM_URL: (s, v) => ({ ...s, social: { ...s.social, instagram: v } }),
  SITE_LINKEDIN_URL: (s, v) => ({ ...s, social: { ...s.social, linkedin: v } }),
  SITE_YOUTUBE_URL: (s, v) => ({ ...s, social: { ...s.social, youtube: v } }),
  SITE_X_URL: (s, v) => ({ ...s, social: { ...s.social, x: v } }),
  SITE_MAP_LATITUDE: (s, v) => ({ ...s, map: { ...s.map, latitude: Number(v) } }),
  SITE_MAP_LONGITUDE: (s, v) => ({ ...s, map: { ...s.map, longitude: Number(v) } }),
} satisfies Record<string, (site: SiteIdentity, value: string) => SiteIdentity>;

/** wa.me link with a prefilled message (spec section 7: chat-message links). */
export function whatsappLink(site: Pick<SiteIdentity, "whatsappNumber">, text: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
