import { useId, useRef, useState } from "react";
import { Pagination } from "#app/components/pagination.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { formatNumber, LoadFailed, MessageBox, type Notice, Spinner, StaffButton } from "../ui.tsx";
import { ExportButton } from "./export-button.tsx";
import { ProductFilters } from "./product-filters.tsx";
import { PhotoDropTarget } from "./product-photo-actions.tsx";
import { ProductRows } from "./product-rows.tsx";
import { RowActionButtons, useRowActions } from "./row-actions.tsx";
import { ShelfLabelCheckbox, ShelfLabelsButton, useShelfLabelChoice } from "./shelf-label-choice.tsx";
import { BulkStatusButtons, useStatusActions } from "./status-actions.tsx";
import { PAGE_SIZES, type PageSize } from "./table-query.ts";
import { useProductPage } from "./use-product-page.ts";

/**
 * The spec's "Uploaded Products" table, with search, filters, order, pages and delete. Its query is
 * in the address (table-query.ts); the data (use-product-page.ts) and what a row's buttons do
 * (row-actions.tsx) live beside it. `onChanged` tells the screen the catalogue changed, which
 * comes back as a new `reloadKey`.
 */
export function ProductsTable({ reloadKey, onChanged }: { reloadKey: number; onChanged?: () => void }) {
  const { t, language } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  const demand = demandTexts.useTexts().t;
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { query, change, load, retry, pageCount, from, to, firstLoad, filtered } = useProductPage(reloadKey);
  const actions = useRowActions({
    onNotice: setNotice,
    onChanged: onChanged ?? retry,
    focusAfter: () => headingRef.current?.focus(),
  });
  const status = useStatusActions({ onNotice: setNotice, onChanged: onChanged ?? retry });
  const labels = useShelfLabelChoice();

  return (
    <section
      ref={sectionRef}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-36 rounded-2xl lg:scroll-mt-40 bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-6">
        <div>
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
            {t("staff.products.title")}
          </h2>
          <p role="status" className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            {load.status === "loading" ? <Spinner className="size-3.5 text-brand-700" /> : null}
            {load.status === "error" || firstLoad
              ? null
              : t("staff.products.showing", {
                  from: formatNumber(from, language),
                  to: formatNumber(to, language),
                  count: load.total,
                })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StaffButton look="primary" onClick={() => actions.openForm(null)}>
            <span aria-hidden>+</span>
            {office("office.products.add")}
          </StaffButton>
          <ExportButton onError={setNotice} />
          <ShelfLabelsButton choice={labels} />
        </div>
      </div>

      <ProductFilters query={query} onChange={change} reloadKey={reloadKey} />
      <BulkStatusButtons query={query} actions={status} />
      {query.missing ? (
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 bg-amber-50 px-4 py-2 text-sm sm:px-6">
          <p className="font-semibold text-amber-950" data-testid="missing-filter">
            {demand("health.filter", { gap: demand(`health.gap.${query.missing}`) })}
          </p>
          <StaffButton look="quiet" onClick={() => change({ missing: "", page: 1 })}>
            {demand("health.clearFilter")}
          </StaffButton>
        </div>
      ) : null}

      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />

      {load.status === "error" ? (
        <LoadFailed message={t("staff.products.fetchError")} onRetry={retry} />
      ) : firstLoad ? (
        <div className="flex items-center justify-center gap-3 px-4 py-16 text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t("staff.products.loading")}
        </div>
      ) : load.total === 0 ? (
        <div className="px-4 py-14 text-center">
          {filtered ? (
            <>
              <p className="text-lg font-semibold text-ink">{t("staff.products.noMatch")}</p>
              <p className="mt-1 text-slate-600">{t("staff.products.noMatchHint")}</p>
              <StaffButton
                look="secondary"
                className="mt-5"
                onClick={() =>
                  change({ q: "", brand: "", category: "", status: "all", importId: 0, missing: "", page: 1 })
                }
              >
                {t("staff.products.clearFilters")}
              </StaffButton>
            </>
          ) : (
            <>
              <p className="text-lg font-semibold text-ink">{t("staff.products.empty")}</p>
              <p className="mt-1 text-slate-600">{t("staff.products.emptyHint")}</p>
            </>
          )}
        </div>
      ) : (
        <div aria-busy={load.status === "loading"} className={load.status === "loading" ? "opacity-60" : ""}>
          <ProductRows
            products={load.products}
            caption={t("staff.products.caption", {
              page: formatNumber(query.page, language),
              pages: formatNumber(pageCount, language),
            })}
            photo={(product, thumbnail) => (
              <PhotoDropTarget
                product={product}
                busy={actions.photoBusy === product.id}
                onFile={(file) => actions.changePhoto(product, file)}
              >
                {thumbnail}
              </PhotoDropTarget>
            )}
            actions={(product) => <RowActionButtons product={product} actions={actions} status={status} />}
            select={{
              heading: labels.heading,
              cell: (product) => <ShelfLabelCheckbox product={product} choice={labels} />,
            }}
          />

          <Pagination
            page={query.page}
            pageCount={pageCount}
            scrollTo={sectionRef}
            className="border-t border-slate-100 px-4 py-4"
          />

          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-3 text-sm sm:px-6">
            <label htmlFor={`${id}-size`} className="text-slate-600">
              {t("staff.products.pageSize")}
            </label>
            <select
              id={`${id}-size`}
              value={query.pageSize}
              onChange={(event) => change({ pageSize: Number(event.target.value) as PageSize, page: 1 })}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 py-1"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {actions.dialogs}
    </section>
  );
}
