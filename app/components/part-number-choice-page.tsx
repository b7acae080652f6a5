import { useTranslation } from "#app/i18n/translate.ts";
import type { PartNumberChoice, ProductPageAnswer } from "#app/server/product-page.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { PageBanner } from "./page-banner.tsx";
import { ProductCard } from "./product-card.tsx";

export function isPartNumberChoice(data: ProductPageAnswer): data is PartNumberChoice {
  return "choice" in data;
}

/**
 * A part number several brands sell, reached at an address that cannot tell which (decision 089):
 * one card per brand, each leading to that product's own brand address.
 */
export function PartNumberChoicePage({ data }: { data: PartNumberChoice }) {
  const { t, language } = useTranslation();
  return (
    <>
      <PageBanner title={t("product.choiceTitle", { partNumber: data.partNumber })} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="text-lg font-semibold text-slate-700">{t("product.choiceText")}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
                label="brand"
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
