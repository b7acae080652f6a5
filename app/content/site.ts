/**
 * The company's identity: every page reads it from here (through the root loader), never from
 * its own copy. Each field can be overridden by an environment variable (see envOverrides) so a
 * deployment sets real numbers without a code change; the defaults are placeholders. The values are
 * checked at start by app/server/site-identity.server.ts; this module stays free of the validation
 * library because every page's bundle includes it.
 */
export interface SiteIdentity {
  companyName: string;
  /** The 24/7 support line the spec writes as {phone}. */
  supportPhone: string;
  contactPhones: [string, string];
  /** International format without "+" or spaces, as wa.me links need it. */
  whatsappNumber: string;
  email: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  social: { facebook: string; instagram: string; linkedin: string; youtube: string; x: string };
  map: { latitude: number; longitude: number; label: string };
  foundedYear: number;
  copyrightYear: number;
}

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

/**
 * Where a followed WhatsApp or call link is counted (decision 121): the links' `ping`, which the
 * browser posts to by itself, so counting takes no script.
 */
export const clickPing = { whatsapp: "/api/clicks/whatsapp", call: "/api/clicks/call" } as const;

/** wa.me link with a prefilled message (spec section 7: chat-message links). */
export function whatsappLink(site: Pick<SiteIdentity, "whatsappNumber">, text: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
