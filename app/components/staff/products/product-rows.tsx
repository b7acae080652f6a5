import type { ReactNode } from "react";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { sizesBesideSrcSet } from "#app/components/product-image.ts";
import { Stars } from "#app/components/ui/stars.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { useCategoryLabel } from "#app/utils/site.ts";
import { StaffTable } from "../staff-table.tsx";
import { Badge } from "../ui.tsx";
import { StatusBadge } from "./status-actions.tsx";

interface ProductRowsProps {
  products: Product[];
  /** The table's name for screen readers ("Uploaded Products, page 2 of 10"). */
  caption: string;
  /** A row's photo cell: the thumbnail, which may take a dropped photo. */
  photo: (product: Product, thumbnail: ReactNode) => ReactNode;
  /** A row's buttons. */
  actions: (product: Product) => ReactNode;
  /** A row's checkbox choosing it for shelf labels, and its column's heading. */
  select?: { heading: string; cell: (product: Product) => ReactNode };
}

/** One page of products: a table on wide screens, a list of cards on phones (the other is hidden). */
export function ProductRows({ products, caption, photo, actions, select }: ProductRowsProps) {
  const { t } = staffTexts.useTexts();
  const categoryLabel = useCategoryLabel();
  return (
    <>
      <StaffTable
        caption={caption}
        className="hidden md:table"
        columns={[
          { label: t("staff.products.image"), className: "py-3 pe-2 ps-6" },
          { label: t("staff.products.name"), className: "px-2 py-3" },
          { label: t("staff.products.partNumber"), className: "px-2 py-3" },
          { label: t("staff.products.brand"), className: "px-2 py-3" },
          { label: t("staff.products.category"), className: "px-2 py-3" },
          { label: t("staff.products.rating"), className: "px-2 py-3" },
          {
            label: <span className="sr-only">{t("staff.products.actions")}</span>,
            className: "py-3 pe-6 ps-2 text-end",
          },
          // Last, so the columns before it keep their places.
          ...(select ? [{ label: select.heading, className: "py-3 pe-6 text-center" }] : []),
        ]}
      >
        {products.map((product) => (
          <tr key={product.id} data-part-number={product.partNumber} className="align-middle hover:bg-slate-50/70">
            <td className="w-20 py-3 pe-2 ps-6">{photo(product, <Thumbnail product={product} />)}</td>
            <td className="max-w-xs px-2 py-3">
              <ProductLink product={product} />
              <StatusBadge status={product.status} />
              <NoPhoto product={product} />
            </td>
            <td className="px-2 py-3 font-mono text-ink">{product.partNumber}</td>
            <td className="px-2 py-3 text-slate-700">{product.brand}</td>
            <td className="px-2 py-3 text-slate-700">{categoryLabel(product)}</td>
            <td className="px-2 py-3">
              <Rating rating={product.rating} />
            </td>
            <td className="py-3 pe-6 ps-2 text-end">{actions(product)}</td>
            {select ? <td className="w-16 py-3 pe-6 text-center">{select.cell(product)}</td> : null}
          </tr>
        ))}
      </StaffTable>

      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t("staff.products.title")}>
        {products.map((product) => (
          <li key={product.id} data-part-number={product.partNumber} className="flex gap-3 px-4 py-4">
            {select ? <div className="pt-4">{select.cell(product)}</div> : null}
            {photo(product, <Thumbnail product={product} />)}
            <div className="min-w-0 flex-1 space-y-1">
              <ProductLink product={product} />
              <StatusBadge status={product.status} />
              <NoPhoto product={product} />
              <p className="font-mono text-sm text-ink">{product.partNumber}</p>
              <p className="text-sm text-slate-600">
                {product.brand} · {categoryLabel(product)}
              </p>
              <Rating rating={product.rating} />
              <div className="pt-1 [&>div]:justify-start">{actions(product)}</div>
            </div>
          </li>
        ))}
      </ul>
    </>
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
        sizes={sizesBesideSrcSet(product.imageSrcSet, "56px")}
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
