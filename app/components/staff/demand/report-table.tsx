import type { ReactNode } from "react";
import { useId } from "react";
import type { NotStockedRequest } from "#app/api/demand.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import type { Language } from "#app/i18n/language.ts";
import type { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { downloadCsv, toCsv } from "#app/utils/csv.ts";
import type { ProductPrefill } from "../products/product-form-values.ts";
import { StaffTable } from "../staff-table.tsx";
import { StaffButton } from "../ui.tsx";

/** The Demand tab's texts, as its tables are given them. */
export type DemandT = ReturnType<typeof demandTexts.useTexts>["t"];

export interface TableTexts {
  t: DemandT;
  language: Language;
}

/** One table of the report under its heading, with its CSV download; an empty one says so. */
export function ReportTable({
  title,
  fileName,
  columns,
  csv,
  children,
  count,
  t,
}: {
  title: string;
  fileName: string;
  columns: { label: string; className: string }[];
  /** The table as CSV lines, headers first. */
  csv: () => (string | number)[][];
  children: ReactNode;
  count: number;
  t: DemandT;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {count > 0 ? (
          <StaffButton look="quiet" onClick={() => downloadCsv(toCsv(csv()), fileName)} aria-describedby={id}>
            <DownloadIcon className="size-4" />
            {t("demand.csv")}
          </StaffButton>
        ) : null}
      </div>
      {count === 0 ? (
        <p className="px-4 py-6 text-slate-600 sm:px-6">{t("demand.empty")}</p>
      ) : (
        <StaffTable scroll="sideways" columns={columns} caption={title}>
          {children}
        </StaffTable>
      )}
    </section>
  );
}

export const cell = "px-4 py-2 sm:px-6";
export const numberCell = `${cell} text-end tabular-nums`;

/** The buttons a row of unanswered demand offers: add a product prefilled, or mark it not stocked. */
export type Actions = (subject: string, kind: NotStockedRequest["kind"], prefill: ProductPrefill) => ReactNode;
