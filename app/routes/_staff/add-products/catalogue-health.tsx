import { useNavigate } from "react-router";
import CatalogueHealthPanel from "#app/components/staff/demand/catalogue-health-panel.tsx";
import { type StaffTabHandle, staffPath } from "#app/components/staff/staff-tabs.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";

/** /add-products/catalogue-health: what the catalogue's own data lacks (decision 123). */
export const handle: StaffTabHandle = { staffTab: "health" };

export default function CatalogueHealthTab() {
  const { language } = staffTexts.useTexts();
  const navigate = useNavigate();
  return (
    <CatalogueHealthPanel
      // A count opens the products table filtered to those products; back returns here.
      onShowProducts={(gap) => navigate(`${staffPath("products", language)}?${new URLSearchParams({ missing: gap })}`)}
      onShowTerms={() => navigate(staffPath("taxonomy", language))}
    />
  );
}
