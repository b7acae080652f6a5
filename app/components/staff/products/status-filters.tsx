import { useEffect, useId, useState } from "react";
import type { ImportEntry } from "#app/api/imports.ts";
import { type ProductStatusFilter, productStatusFilters } from "#app/api/products.ts";
import { parseRecordId } from "#app/forms/record-id.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { fieldStyles } from "../ui.tsx";
import type { TableQuery } from "./table-query.ts";

/** The imports staff may narrow the table to: the latest sheets, not undone. */
function useImportChoices(): ImportEntry[] {
  const [imports, setImports] = useState<ImportEntry[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET /imports", { query: { limit: 50 }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted || !result.ok || !Array.isArray(result.data.imports)) return;
      setImports(result.data.imports.filter((entry) => entry.source === "sheet" && !entry.undoneAt));
    });
    return () => controller.abort();
  }, []);
  return imports;
}

/** The table's status and import filters (decision 085): drafts of one import are one choice away. */
export function StatusFilters({
  query,
  onChange,
}: {
  query: TableQuery;
  onChange: (changes: Partial<TableQuery>) => void;
}) {
  const { t } = staffDraftsTexts.useTexts();
  const id = useId();
  const imports = useImportChoices();
  // An import named by the address but no longer offered (older, undone) still shows as chosen.
  const offered = imports.some((entry) => entry.id === query.importId) || !query.importId;
  return (
    <>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("drafts.status.label")}
        </label>
        <select
          id={`${id}-status`}
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as ProductStatusFilter, page: 1 })}
          className={fieldStyles}
        >
          {productStatusFilters.map((status) => (
            <option key={status} value={status}>
              {t(`drafts.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-import`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("drafts.import.label")}
        </label>
        <select
          id={`${id}-import`}
          value={query.importId}
          onChange={(event) => onChange({ importId: parseRecordId(event.target.value) ?? 0, page: 1 })}
          className={fieldStyles}
        >
          <option value={0}>{t("drafts.import.any")}</option>
          {offered ? null : <option value={query.importId}>#{query.importId}</option>}
          {imports.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {t("drafts.import.option", { id: entry.id, file: entry.fileName, date: entry.createdAt.slice(0, 10) })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
