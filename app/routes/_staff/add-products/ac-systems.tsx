import AcSystemsPanel from "#app/components/staff/ac-systems/ac-systems-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/ac-data: each car's AC system data (decision 212). */
export const handle: StaffTabHandle = { staffTab: "ac" };

export default function AcSystemsTab() {
  return <AcSystemsPanel />;
}
