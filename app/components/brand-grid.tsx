import { Link } from "react-router";
import { brands } from "#app/catalogue/brands.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/** The twelve distributed brands as logo tiles, each leading to the brand's products. */
export function BrandGrid() {
  const { language } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link
            to={localizePath(`/brands/${brand.slug}`, language)}
            className="block rounded-xl border border-slate-200 bg-white p-2 transition-shadow hover:shadow-lg"
          >
            <img src={brand.logo} alt={brand.name} width={240} height={120} loading="lazy" className="h-auto w-full" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
