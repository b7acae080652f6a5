import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { itemOf, MAX_COMPARED } from "#app/catalogue/compare-items.ts";
import type { Product } from "#app/catalogue/product.ts";
import { compareRows } from "#app/components/compare/compare-rows.ts";
import { PageBanner } from "#app/components/page-banner.tsx";
import { useProductPhoto } from "#app/components/product-image.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type Language, localizePath } from "#app/i18n/language.ts";
import { compareTexts } from "#app/i18n/texts/compare.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { loadComparePage } from "#app/server/products/compare.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { pageMeta } from "#app/utils/seo.ts";
import { useCategoryLabel, useRootData } from "#app/utils/site.ts";
import type { Route } from "./+types/compare";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadComparePage(getAppContext(context).db, url);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "compare.pageTitle", "compare.pageDescription", {}, compareTexts),
  // A comparison is a visitor's own selection: linked and shared, never a page to index.
  { name: "robots", content: "noindex, follow" },
];

/** The address of this comparison with other items: what every add and remove link leads to. */
function compareHref(items: readonly string[], language: Language, add?: string): string {
  const params = new URLSearchParams(items.map((item) => ["item", item]));
  if (add) params.set("add", add);
  const query = params.toString();
  return `${localizePath("/compare", language)}${query ? `?${query}` : ""}`;
}

function ProductHead({ product, removeHref }: { product: Product; removeHref: string }) {
  const { t, language } = compareTexts.useTexts();
  const picture = useProductPhoto(product, t("product.noPhoto"));
  return (
    <th scope="col" className="p-3 text-start align-top font-normal sm:min-w-40 [overflow-wrap:anywhere]">
      <img
        src={picture.src}
        alt={picture.alt}
        width={160}
        height={112}
        className="h-24 w-auto max-w-full object-contain"
      />
      <Link
        to={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
        className="mt-2 block font-semibold text-brand-800 underline"
      >
        {product.name}
      </Link>
      <Link
        to={removeHref}
        aria-label={t("compare.removeLabel", { name: product.name })}
        className="mt-2 inline-block text-sm text-slate-700 underline"
        preventScrollReset
      >
        {t("compare.remove")}
      </Link>
    </th>
  );
}

/** A row on a phone: a grid of one column per compared part (--parts), its name across the top. */
const phoneRow = "max-sm:grid max-sm:grid-cols-[repeat(var(--parts),minmax(0,1fr))]";

function Candidate({ product, addHref }: { product: Product; addHref: string | null }) {
  const { t } = compareTexts.useTexts();
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-slate-200">
      <span>
        <span className="block font-medium">{product.name}</span>
        <span className="font-mono text-sm text-slate-700">{product.partNumber}</span>
      </span>
      {addHref ? (
        <Link
          to={addHref}
          aria-label={t("compare.addThisLabel", { name: product.name })}
          className={buttonClass({ size: "sm", variant: "outline", className: "shrink-0" })}
          preventScrollReset
        >
          {t("compare.addThis")}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * Up to four parts side by side (decision 133): each row a thing a counter clerk checks, marked where
 * the parts differ; the first column stays in view while a phone scrolls across. Adding and removing
 * are links to the next comparison's address, so it works without JavaScript and every state can be
 * sent on.
 */
export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = compareTexts.useTexts();
  const { origin } = useRootData();
  const categoryLabel = useCategoryLabel();
  const { products, specRows, missing, candidates, add } = loaderData;
  const items = products.map(itemOf);
  const rows = compareRows(products, specRows, t, categoryLabel);
  const full = items.length >= MAX_COMPARED;
  const here = compareHref(items, language);
  const sendText = t("compare.sendText", { names: products.map((p) => p.name).join(" / "), url: `${origin}${here}` });
  return (
    <>
      <PageBanner title={t("compare.title")} compact />
      <section className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        {missing.length > 0 ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
            {t("compare.missing", { items: missing.map((item) => item.partNumber).join(", ") })}
          </p>
        ) : null}
        {products.length === 0 ? (
          <p className="text-slate-700">{t("compare.empty")}</p>
        ) : (
          <>
            {products.length > 1 ? <p className="mb-3 text-sm text-slate-700">{t("compare.differsHelp")}</p> : null}
            {/* On a phone every part has a column of its own and each row's name spans them (issue 43:
                the second part was cut off behind a sideways swipe). No explicit roles: HTML forbids
                them on a table's own elements, and Chromium keeps a table's semantics under grid. */}
            <div
              className="rounded-xl ring-1 ring-slate-200 sm:overflow-x-auto"
              data-testid="compare-table"
              style={{ "--parts": products.length } as CSSProperties}
            >
              <table className="w-full border-collapse text-sm max-sm:block">
                <thead className="max-sm:block">
                  <tr className={`border-b border-slate-200 ${phoneRow}`}>
                    <td className="sticky start-0 z-10 bg-white p-3 max-sm:hidden" />
                    {products.map((product) => (
                      <ProductHead
                        key={product.id}
                        product={product}
                        removeHref={compareHref(
                          items.filter((item) => item !== itemOf(product)),
                          language,
                        )}
                      />
                    ))}
                  </tr>
                </thead>
                <tbody className="max-sm:block">
                  {rows.map((row) => (
                    <tr
                      key={row.key}
                      data-differs={row.differs || undefined}
                      className={`border-b border-slate-100 ${phoneRow} ${row.differs ? "bg-amber-50" : ""}`}
                    >
                      <th
                        scope="row"
                        className={`p-3 text-start align-top font-medium text-slate-700 max-sm:col-span-full max-sm:pb-0 sm:sticky sm:start-0 sm:z-10 sm:w-32 ${row.differs ? "bg-amber-50" : "bg-white"}`}
                      >
                        {row.label}
                        {row.differs ? (
                          <span className="mt-1 block text-xs font-semibold text-amber-800">
                            {t("compare.differs")}
                          </span>
                        ) : null}
                      </th>
                      {row.cells.map((cell, index) => (
                        <td
                          // Cells follow the products' order, which the URL fixes.
                          key={`${row.key}-${products[index]?.id}`}
                          className={`p-3 align-top [overflow-wrap:anywhere] ${row.mono ? "font-mono" : ""}`}
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {products.length > 1 ? (
              <a
                href={`https://wa.me/?text=${encodeURIComponent(sendText)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-block font-medium text-[#166534] underline"
              >
                {t("compare.send")}
              </a>
            ) : null}
          </>
        )}

        <section aria-labelledby="compare-add" className="mt-10 max-w-3xl">
          <h2 id="compare-add" className="text-xl font-semibold">
            {t("compare.add")}
          </h2>
          {full ? <p className="mt-2 text-sm text-slate-700">{t("compare.full")}</p> : null}
          <Form method="get" className="mt-3 flex gap-2" role="search">
            {items.map((item) => (
              <input key={item} type="hidden" name="item" value={item} />
            ))}
            <label htmlFor="compare-add-q" className="sr-only">
              {t("compare.addLabel")}
            </label>
            <input
              id="compare-add-q"
              name="add"
              defaultValue={add}
              key={add}
              placeholder={t("compare.addLabel")}
              className="w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            <button type="submit" className={buttonClass({ className: "shrink-0" })}>
              {t("compare.addSubmit")}
            </button>
          </Form>
          {candidates.length > 0 || add ? (
            <>
              <h3 className="mt-6 font-semibold">{add ? t("compare.found", { q: add }) : t("compare.suggested")}</h3>
              {candidates.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">{t("compare.foundNothing", { q: add })}</p>
              ) : (
                <ul className="mt-3 space-y-2" data-testid="compare-candidates">
                  {candidates.map((product) => (
                    <Candidate
                      key={product.id}
                      product={product}
                      addHref={full ? null : compareHref([...items, itemOf(product)], language)}
                    />
                  ))}
                </ul>
              )}
            </>
          ) : null}
        </section>
      </section>
    </>
  );
}
