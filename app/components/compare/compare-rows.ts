import { formatFit } from "#app/catalogue/fitment.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { SpecTableRow } from "#app/catalogue/spec-fields.ts";
import type { CompareKey } from "#app/i18n/texts/compare.ts";
import type { Translate } from "#app/i18n/translate.ts";

/** One line of the comparison: a label and each product's value as text, and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  /** Two or more products whose values are not the same (case and spacing aside). */
  differs: boolean;
  /** Numbers read better in a fixed-width face. */
  mono?: boolean;
}

const sameText = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

function row(key: string, label: string, cells: string[], mono = false): CompareRow {
  const values = new Set(cells.map(sameText));
  return { key, label, cells, differs: cells.length > 1 && values.size > 1, mono };
}

/**
 * The comparison's lines, in the order a counter clerk checks a part: what it is and its
 * specifications, then what it fits, then the other makers' numbers. A value a product lacks is "—",
 * which differs from one it has.
 */
export function compareRows(
  products: readonly Product[],
  specRows: readonly (readonly SpecTableRow[])[],
  t: Translate<CompareKey>,
  categoryLabel: (product: Product) => string,
): CompareRow[] {
  const none = t("compare.none");
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : none);
  // Every specification any of them has, in the order of the first that has it (its category's order).
  const specLabels = new Map<string, string>();
  for (const rows of specRows)
    for (const spec of rows) if (!specLabels.has(spec.key)) specLabels.set(spec.key, spec.label);
  const specs = [...specLabels].map(([key, label]) =>
    row(
      `spec.${key}`,
      label,
      products.map((_, index) => specRows[index]?.find((spec) => spec.key === key)?.text ?? none),
    ),
  );
  return [
    row(
      "partNumber",
      t("product.partNumber"),
      products.map((p) => p.partNumber),
      true,
    ),
    row(
      "brand",
      t("product.brand"),
      products.map((p) => p.brand),
    ),
    row("category", t("product.category"), products.map(categoryLabel)),
    ...specs,
    row(
      "fits",
      t("compare.vehicles"),
      products.map((p) => {
        const text = [...p.fits.map(formatFit), ...(p.fitsNote ? [p.fitsNote] : [])].join("; ");
        return text || none;
      }),
    ),
    row(
      "oeNumbers",
      t("compare.oeNumbers"),
      products.map((p) => list(p.oeNumbers)),
      true,
    ),
    row(
      "crossReferences",
      t("compare.crossReferences"),
      products.map((p) => list(p.crossReferences)),
      true,
    ),
    row(
      "rating",
      t("product.rating"),
      products.map((p) => (p.rating === null ? none : `${p.rating} / 5`)),
    ),
  ];
}
