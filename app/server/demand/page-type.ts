import { languageFromPath, stripLanguage } from "#app/i18n/language.ts";

/** The kinds of public page a click can come from, for "WhatsApp clicks per page type". */
export const pageTypes = ["home", "product", "brand", "category", "search", "contact", "blog", "other"] as const;
export type PageType = (typeof pageTypes)[number];

/** The type and language of the page at a path ("/es/brands/denso/products/X" → product, es). */
export function pageTypeOf(pathname: string): { type: PageType; language: ReturnType<typeof languageFromPath> } {
  const language = languageFromPath(pathname);
  const path = stripLanguage(pathname);
  const type: PageType =
    path === "/"
      ? "home"
      : /^\/(?:brands|categories)\/[^/]+\/products\//.test(path)
        ? "product"
        : /^\/brands(?:\/|$)/.test(path)
          ? "brand"
          : /^\/categories(?:\/|$)/.test(path)
            ? "category"
            : /^\/search(?:\/|$)/.test(path)
              ? "search"
              : /^\/contact(?:\/|$)/.test(path)
                ? "contact"
                : /^\/blogs(?:\/|$)/.test(path)
                  ? "blog"
                  : "other";
  return { type, language };
}
