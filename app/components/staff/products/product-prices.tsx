import { useEffect, useId, useState } from "react";
import type { ProductPricesAnswer } from "#app/api/prices.ts";
import { formatPrice } from "#app/catalogue/prices.ts";
import { languageLocale } from "#app/i18n/language.ts";
import { staffPricesTexts } from "#app/i18n/texts/staff-prices.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { formatDateTime } from "../ui.tsx";

const namedKinds = { cost: "prices.kind.cost", mrp: "prices.kind.mrp", dealer: "prices.kind.dealer" } as const;

/**
 * A product's prices in its staff view (issue 46): each kind with its currency, the GST rate and
 * where it comes from, and what each import changed. Read only: prices come from the price lists'
 * imports (decision 218). Fetched from the staff-only call; nothing of it is in any public page.
 */
export function ProductPrices({ productId }: { productId: number }) {
  const { t, language } = staffPricesTexts.useTexts();
  const id = useId();
  const [answer, setAnswer] = useState<ProductPricesAnswer | "failed" | null>(null);

  useEffect(() => {
    let current = true;
    apiRequest("GET /products/:id/prices", { params: { id: productId } }).then((result) => {
      if (current) setAnswer(result.ok ? result.data : "failed");
    });
    return () => {
      current = false;
    };
  }, [productId]);

  const locale = languageLocale(language);
  const kindName = (kind: string) => (kind in namedKinds ? t(namedKinds[kind as keyof typeof namedKinds]) : kind);
  const price = (side: { amount: string; currency: string } | null) =>
    side ? formatPrice(side.amount, side.currency, locale) : t("prices.changeNone");

  return (
    <section className="sm:col-span-2" aria-labelledby={`${id}-title`} data-testid="product-prices">
      <h3 id={`${id}-title`} className="mb-1 text-sm font-medium text-slate-700">
        {t("prices.title")}
      </h3>
      <p className="mb-2 text-xs text-slate-600">{t("prices.hint")}</p>
      {answer === null ? (
        <p className="text-sm text-slate-600">{t("prices.loading")}</p>
      ) : answer === "failed" ? (
        <p className="text-sm text-red-700">{t("prices.failed")}</p>
      ) : (
        <>
          {answer.prices.length === 0 ? (
            <p className="text-sm text-slate-600">{t("prices.none")}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-xs text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t("prices.kind")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    {t("prices.amount")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("prices.updated")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.prices.map((row) => (
                  <tr key={row.kind} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {kindName(row.kind)}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{price(row)}</td>
                    <td className="py-1 text-slate-600">{formatDateTime(row.updatedAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="mt-2 text-sm">
            {answer.gst === null
              ? t("prices.gstNone")
              : t(answer.gst.from === "category" ? "prices.gstFromCategory" : "prices.gst", { rate: answer.gst.rate })}
          </p>
          <h4 className="mt-3 mb-1 text-sm font-medium text-slate-700">{t("prices.history")}</h4>
          {answer.history.length === 0 ? (
            <p className="text-sm text-slate-600">{t("prices.historyNone")}</p>
          ) : (
            <ol className="grid gap-1 text-sm" data-testid="price-history">
              {answer.history.map((change) => (
                <li key={change.id}>
                  <span className="text-slate-600">{formatDateTime(change.changedAt, language)}</span>{" "}
                  {t("prices.change", { kind: kindName(change.kind), old: price(change.old), new: price(change.new) })}
                  {change.importId === null ? null : (
                    <span className="text-slate-600"> ({t("prices.byImport", { id: change.importId })})</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
