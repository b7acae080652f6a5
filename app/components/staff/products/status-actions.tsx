import { useState } from "react";
import { Link } from "react-router";
import type { ProductStatusRequest } from "#app/api/products.ts";
import type { Product, ProductStatus } from "#app/catalogue/product.ts";
import { localizePath } from "#app/i18n/language.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { type PublishTarget, usePublishConfirmation } from "../publish-confirm.tsx";
import { Badge, buttonStyles, type Notice, StaffButton } from "../ui.tsx";
import type { TableQuery } from "./table-query.ts";

/** Which products a status change names: the API's targets (decision 086). */
type Target = Omit<ProductStatusRequest, "status">;

/**
 * Publishing, archiving and restoring from the products table (decisions 085, 086): one product from
 * its row, or all of the import or the brand the table is filtered by. Each is one call, one
 * transaction; the table is fetched again after it.
 */
export function useStatusActions({
  onNotice,
  onChanged,
}: {
  onNotice: (notice: Notice | null) => void;
  onChanged: () => void;
}) {
  const { t } = staffDraftsTexts.useTexts();
  const [busy, setBusy] = useState(false);
  const setStatus = async (target: Target, status: ProductStatus) => {
    if (busy) return;
    setBusy(true);
    onNotice(null);
    const result = await apiRequest("POST /products/status", {
      json: { ...target, status },
    });
    setBusy(false);
    if (result.status === 401) return;
    if (result.ok) {
      onNotice({ tone: "success", text: t("drafts.done", { count: Number(result.data.changed) || 0 }) });
      onChanged();
    } else {
      onNotice({ tone: "error", text: result.error ?? t("drafts.error") });
    }
  };
  return { busy, setStatus };
}

export type StatusActions = ReturnType<typeof useStatusActions>;

const badgeTones = { active: "brand", draft: "amber", archived: "slate" } as const;

/** The row's status, as a badge. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = staffDraftsTexts.useTexts();
  return (
    <span className="mt-1 block" data-status={status}>
      <Badge tone={badgeTones[status]}>{t(`drafts.status.${status}`)}</Badge>
    </span>
  );
}

/**
 * A row's Preview link and status buttons: a draft is published or archived, a published product
 * archived, an archived one restored (published again). Each names its product for screen readers.
 */
export function StatusButtons({ product, actions }: { product: Product; actions: StatusActions }) {
  const { t, language } = staffDraftsTexts.useTexts();
  const name = `${product.name} (${product.partNumber})`;
  const button = (status: ProductStatus, key: "publish" | "archive" | "restore") => (
    <StaffButton
      key={key}
      look="quiet"
      inactive={actions.busy}
      aria-label={t(`drafts.action.${key}Named`, { name })}
      onClick={() => actions.setStatus({ ids: [product.id] }, status)}
    >
      {t(`drafts.action.${key}`)}
    </StaffButton>
  );
  return (
    <>
      <Link
        to={localizePath(`/add-products/preview/${product.id}`, language)}
        aria-label={t("drafts.action.previewNamed", { name })}
        className={buttonStyles.quiet}
      >
        {t("drafts.action.preview")}
      </Link>
      {product.status === "draft" ? [button("active", "publish"), button("archived", "archive")] : null}
      {product.status === "active" ? button("archived", "archive") : null}
      {product.status === "archived" ? button("active", "restore") : null}
    </>
  );
}

/**
 * All of the import, or of the brand, the table is filtered by: publish or archive them at once.
 * Publishing asks first, naming what it publishes (decision 202).
 */
export function BulkStatusButtons({ query, actions }: { query: TableQuery; actions: StatusActions }) {
  const { t } = staffDraftsTexts.useTexts();
  const confirmation = usePublishConfirmation((target) => actions.setStatus(target, "active"));
  const groups: { target: PublishTarget; publish: string; archive: string }[] = [
    ...(query.importId
      ? [
          {
            target: { importId: query.importId },
            publish: t("drafts.bulk.publishImport"),
            archive: t("drafts.bulk.archiveImport"),
          },
        ]
      : []),
    ...(query.brand
      ? [
          {
            target: { brand: query.brand },
            publish: t("drafts.bulk.publishBrand"),
            archive: t("drafts.bulk.archiveBrand"),
          },
        ]
      : []),
  ];
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2 border-b border-slate-200 px-4 py-3 sm:px-6" data-bulk-status>
      {groups.map((group) => (
        <div key={group.publish} className="flex flex-wrap gap-2">
          <StaffButton
            look="secondary"
            inactive={actions.busy}
            onClick={() => {
              if (!actions.busy) confirmation.ask(group.target);
            }}
          >
            {group.publish}
          </StaffButton>
          <StaffButton look="quiet" inactive={actions.busy} onClick={() => actions.setStatus(group.target, "archived")}>
            {group.archive}
          </StaffButton>
        </div>
      ))}
      {confirmation.dialog}
    </div>
  );
}
