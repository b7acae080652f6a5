import { useCallback, useEffect, useId, useState } from "react";
import type { ImportGroup, ImportGroupAction, ImportReview, ReviewGroup } from "#app/api/imports.ts";
import { localizePath } from "#app/i18n/language.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";
import { staffReviewTexts } from "#app/i18n/texts/staff-review.ts";
import { type ApiResult, apiRequest } from "#app/utils/staff-api.ts";
import { StatusBadge } from "./products/status-actions.tsx";
import { type PublishTarget, usePublishConfirmation } from "./publish-confirm.tsx";
import { formatNumber, LoadFailed, MessageBox, type Notice, StaffButton } from "./ui.tsx";

type Load = { status: "loading" | "error" } | { status: "ready"; review: ImportReview };

/**
 * Seeing before publishing (issue 40, decision 202): after an import, what it puts on the public site
 * per category and per new brand, a few products of each to open (in a new tab, so the review stays),
 * and each group published, kept as drafts or sent back to "needs a look" by itself. "Publish all of
 * this import" asks first, naming the counts. `onChanged` tells the page the products changed.
 */
export function ImportReviewPanel({ importId, onChanged }: { importId: number; onChanged: () => void }) {
  const { t } = staffReviewTexts.useTexts();
  const drafts = staffDraftsTexts.useTexts().t;
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const reload = useCallback(async () => {
    const result = await apiRequest("GET /imports/:id/review", { params: { id: importId } });
    if (result.status === 401) return;
    setLoad(result.ok ? { status: "ready", review: result.data } : { status: "error" });
  }, [importId]);

  useEffect(() => {
    setLoad({ status: "loading" });
    reload();
  }, [reload]);

  /** One call, then the review as the server has it now; a success names how many products changed. */
  const change = async (call: () => Promise<ApiResult<{ changed: number; review?: ImportReview }>>) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const result = await call();
    setBusy(false);
    if (result.status === 401) return;
    if (!result.ok) {
      setNotice({ tone: "error", text: result.error ?? drafts("drafts.error") });
      return;
    }
    setNotice({ tone: "success", text: drafts("drafts.done", { count: Number(result.data.changed) || 0 }) });
    if (result.data.review) setLoad({ status: "ready", review: result.data.review });
    else await reload();
    onChanged();
  };

  const act = (group: ImportGroup, action: ImportGroupAction) =>
    change(() => apiRequest("POST /imports/:id/groups", { params: { id: importId }, json: { ...group, action } }));
  const publishAll = (target: PublishTarget) =>
    change(() => apiRequest("POST /products/status", { json: { ...target, status: "active" } }));
  const confirmation = usePublishConfirmation(publishAll);

  if (load.status !== "ready") {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {t("review.title")}
        </h3>
        {load.status === "error" ? (
          <LoadFailed message={t("review.error")} onRetry={reload} />
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("review.loading")}</p>
        )}
      </section>
    );
  }
  const { review } = load;
  const sections: { key: string; title: string; groups: ReviewGroup[] }[] = [
    { key: "categories", title: t("review.categories"), groups: review.categories },
    { key: "brands", title: t("review.newBrands"), groups: review.newBrands },
  ];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
      data-import-review={importId}
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {t("review.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {review.drafts > 0 ? t("review.intro", { count: review.drafts }) : t("review.allPublished")}
        </p>
      </div>
      <MessageBox notice={notice} />
      {sections.map((section) =>
        section.groups.length > 0 ? (
          <div key={section.key}>
            <h4 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{section.title}</h4>
            <ul className="mt-2 grid gap-3 md:grid-cols-2">
              {section.groups.map((group) => (
                <GroupCard key={group.slug} group={group} busy={busy} onAction={act} />
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {review.needsLook.products > 0 ? (
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{t("review.needsLook")}</h4>
          <p className="mt-1 text-sm text-slate-600">{t("review.needsLookIntro")}</p>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            <GroupCard group={{ ...review.needsLook, name: t("review.needsLook") }} busy={busy} onAction={act} />
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        {review.toPublish.products > 0 ? (
          <StaffButton
            look="primary"
            inactive={busy}
            onClick={() => {
              if (!busy) confirmation.ask({ importId });
            }}
          >
            {t("review.publishAll")}
          </StaffButton>
        ) : (
          <p className="text-sm text-slate-600">{t("review.nothingToPublish")}</p>
        )}
      </div>
      {confirmation.dialog}
    </section>
  );
}

/** One group: its name and counts, its first products to open, and what can be done with it. */
function GroupCard({
  group,
  busy,
  onAction,
}: {
  group: ReviewGroup;
  busy: boolean;
  onAction: (group: ImportGroup, action: ImportGroupAction) => void;
}) {
  const { t, language } = staffReviewTexts.useTexts();
  const target: ImportGroup =
    group.kind === "needs-look" ? { kind: "needs-look" } : { kind: group.kind, slug: group.slug };
  const button = (action: ImportGroupAction, label: string, named: string) => (
    <StaffButton
      key={action}
      look={action === "publish" ? "secondary" : "quiet"}
      inactive={busy}
      aria-label={named}
      onClick={() => {
        if (!busy) onAction(target, action);
      }}
    >
      {label}
    </StaffButton>
  );
  const name = group.name;
  const more = group.products - group.samples.length;
  return (
    <li className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-review-group={`${group.kind}:${group.slug}`}>
      <p className="font-semibold text-ink">{name}</p>
      <p className="text-sm text-slate-600" data-group-counts>
        {t("review.counts", {
          count: group.products,
          drafts: formatNumber(group.drafts, language),
          published: formatNumber(group.published, language),
        })}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {group.samples.map((sample) => (
          <li key={sample.id} className="flex flex-wrap items-center gap-x-2">
            <a
              href={localizePath(`/add-products/preview/${sample.id}`, language)}
              target="_blank"
              rel="noopener"
              className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {sample.name} ({sample.partNumber})<span className="sr-only"> {t("review.opensNewTab")}</span>
            </a>
            <StatusBadge status={sample.status} />
          </li>
        ))}
        {more > 0 ? <li className="text-slate-600">{t("review.more", { count: more })}</li> : null}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        {group.drafts > 0 ? button("publish", t("review.publish"), t("review.publishNamed", { name })) : null}
        {group.kind === "needs-look"
          ? button("draft", t("review.keep"), t("review.keep"))
          : group.published > 0
            ? button("draft", t("review.draft"), t("review.draftNamed", { name }))
            : null}
        {group.kind !== "needs-look"
          ? button("needs-look", t("review.sendBack"), t("review.sendBackNamed", { name }))
          : null}
      </div>
    </li>
  );
}
