import { useEffect, useId, useRef, useState } from "react";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { pageWindow } from "#app/components/pagination.tsx";
import { DownloadIcon, PencilIcon, RefreshIcon, TrashIcon } from "#app/components/ui/icons/staff.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import type { ProductPage } from "#app/utils/api-types.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { useCategoryLabel, useTaxonomy } from "#app/utils/site.ts";
import { apiRequest, downloadFile } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ProductForm } from "./product-form.tsx";
import { changeProductPhoto, PhotoButtons, PhotoDropTarget } from "./product-photo-actions.tsx";
import { Badge, fieldStyles, formatNumber, MessageBox, type Notice, Spinner, StaffButton } from "./ui.tsx";

const PAGE_SIZES = [25, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

export type SortKey = "name" | "partNumber" | "brand" | "newest";

interface Filters {
  q: string;
  brand: string;
  category: string;
  page: number;
  pageSize: number;
}

type Load =
  | { status: "loading"; products: Product[]; total: number }
  | { status: "ready"; products: Product[]; total: number }
  | { status: "error"; products: Product[]; total: number };

/** The spec's "Uploaded Products" table, with search, filters, order, pages and delete. */
export function ProductsTable({ reloadKey, onChanged }: { reloadKey: number; onChanged?: () => void }) {
  const { t, language } = staffTexts.useTexts();
  const id = useId();
  const [filters, setFilters] = useState<Filters>({ q: "", brand: "", category: "", page: 1, pageSize: 25 });
  const [searchText, setSearchText] = useState("");
  const [sort, setSort] = useState<SortKey>("name");
  const [load, setLoad] = useState<Load>({ status: "loading", products: [], total: 0 });
  const [retry, setRetry] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [exporting, setExporting] = useState(false);
  const office = officeTexts.useTexts().t;
  // The product form: open with the product to edit, or null to add one.
  const [form, setForm] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  const [photoBusy, setPhotoBusy] = useState<number | null>(null);
  const [pendingPhotoRemoval, setPendingPhotoRemoval] = useState<Product | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // The search applies after a short pause in typing, or at once on Enter.
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = searchText.trim();
      setFilters((current) => (current.q === q ? current : { ...current, q, page: 1 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and retry are reload requests
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ ...current, status: "loading" }));
    apiRequest<ProductPage>("/products", {
      query: {
        q: filters.q,
        brand: filters.brand,
        category: filters.category,
        limit: filters.pageSize,
        offset: (filters.page - 1) * filters.pageSize,
        sort,
      },
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && Array.isArray(result.data.products)) {
        // A delete can leave the last page empty: show the one before it.
        if (result.data.products.length === 0 && filters.page > 1) {
          setFilters((current) => ({ ...current, page: Math.max(1, Math.ceil(result.data.total / current.pageSize)) }));
          return;
        }
        setLoad({ status: "ready", products: result.data.products, total: Number(result.data.total) || 0 });
      } else {
        setLoad({ status: "error", products: [], total: 0 });
      }
    });
    return () => controller.abort();
  }, [filters, sort, reloadKey, retry]);

  const rows = load.products;
  const filtered = Boolean(filters.q || filters.brand || filters.category);
  const pageCount = Math.max(1, Math.ceil(load.total / filters.pageSize));
  const from = load.total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const to = Math.min(load.total, filters.page * filters.pageSize);
  const firstLoad = load.status === "loading" && load.products.length === 0 && load.total === 0;

  const goToPage = (page: number) => {
    setFilters((current) => ({ ...current, page }));
    sectionRef.current?.scrollIntoView({ block: "start" });
  };

  const clearFilters = () => {
    setSearchText("");
    setFilters((current) => ({ ...current, q: "", brand: "", category: "", page: 1 }));
  };

  const confirmDelete = async () => {
    const product = pendingDelete;
    setPendingDelete(null);
    if (!product) return;
    setNotice(null);
    const result = await apiRequest("/products/delete", { method: "DELETE", json: { id: product.id } });
    if (result.status === 401) return;
    headingRef.current?.focus();
    if (result.ok) {
      setNotice({
        tone: "success",
        text: t("staff.products.deleted"),
        detail: `${product.name} · ${product.partNumber}`,
      });
      if (onChanged) onChanged();
      else setRetry((n) => n + 1);
    } else {
      setNotice({ tone: "error", text: t("staff.products.deleteError") });
    }
  };

  const onSaved = (product: Product, created: boolean, photoProblem: string | null) => {
    setForm({ open: false, product: null });
    setNotice(
      photoProblem
        ? { tone: "error", text: office("office.form.photoFailed", { reason: photoProblem }) }
        : {
            tone: "success",
            text: created ? office("office.products.added") : office("office.products.saved"),
            detail: `${product.name} · ${product.partNumber}`,
          },
    );
    if (onChanged) onChanged();
    else setRetry((n) => n + 1);
    headingRef.current?.focus();
  };

  const changePhoto = async (product: Product, file: File | null) => {
    setPhotoBusy(product.id);
    setNotice(null);
    const result = await changeProductPhoto(product, file);
    setPhotoBusy(null);
    if (result.status === 401) return;
    if (result.ok) {
      setNotice({
        tone: "success",
        text: file ? office("office.photo.replaced") : office("office.photo.removed"),
        detail: `${product.name} · ${product.partNumber}`,
      });
      if (onChanged) onChanged();
      else setRetry((n) => n + 1);
    } else {
      setNotice({ tone: "error", text: result.error ?? office("office.photo.failed"), detail: file?.name });
    }
  };

  const rowPhoto = (product: Product) => (
    <PhotoDropTarget product={product} busy={photoBusy === product.id} onFile={(file) => changePhoto(product, file)}>
      <Thumbnail product={product} />
    </PhotoDropTarget>
  );

  const rowActions = (product: Product) => (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <StaffButton look="quiet" onClick={() => setForm({ open: true, product })}>
        <PencilIcon className="size-4" />
        {office("office.products.edit")}
        <span className="sr-only">
          {" "}
          {product.name} ({product.partNumber})
        </span>
      </StaffButton>
      <PhotoButtons
        product={product}
        busy={photoBusy === product.id}
        onFile={(file) => changePhoto(product, file)}
        onRemove={() => setPendingPhotoRemoval(product)}
      />
      <DeleteButton product={product} onClick={() => setPendingDelete(product)} />
    </div>
  );

  const exportCatalogue = async () => {
    if (exporting) return;
    setExporting(true);
    const result = await downloadFile("/products/export.xlsx", "catalogue.xlsx");
    setExporting(false);
    if (!result.ok && result.status !== 401)
      setNotice({ tone: "error", text: result.error ?? t("staff.download.error") });
  };

  const categoryLabel = useCategoryLabel();
  const { brands, categories } = useTaxonomy();

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
          <StaffButton look="primary" onClick={() => setForm({ open: true, product: null })}>
            <span aria-hidden>+</span>
            {office("office.products.add")}
          </StaffButton>
          <StaffButton look="secondary" onClick={exportCatalogue} inactive={exporting}>
            {exporting ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
            {t("staff.products.export")}
          </StaffButton>
        </div>
      </div>

      <search aria-label={t("staff.products.filters")}>
        <form
          className="grid grid-cols-2 gap-3 border-b border-slate-200 p-4 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
          onSubmit={(event) => {
            event.preventDefault();
            const q = searchText.trim();
            setFilters((current) => ({ ...current, q, page: 1 }));
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
              value={filters.brand}
              onChange={(event) => setFilters((current) => ({ ...current, brand: event.target.value, page: 1 }))}
              className={fieldStyles}
            >
              <option value="">{t("staff.products.allBrands")}</option>
              {brands.map((brand) => (
                <option key={brand.slug} value={brand.slug}>
                  {brand.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-slate-700">
              {t("staff.products.category")}
            </label>
            <select
              id={`${id}-category`}
              value={filters.category}
              onChange={(event) => setFilters((current) => ({ ...current, category: event.target.value, page: 1 }))}
              className={fieldStyles}
            >
              <option value="">{t("staff.products.allCategories")}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.label[language]}
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
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as SortKey);
                setFilters((current) => ({ ...current, page: 1 }));
              }}
              className={fieldStyles}
            >
              <option value="name">{t("staff.products.sortName")}</option>
              <option value="partNumber">{t("staff.products.sortPart")}</option>
              <option value="brand">{t("staff.products.sortBrand")}</option>
              <option value="newest">{t("staff.products.sortNewest")}</option>
            </select>
          </div>
          <button type="submit" className="sr-only">
            {t("staff.products.searchButton")}
          </button>
        </form>
      </search>

      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />

      {load.status === "error" ? (
        <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
          <p role="alert" className="font-semibold text-red-800">
            {t("staff.products.fetchError")}
          </p>
          <StaffButton look="secondary" onClick={() => setRetry((n) => n + 1)}>
            <RefreshIcon className="size-4" />
            {t("staff.products.retry")}
          </StaffButton>
        </div>
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
              <StaffButton look="secondary" className="mt-5" onClick={clearFilters}>
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
          <table className="hidden w-full text-left text-sm md:table">
            <caption className="sr-only">
              {t("staff.products.caption", {
                page: formatNumber(filters.page, language),
                pages: formatNumber(pageCount, language),
              })}
            </caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-3 pr-2 pl-6 font-semibold">
                  {t("staff.products.image")}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t("staff.products.name")}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t("staff.products.partNumber")}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t("staff.products.brand")}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t("staff.products.category")}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t("staff.products.rating")}
                </th>
                <th scope="col" className="py-3 pr-6 pl-2 text-right font-semibold">
                  <span className="sr-only">{t("staff.products.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((product) => (
                <tr
                  key={product.id}
                  data-part-number={product.partNumber}
                  className="align-middle hover:bg-slate-50/70"
                >
                  <td className="w-20 py-3 pr-2 pl-6">{rowPhoto(product)}</td>
                  <td className="max-w-xs px-2 py-3">
                    <ProductLink product={product} />
                    <NoPhoto product={product} />
                  </td>
                  <td className="px-2 py-3 font-mono text-ink">{product.partNumber}</td>
                  <td className="px-2 py-3 text-slate-700">{product.brand}</td>
                  <td className="px-2 py-3 text-slate-700">{categoryLabel(product)}</td>
                  <td className="px-2 py-3">
                    <Rating rating={product.rating} />
                  </td>
                  <td className="py-3 pr-6 pl-2 text-right">{rowActions(product)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <ul className="divide-y divide-slate-100 md:hidden" aria-label={t("staff.products.title")}>
            {rows.map((product) => (
              <li key={product.id} data-part-number={product.partNumber} className="flex gap-3 px-4 py-4">
                {rowPhoto(product)}
                <div className="min-w-0 flex-1 space-y-1">
                  <ProductLink product={product} />
                  <NoPhoto product={product} />
                  <p className="font-mono text-sm text-ink">{product.partNumber}</p>
                  <p className="text-sm text-slate-600">
                    {product.brand} · {categoryLabel(product)}
                  </p>
                  <Rating rating={product.rating} />
                  <div className="pt-1 [&>div]:justify-start">{rowActions(product)}</div>
                </div>
              </li>
            ))}
          </ul>

          <Pager page={filters.page} pageCount={pageCount} onPage={goToPage} />

          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-3 text-sm sm:px-6">
            <label htmlFor={`${id}-size`} className="text-slate-600">
              {t("staff.products.pageSize")}
            </label>
            <select
              id={`${id}-size`}
              value={filters.pageSize}
              onChange={(event) =>
                setFilters((current) => ({ ...current, pageSize: Number(event.target.value), page: 1 }))
              }
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

      <ProductForm
        open={form.open}
        product={form.product}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={onSaved}
      />

      <ConfirmDialog
        open={pendingPhotoRemoval !== null}
        title={office("office.photo.confirmRemove")}
        confirmLabel={office("office.photo.remove")}
        cancelLabel={t("staff.cancel")}
        onConfirm={() => {
          const product = pendingPhotoRemoval;
          setPendingPhotoRemoval(null);
          if (product) changePhoto(product, null);
        }}
        onCancel={() => setPendingPhotoRemoval(null)}
      >
        {pendingPhotoRemoval ? (
          <>
            <p className="font-semibold text-ink">{pendingPhotoRemoval.name}</p>
            <p className="font-mono text-sm">{pendingPhotoRemoval.partNumber}</p>
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t("staff.products.confirmDelete")}
        confirmLabel={t("staff.products.delete")}
        cancelLabel={t("staff.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete ? (
          <>
            <p className="font-semibold text-ink">{pendingDelete.name}</p>
            <p className="font-mono text-sm">{pendingDelete.partNumber}</p>
            <p className="mt-3 text-sm">{t("staff.products.deleteNote")}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

function Thumbnail({ product }: { product: Product }) {
  return (
    <div
      className={`size-14 shrink-0 overflow-hidden rounded-lg ring-1 ${product.image ? "bg-white ring-slate-200" : "bg-amber-50 ring-amber-300"}`}
    >
      <img
        src={product.image ?? PRODUCT_PLACEHOLDER_IMAGE}
        srcSet={product.imageSrcSet ?? undefined}
        sizes="56px"
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className={`size-full object-contain ${product.image ? "" : "opacity-40 grayscale"}`}
      />
    </div>
  );
}

/** Marks a product the site shows with the placeholder, so missing photos stand out in the list. */
function NoPhoto({ product }: { product: Product }) {
  const { t } = staffTexts.useTexts();
  if (product.image) return null;
  return (
    <span className="mt-1 block">
      <Badge tone="amber">{t("staff.products.noPhoto")}</Badge>
    </span>
  );
}

function ProductLink({ product }: { product: Product }) {
  const { t, language } = staffTexts.useTexts();
  return (
    <a
      href={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-ink underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {product.name}
      <span className="sr-only"> ({t("staff.newTab")})</span>
    </a>
  );
}

function Rating({ rating }: { rating: number | null }) {
  const { t } = staffTexts.useTexts();
  if (rating === null) {
    return (
      <span className="text-slate-500">
        <span aria-hidden>—</span>
        <span className="sr-only">{t("staff.products.noRating")}</span>
      </span>
    );
  }
  return <Stars rating={rating} />;
}

function DeleteButton({ product, onClick }: { product: Product; onClick: () => void }) {
  const { t } = staffTexts.useTexts();
  return (
    <StaffButton look="danger" onClick={onClick}>
      <TrashIcon className="size-4" />
      {t("staff.products.delete")}
      <span className="sr-only">
        {" "}
        {product.name} ({product.partNumber})
      </span>
    </StaffButton>
  );
}

function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t, language } = staffTexts.useTexts();
  if (pageCount <= 1) return null;
  const base = "grid min-h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="flex flex-wrap items-center justify-center gap-2 border-t border-slate-100 px-4 py-4"
    >
      <button
        type="button"
        className={`${base} hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        aria-disabled={page <= 1 || undefined}
        onClick={() => page > 1 && onPage(page - 1)}
      >
        {t("pagination.previous")}
      </button>
      <span className="px-2 text-sm text-slate-600 sm:hidden">
        {t("staff.products.pageOf", { page: formatNumber(page, language), pages: formatNumber(pageCount, language) })}
      </span>
      {pageWindow(page, pageCount).map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden className="hidden px-1 text-slate-500 sm:inline">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={t("pagination.page", { page: item })}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onPage(item)}
            className={`${base} hidden sm:grid ${item === page ? "bg-brand-700 text-white ring-brand-700" : "hover:bg-slate-100"}`}
          >
            {formatNumber(item, language)}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        aria-disabled={page >= pageCount || undefined}
        onClick={() => page < pageCount && onPage(page + 1)}
      >
        {t("pagination.next")}
      </button>
    </nav>
  );
}
