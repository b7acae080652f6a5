import type { FieldChange, ProductChanges } from "#app/api/imports.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";

const fieldKeys = {
  name: "office.form.name",
  partNumber: "office.form.partNumber",
  brand: "office.form.brand",
  category: "office.form.category",
  description: "office.form.description",
  image: "office.form.photo",
  rating: "office.form.rating",
  oeNumbers: "office.form.oeNumbers",
  crossReferences: "office.form.crossReferences",
  fits: "office.form.fits",
} as const satisfies Record<FieldChange["field"], string>;

/** In an import's preview, what changes in each product it updates: "Name: old → new". */
export function PreviewChanges({ products, updated }: { products: readonly ProductChanges[]; updated: number }) {
  const { t } = officeTexts.useTexts();
  const empty = <span className="text-slate-500 italic">{t("office.preview.empty")}</span>;
  return (
    <details className="mt-4 rounded-lg ring-1 ring-slate-200" open={products.length <= 10}>
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">
        {t("office.preview.title", { count: updated })}
      </summary>
      <ul className="max-h-96 divide-y divide-slate-100 overflow-auto text-sm" data-testid="preview-changes">
        {products.map((product) => (
          <li key={`${product.brand} ${product.partNumber}`} className="px-3 py-2">
            <p className="font-semibold [overflow-wrap:anywhere] text-ink">
              <span className="font-mono">{product.partNumber}</span> · {product.brand} · {product.name}
            </p>
            <ul className="mt-1 space-y-0.5">
              {product.changes.map((change) => (
                <li key={change.field} className="[overflow-wrap:anywhere] text-slate-700">
                  <span className="font-medium">{t(fieldKeys[change.field])}:</span>{" "}
                  <del className="text-red-800">{change.old || empty}</del> <span aria-hidden>→</span>
                  <span className="sr-only">{t("office.preview.to")}</span>{" "}
                  <ins className="text-emerald-800 no-underline">{change.new || empty}</ins>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {updated > products.length ? (
        <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-600">
          {t("office.preview.more", { count: updated - products.length })}
        </p>
      ) : null}
    </details>
  );
}
