import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { emptyTaxonomy, featuredBrands, type ListedTaxonomy, termsBySlug } from "#app/catalogue/taxonomy.ts";
import { clickPing, defaultSiteIdentity, type SiteIdentity } from "#app/content/site.ts";
import { inLanguage } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

export interface RootData {
  site: SiteIdentity;
  /** Absolute origin used for canonical and hreflang addresses (PUBLIC_URL, or the request's). */
  origin: string;
  /** The listed brands and categories, in menu order: the navigation and grids read them here. */
  taxonomy: ListedTaxonomy;
}

/**
 * The site identity the server configured, for any component. Error pages rendered without the
 * root loader's data fall back to the built-in defaults instead of failing again.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { site: defaultSiteIdentity, origin: "", taxonomy: emptyTaxonomy };
}

/**
 * Where followed WhatsApp and call links are counted (clickPing), as absolute addresses: `ping`
 * takes only http(s) URLs. An error page rendered without the root's data has no origin, and no ping.
 */
export function useClickPing(): { whatsapp: string | undefined; call: string | undefined } {
  const { origin } = useRootData();
  return useMemo(
    () => ({
      whatsapp: origin ? `${origin}${clickPing.whatsapp}` : undefined,
      call: origin ? `${origin}${clickPing.call}` : undefined,
    }),
    [origin],
  );
}

export function useSite(): SiteIdentity {
  return useRootData().site;
}

/** The listed brands and categories (from the database, through the root loader). */
export function useTaxonomy(): ListedTaxonomy {
  return useRootData().taxonomy;
}

/** How many brands the menus feature: the number copy gives as "our N leading brands" (decision 183). */
export function useFeaturedBrandCount(): number {
  return featuredBrands(useTaxonomy().brands).length;
}

/** A product's category as this page's language names it (its English name for a hidden one). */
export function useCategoryLabel(): (product: { categorySlug: string; category: string }) => string {
  const { categories } = useTaxonomy();
  const { language } = useTranslation();
  return useMemo(() => {
    const bySlug = termsBySlug(categories);
    return (product) => {
      const category = bySlug(product.categorySlug);
      return category ? inLanguage(category.label, language) : product.category;
    };
  }, [categories, language]);
}
