import { Link } from "react-router";
import { inLanguage, localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { CategoryPicture } from "./category-picture.tsx";

/** The listed categories as picture tiles with upper-case titles, in the order staff set. */
export function CategoryGrid() {
  const { language } = useTranslation();
  const { categories } = useTaxonomy();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={localizePath(`/categories/${category.slug}`, language)}
            className="block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
          >
            <CategoryPicture image={category.image} className="h-auto w-full" />
            <span className="block px-3 py-3 text-center font-semibold uppercase tracking-wide">
              {inLanguage(category.label, language)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
