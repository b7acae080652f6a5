import { lazy, Suspense, useState } from "react";
import { staffLabelsTexts } from "#app/i18n/texts/staff-labels.ts";
import { StaffButton } from "../ui.tsx";
import type { LabelProduct } from "./shelf-labels.tsx";

const ShelfLabels = lazy(() => import("./shelf-labels.tsx"));

/**
 * The products chosen for shelf labels (issue 32, decision 150), kept across the table's pages and
 * filters in the order they were ticked, until printed or cleared.
 */
export function useShelfLabelChoice() {
  const { t } = staffLabelsTexts.useTexts();
  const [chosen, setChosen] = useState<Map<number, LabelProduct>>(new Map());
  const [printing, setPrinting] = useState(false);
  return {
    heading: t("labels.selectColumn"),
    chosen,
    printing,
    setPrinting,
    toggle(product: LabelProduct, on: boolean) {
      setChosen((current) => {
        const next = new Map(current);
        if (on) next.set(product.id, { ...product });
        else next.delete(product.id);
        return next;
      });
    },
    clear: () => setChosen(new Map()),
  };
}
type Choice = ReturnType<typeof useShelfLabelChoice>;

export function ShelfLabelCheckbox({ product, choice }: { product: LabelProduct; choice: Choice }) {
  const { t } = staffLabelsTexts.useTexts();
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={t("labels.select", { name: product.name })}
      checked={choice.chosen.has(product.id)}
      onChange={(event) => choice.toggle(product, event.target.checked)}
    />
  );
}

/** "Print labels (3)", once something is chosen, and the preview it opens. */
export function ShelfLabelsButton({ choice }: { choice: Choice }) {
  const { t } = staffLabelsTexts.useTexts();
  if (choice.chosen.size === 0) return null;
  return (
    <>
      <StaffButton look="secondary" onClick={() => choice.setPrinting(true)}>
        {t("labels.print", { count: choice.chosen.size })}
      </StaffButton>
      <StaffButton look="quiet" onClick={choice.clear}>
        {t("labels.clear")}
      </StaffButton>
      {choice.printing ? (
        <Suspense fallback={null}>
          <ShelfLabels products={[...choice.chosen.values()]} onClose={() => choice.setPrinting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
