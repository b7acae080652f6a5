import { useState } from "react";
import type { PublishCounts } from "#app/api/imports.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffReviewTexts } from "#app/i18n/texts/staff-review.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { formatNumber } from "./ui.tsx";

/** What a publish names: all of an import's products, or all of a brand's (decision 202). */
export type PublishTarget = { importId: number } | { brand: string };

/** The confirmation's question: "Publish 92 products in 6 categories and 3 new brands?". */
export function usePublishQuestion(): (counts: PublishCounts) => string {
  const { t } = staffReviewTexts.useTexts();
  return (counts) => {
    const parts = {
      products: t("review.confirm.products", { count: counts.products }),
      categories: t("review.confirm.categories", { count: counts.categories }),
      brands: t("review.confirm.brands", { count: counts.newBrands }),
    };
    return t(counts.newBrands > 0 ? "review.confirm.titleWithBrands" : "review.confirm.title", parts);
  };
}

type Asked = { target: PublishTarget; counts: PublishCounts | null; failed: boolean };

/**
 * Publishing all of an import or a brand, asked first (issue 40, decision 202): `ask` counts what
 * would be published on the server, the dialog names the counts and lists them per category, and
 * only its Publish button calls `publish`. A modal <dialog>: focus stays in it, Escape cancels, Cancel
 * has the focus first and focus goes back to the button that asked.
 */
export function usePublishConfirmation(publish: (target: PublishTarget) => void) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = async (target: PublishTarget) => {
    setAsked({ target, counts: null, failed: false });
    const query = "importId" in target ? { importId: target.importId } : { brand: target.brand };
    const result = await apiRequest("GET /products/status-summary", { query });
    if (result.status === 401) return setAsked(null);
    setAsked((current) =>
      current?.target === target ? { target, counts: result.ok ? result.data : null, failed: !result.ok } : current,
    );
  };
  const dialog = (
    <PublishConfirmDialog
      asked={asked}
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        if (!asked) return;
        setAsked(null);
        publish(asked.target);
      }}
    />
  );
  return { ask, dialog };
}

function PublishConfirmDialog({
  asked,
  onConfirm,
  onCancel,
}: {
  asked: Asked | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, language } = staffReviewTexts.useTexts();
  const staff = staffTexts.useTexts().t;
  const question = usePublishQuestion();
  const counts = asked?.counts ?? null;
  const nothing = counts !== null && counts.products === 0;
  const title = counts
    ? nothing
      ? t("review.confirm.nothing")
      : question(counts)
    : asked?.failed
      ? t("review.confirm.error")
      : t("review.confirm.loading");
  return (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      confirmLabel={t("review.confirm.publish")}
      cancelLabel={staff("staff.cancel")}
      confirmLook="primary"
      confirmInactive={counts === null || nothing}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {counts && !nothing ? (
        <div data-publish-summary>
          <p className="text-sm">{t("review.confirm.intro")}</p>
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm">
            {counts.perCategory.map((category) => (
              <li key={category.slug} className="flex justify-between gap-4">
                <span>{category.name}</span>
                <span className="font-semibold tabular-nums">{formatNumber(category.products, language)}</span>
              </li>
            ))}
          </ul>
          {counts.newBrands > 0 ? <p className="mt-3 text-sm">{t("review.confirm.brandsNote")}</p> : null}
          <p className="mt-2 text-sm text-slate-600">{t("review.confirm.skipped")}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
