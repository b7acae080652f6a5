import { useEffect, useId, useState } from "react";
import type { ProductSort } from "#app/api/products.ts";
import { inLanguage } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { fieldStyles } from "../ui.tsx";
import { StatusFilters } from "./status-filters.tsx";
import type { TableQuery } from "./table-query.ts";
import { useStaffBrands } from "./use-staff-brands.ts";

const SEARCH_DELAY_MS = 300;

/**
 * The table's search, brand, category, order, status and import. The search applies after a short pause in typing,
 * or at once on Enter; any change goes back to the first page.
 */
export function ProductFilters({
  query,
  onChange,
  reloadKey,
}: {
  query: TableQuery;
  onChange: (changes: Partial<TableQuery>) => void;
  /** Changes when the catalogue did: the brands are read again. */
  reloadKey: number;
}) {
  const { t, language } = staffTexts.useTexts();
  const id = useId();
  const { brands, categories } = useTaxonomy();
  const drafts = staffDraftsTexts.useTexts().t;
  // Staff filter by every brand with products, the new ones only drafts use apart (decision 088).
  const staffBrands = useStaffBrands(reloadKey);
  const established = staffBrands ? staffBrands.filter((brand) => !brand.onlyDrafts) : brands;
  const newBrands = staffBrands ? staffBrands.filter((brand) => brand.onlyDrafts) : [];
  const [searchText, setSearchText] = useState(query.q);

  // The address changed the search (Clear filters, Back): the box follows.
  useEffect(() => {
    setSearchText((current) => (current.trim() === query.q ? current : query.q));
  }, [query.q]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const q = searchText.trim();
      if (q !== query.q) onChange({ q, page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.q, onChange]);

  return (
    <search aria-label={t("staff.products.filters")}>
      <form
        className="grid grid-cols-2 gap-3 border-b border-slate-200 p-4 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: searchText.trim(), page: 1 });
        }}
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("staff.products.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t("staff.products.searchPlaceholder")}
            autoComplete="off"
            className={fieldStyles}
          />
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("staff.products.brand")}
          </label>
          <select
            id={`${id}-brand`}
            value={query.brand}
            onChange={(event) => onChange({ brand: event.target.value, page: 1 })}
            className={fieldStyles}
          >
            <option value="">{t("staff.products.allBrands")}</option>
            {established.map((brand) => (
              <option key={brand.slug} value={brand.slug}>
                {brand.name}
              </option>
            ))}
            {newBrands.length > 0 ? (
              <optgroup label={drafts("drafts.brand.new")}>
                {newBrands.map((brand) => (
                  <option key={brand.slug} value={brand.slug}>
                    {brand.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("staff.products.category")}
          </label>
          <select
            id={`${id}-category`}
            value={query.category}
            onChange={(event) => onChange({ category: event.target.value, page: 1 })}
            className={fieldStyles}
          >
            <option value="">{t("staff.products.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {inLanguage(category.label, language)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("staff.products.sort")}
          </label>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort, page: 1 })}
            className={fieldStyles}
          >
            <option value="name">{t("staff.products.sortName")}</option>
            <option value="partNumber">{t("staff.products.sortPart")}</option>
            <option value="brand">{t("staff.products.sortBrand")}</option>
            <option value="newest">{t("staff.products.sortNewest")}</option>
          </select>
        </div>
        <StatusFilters query={query} onChange={onChange} />
        <button type="submit" className="sr-only">
          {t("staff.products.searchButton")}
        </button>
      </form>
    </search>
  );
}
