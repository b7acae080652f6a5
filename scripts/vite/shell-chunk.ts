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
