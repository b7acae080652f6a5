import type { MetaDescriptor } from "react-router";
import { defaultSiteIdentity } from "#app/content/site.ts";
import type { TranslationKey } from "#app/i18n/en.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { type TranslationValues, translate } from "#app/i18n/translate.ts";
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
 * translation files; {company} is always available to them.
 */
export function pageMeta(
  args: MetaArgsLike,
  titleKey: TranslationKey,
  descriptionKey: TranslationKey,
  values: TranslationValues = {},
): MetaDescriptor[] {
  const language = languageFromPath(args.location.pathname);
  const all = { company: companyNameFrom(args.matches), ...values };
  const title = translate(language, titleKey, all);
  const description = translate(language, descriptionKey, all);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: language === "es" ? "es_ES" : "en_IN" },
  ];
}
