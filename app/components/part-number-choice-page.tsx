import { Link } from "react-router";
import { choiceTexts } from "#app/i18n/texts/part-number-choice.ts";
import type { PartNumberChoice } from "#app/server/products/product-page.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { PageBanner } from "./page-banner.tsx";

/**
 * A part number several brands sell, reached at an address that cannot tell which (decision 089):
 * one line per brand, each leading to that product's own brand address. Loaded only when shown
 * (part-number-choice.tsx): product pages' first-load JavaScript does not carry it.
 */
export default function PartNumberChoicePage({ data }: { data: PartNumberChoice }) {
  const { t, language } = choiceTexts.useTexts();
  return (
    <>
      <PageBanner title={t("choice.title", { partNumber: data.partNumber })} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="text-lg font-semibold text-slate-700">{t("choice.text")}</h2>
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {data.products.map((product) => (
            <li key={product.id}>
              <Link
                to={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
                className="block px-5 py-4 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-lg font-semibold text-brand-800">{product.brand}</span>
                <span className="block text-ink">{product.name}</span>
                <span className="block font-mono text-sm text-slate-600">{product.partNumber}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
