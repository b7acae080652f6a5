import { useId } from "react";
import type { ImportSummary, PublishChoice as Publish } from "#app/api/imports.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";

/** The confirm step's choice: a `publish` value the upload sends, or the rule's mix ("suggested"). */
export type ImportPublish = Publish | "suggested";

/** What the confirm step preselects: what the server's rule would do (decision 087). */
export const defaultPublishOf = (summary: ImportSummary): ImportPublish => summary.defaultPublish ?? "now";

/**
 * "Publish at once" or "Bring in as drafts" before Import, the rule's answer preselected, with how
 * many of the new products each choice leaves as drafts. The preview was checked without a choice,
 * so its `drafts` is the rule's count ("suggested").
 */
export function PublishChoice({
  summary,
  value,
  onChange,
  disabled,
}: {
  summary: ImportSummary;
  value: ImportPublish;
  onChange: (value: ImportPublish) => void;
  disabled: boolean;
}) {
  const { t } = staffDraftsTexts.useTexts();
  const id = useId();
  const created = summary.created;
  const choices: ImportPublish[] =
    summary.defaultPublish === "suggested" ? ["suggested", "now", "drafts"] : ["now", "drafts"];
  const drafts = value === "now" ? 0 : value === "drafts" ? created : (summary.drafts ?? 0);
  return (
    <fieldset
      className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
      aria-describedby={`${id}-count`}
    >
      <legend className="px-1 font-semibold text-ink">{t("drafts.choice.legend")}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-publish`}
            value={choice}
            className="mt-1 size-4"
            checked={value === choice}
            disabled={disabled}
            onChange={() => onChange(choice)}
          />
          {t(`drafts.choice.${choice}`)}
        </label>
      ))}
      <p id={`${id}-count`} className="text-sm text-slate-600" data-drafts-count={drafts}>
        {t("drafts.choice.count", { count: drafts, created: String(created) })}
      </p>
    </fieldset>
  );
}
