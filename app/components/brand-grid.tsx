import { Link } from "react-router";
import { brandsPageBrands, featuredBrands } from "#app/catalogue/taxonomy.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useTaxonomy } from "#app/utils/site.ts";

/**
 * Brands as logo tiles (the name where there is no logo), each leading to its products: the featured
 * ones (home, about), or those and then every other brand with public products (/brands, decision 183).
 */
export function BrandGrid({ which }: { which: "featured" | "all" }) {
  const { language } = useTranslation();
  const { brands: listed } = useTaxonomy();
  const brands = which === "featured" ? featuredBrands(listed) : brandsPageBrands(listed);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link
            to={localizePath(`/brands/${brand.slug}`, language)}
            className="block rounded-xl border border-slate-200 bg-white p-2 transition-shadow hover:shadow-lg"
          >
            {brand.image ? (
              <img
                src={brand.image}
                alt={brand.name}
                width={240}
                height={120}
                loading="lazy"
                className="aspect-[2/1] h-auto w-full object-contain"
              />
            ) : (
              <span className="grid aspect-[2/1] place-items-center px-2 text-center text-lg font-bold text-ink">
                {brand.name}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
