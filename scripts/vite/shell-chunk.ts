/**
 * The client build's one chunk for what every public page loads first (decision 111): the small
 * modules of the shell named here, and with them (Rolldown's `includeDependenciesRecursively`,
 * on by default) everything they import: React, React Router, the translate function and the
 * shell's texts. Area texts, routes and code loaded on demand stay in chunks of their own, because
 * nothing named here imports them.
 */
const shellModules = [
  "app/i18n/language.ts",
  "app/utils/site.ts",
  "app/utils/seo.ts",
  "app/content/site.ts",
  "app/forms/honeypot.ts",
  "app/forms/subscribe-result.ts",
  "app/components/ui/button.tsx",
  "app/components/ui/icons/icon.tsx",
  "app/components/ui/icons/nav.tsx",
  "app/components/language-switch.tsx",
  "app/components/page-banner.tsx",
  "app/components/error-boundary.tsx",
  "app/components/honeypot-field.tsx",
  "app/components/enquiry/enquiry-count.ts",
  "app/components/enquiry/add-to-enquiry.tsx",
  "app/utils/after-next-paint.ts",
];

export const shellChunk = {
  name: "shell",
  test: (id: string) => shellModules.some((module) => id.replaceAll("\\", "/").endsWith(`/${module}`)),
};

/**
 * The catalogue's pages (a product, the listings, search, a car's page) share small modules the home
 * page never loads: one chunk for them, for the reason the shell has one (decision 111). Each of these
 * had grown into a chunk of its own as the car pages came to share them (issue 44), and the module
 * wrappers and compression restarts of eight small files put a product page's first load over its
 * budget.
 */
const catalogueModules = [
  "app/catalogue/part-number.ts",
  "app/catalogue/fitment.ts",
  "app/catalogue/compare-items.ts",
  "app/components/product-image.ts",
  "app/components/vehicle-fit-text.ts",
  "app/components/whatsapp-messages.ts",
  "app/components/breadcrumb.tsx",
  "app/components/ui/stars.tsx",
  "app/i18n/texts/parts-finder.ts",
];

export const catalogueChunk = {
  name: "catalogue",
  test: (id: string) => catalogueModules.some((module) => id.replaceAll("\\", "/").endsWith(`/${module}`)),
};
