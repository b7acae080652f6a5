import type { MetaDescriptor } from "react-router";
import { defaultSiteIdentity } from "#app/content/site.ts";
import type { TranslationKey } from "#app/i18n/en.ts";
import { languageFromPath, languageSettingsOf } from "#app/i18n/language.ts";
import { shellTexts, type Texts, type TranslationValues } from "#app/i18n/translate.ts";
import type { RootData } from "./site.ts";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The company name from the root loader, for titles rendered in meta functions. */
export function companyNameFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.site.companyName ?? defaultSiteIdentity.companyName;
}

/**
 * Title, description and social tags for a page, in the page's language. Keys name texts in the
 * translation files (an area's own texts when given); {company} is always available to them.
 */
export function pageMeta<K extends string = TranslationKey>(
  args: MetaArgsLike,
  titleKey: K | TranslationKey,
  descriptionKey: K | TranslationKey,
  values: TranslationValues = {},
  texts: Texts<K> = shellTexts as unknown as Texts<K>,
): MetaDescriptor[] {
  const language = languageFromPath(args.location.pathname);
  const all = { company: companyNameFrom(args.matches), ...values };
  const title = texts.translate(language, titleKey, all);
  const description = texts.translate(language, descriptionKey, all);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: languageSettingsOf(language).openGraphLocale },
  ];
}

/** The site's not-found page's title and description, kept out of search engines: any 404 a route throws. */
export function notFoundMeta(args: MetaArgsLike): MetaDescriptor[] {
  return [...pageMeta(args, "notFound.metaTitle", "notFound.text"), { name: "robots", content: "noindex" }];
}
