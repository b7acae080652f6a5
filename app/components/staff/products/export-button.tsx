import { useState } from "react";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { downloadFile } from "#app/utils/staff-api.ts";
import { type Notice, Spinner, StaffButton } from "../ui.tsx";

/** Downloads the whole catalogue as a workbook; a second press while one is on its way does nothing. */
export function ExportButton({ onError }: { onError: (notice: Notice) => void }) {
  const { t } = staffTexts.useTexts();
  const [exporting, setExporting] = useState(false);

  const exportCatalogue = async () => {
    if (exporting) return;
    setExporting(true);
    const result = await downloadFile("/products/export.xlsx", "catalogue.xlsx");
    setExporting(false);
    if (!result.ok && result.status !== 401)
      onError({ tone: "error", text: result.error ?? t("staff.download.error") });
  };

  return (
    <StaffButton look="secondary" onClick={exportCatalogue} inactive={exporting}>
      {exporting ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
      {t("staff.products.export")}
    </StaffButton>
  );
}
