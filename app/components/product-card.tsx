import { Link } from "react-router";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { resolveCategory } from "#app/catalogue/resolve.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { Stars } from "./ui/stars.tsx";

export interface ProductCardProps {
  product: Product;
  href: string;
  /** The brand page labels cards with the category; the category page with the brand. */
  label: "category" | "brand";
  /** The first cards of a page load eagerly: they are likely in the first viewport. */
  eager?: boolean;
}

export function ProductCard({ product, href, label, eager = false }: ProductCardProps) {
  const { t, language } = finderTexts.useTexts();
  const tag =
    label === "brand" ? product.brand : (resolveCategory(product.categorySlug)?.label[language] ?? product.category);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={product.image ?? PRODUCT_PLACEHOLDER_IMAGE}
          srcSet={product.imageSrcSet ?? undefined}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 95vw"
          alt={product.image ? product.name : t("product.noPhoto")}
          width={640}
          height={480}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-contain p-2"
        />
        <span className="absolute top-2 left-2 rounded-full bg-brand-800 px-2.5 py-1 text-xs font-semibold text-white">
          {tag}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug text-ink">{product.name}</h3>
        <p className="text-sm text-slate-600">
          {t("product.partNo")} <span className="font-mono font-medium text-ink">{product.partNumber}</span>
        </p>
        {product.matched ? (
          <p className="text-sm font-medium text-emerald-800" data-testid="matched-number">
            {t(product.matched.kind === "oe" ? "finder.matchesOe" : "finder.matchesXref", {
              number: product.matched.number,
            })}
          </p>
        ) : null}
        {product.description ? <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p> : null}
        {product.rating !== null ? <Stars rating={product.rating} /> : null}
        <Link to={href} className={buttonClass({ size: "sm", className: "mt-auto" })}>
          {t("product.viewDetails")}
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
