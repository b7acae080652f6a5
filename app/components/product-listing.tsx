import { memo, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { buttonClass, IconButton } from "#app/components/ui/button.tsx";
import { CloseIcon } from "#app/components/ui/icons/nav.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { inLanguage, localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import type { ListingData, ListingScope } from "#app/server/listings/listing.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { closestSearch, NoResult } from "./no-result.tsx";
import { Pagination } from "./pagination.tsx";
import { ProductCard } from "./product-card.tsx";
import { applyOnVehicleChange, filledParams, VehicleFields } from "./vehicle-fields.tsx";
import { CarPageLinks, chosenCar } from "./vehicles/car-page-links.tsx";

/**
 * The brand page and the category page: a filter (categories within a brand, or brands within a
 * category), the vehicle the parts must fit, a search, the count of all matches, a page of cards
 * and page numbers. It is one GET form: the URL holds the state, the server applies it, and it
 * works without JavaScript on wide screens; with JavaScript a radio or select change applies at
 * once and, on phones, the filter slides in.
 */
export function ProductListing({ data, scope }: { data: ListingData; scope: ListingScope }) {
  const { t, language } = finderTexts.useTexts();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const filterName = scope.kind === "brand" ? "category" : "brand";
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const submitClean = (form: HTMLFormElement) =>
    submit(filledParams(form), { method: "get", action: pathname, preventScrollReset: true });

  useEffect(() => {
    if (panelOpen) closeRef.current?.focus();
  }, [panelOpen]);

  /** A card of this brand or category, linked under it. */
  const scopeCard = (product: Product, eager: boolean, notListedFor?: number) => (
    <li key={product.id}>
      <ProductCard
        product={product}
        eager={eager}
        notListedFor={notListedFor}
        label={scope.kind === "brand" ? "category" : "brand"}
        href={productPath(scope, product.partNumber, language)}
      />
    </li>
  );

  const closePanel = () => {
    setPanelOpen(false);
    openRef.current?.focus();
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <Form
        ref={formRef}
        method="get"
        preventScrollReset
        className="grid gap-8 lg:grid-cols-[16rem_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          submitClean(event.currentTarget);
        }}
        onChange={(event) => {
          // Radios apply at once; the search box applies on Enter or its button.
          // A radio is one choice: the panel closes; a specification's checkboxes may take several.
          const type = (event.target as unknown as HTMLInputElement).type;
          if (type === "radio" || type === "checkbox") {
            submitClean(event.currentTarget);
            if (type === "radio") setPanelOpen(false);
          } else if (applyOnVehicleChange(event.target)) {
            submitClean(event.currentTarget);
          }
        }}
      >
        <div
          className={`fixed inset-0 z-40 bg-slate-950/50 lg:hidden ${panelOpen ? "" : "hidden"}`}
          aria-hidden
          onClick={closePanel}
        />
        <aside
          id={panelId}
          aria-label={t("listing.filters")}
          onKeyDown={(event) => {
            if (event.key === "Escape" && panelOpen) closePanel();
          }}
          className={`fixed inset-y-0 start-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-5 shadow-2xl transition-transform duration-300 lg:static lg:z-auto lg:w-auto lg:max-w-none lg:translate-x-0 lg:self-start lg:rounded-xl lg:shadow-none lg:ring-1 lg:ring-slate-200 ${
            panelOpen ? "translate-x-0" : "-translate-x-full max-lg:invisible max-lg:rtl:translate-x-full"
          }`}
        >
          <div className="mb-4 flex items-center justify-between lg:hidden">
            <span className="text-lg font-semibold">{t("listing.filters")}</span>
            <IconButton ref={closeRef} tone="close" onClick={closePanel} label={t("listing.closeFilters")}>
              <CloseIcon />
            </IconButton>
          </div>
          <VehicleFields choice={data.vehicle} />
          <fieldset className="mt-6">
            <legend className="mb-3 font-semibold">
              {scope.kind === "brand" ? t("listing.filterCategories") : t("listing.filterBrands")}
            </legend>
            <div className="space-y-1">
              <FacetRadio name={filterName} value="" label={t("listing.all")} checked={data.selected === null} />
              {data.facets.map((facet) => (
                <FacetRadio
                  key={facet.slug}
                  name={filterName}
                  value={facet.slug}
                  label={inLanguage(facet.label, language)}
                  count={facet.count}
                  checked={data.selected === facet.slug}
                />
              ))}
            </div>
          </fieldset>
          {data.specFacets.map((facet) => (
            <fieldset key={facet.key} className="mt-6" data-testid={`spec-filter-${facet.key}`}>
              <legend className="mb-3 font-semibold">{facet.label}</legend>
              <div className="space-y-1">
                {facet.values.map((value) => (
                  <FacetRadio
                    key={value.value}
                    type="checkbox"
                    name={`spec.${facet.key}`}
                    value={value.value}
                    label={value.label}
                    count={value.count}
                    checked={value.checked}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <div className="mt-5 flex gap-2">
            <noscript>
              <button type="submit" className={buttonClass({ size: "sm" })}>
                {t("listing.applyFilters")}
              </button>
            </noscript>
            <Link
              to={pathname}
              preventScrollReset
              className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
            >
              {t("listing.resetAll")}
            </Link>
          </div>
        </aside>

        <div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <SearchField
                id={`${panelId}-q`}
                label={t("listing.searchLabel")}
                submitLabel={t("listing.searchButton")}
                defaultValue={data.q}
                key={data.q}
                placeholder={t("listing.searchPlaceholder")}
              />
            </div>
            <button
              ref={openRef}
              type="button"
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen(true)}
              className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700 lg:hidden"
            >
              {t("listing.filters")}
            </button>
          </div>

          {data.vehicle.label ? (
            <>
              <h2 className="mt-5 text-lg font-semibold">{t("finder.partsFor", { vehicle: data.vehicle.label })}</h2>
              <CarPageLinks cars={chosenCar(data.vehicle)} />
            </>
          ) : (
            <h2 className="sr-only">{t("search.products")}</h2>
          )}
          <p role="status" className="mt-5 text-sm font-medium text-slate-700">
            {scope.kind === "brand"
              ? t("listing.showing", { count: data.total })
              : t("listing.showingProducts", { count: data.total })}
          </p>

          {data.products.length === 0 ? (
            <NoResult
              q={data.q}
              closest={data.closest}
              seeAllHref={
                data.closest
                  ? data.closest.siteWide
                    ? localizePath(`/search?${closestSearch(data.closest, data.vehicle)}`, language)
                    : `${pathname}?${closestSearch(data.closest, data.vehicle)}`
                  : null
              }
              card={(product, index, notListedFor) => scopeCard(product, index < 2, notListedFor)}
              askFor={data.vehicle.label ?? undefined}
            />
          ) : (
            <ul
              className={`mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${busy ? "opacity-60 transition-opacity" : ""}`}
            >
              {data.products.map((product, index) => scopeCard(product, index < 3))}
            </ul>
          )}
          <Pagination page={data.page} pageCount={data.pageCount} />
        </div>
      </Form>
    </section>
  );
}

/** One choice of a filter: a radio (one of a list) or a checkbox (any of a specification's values). */
const FacetRadio = memo(function FacetRadio(props: {
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  type?: "radio" | "checkbox";
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
      <input
        type={props.type ?? "radio"}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        key={`${props.value}-${props.checked}`}
        className="size-4 accent-brand-700"
      />
      <span className="flex-1">{props.label}</span>
      {props.count !== undefined ? <span className="text-sm text-slate-500">{props.count}</span> : null}
    </label>
  );
});
