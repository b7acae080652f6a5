import DemandPanel from "#app/components/staff/demand/demand-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/demand: what buyers searched for and did not find, the vehicles and products they looked at. */
export const handle: StaffTabHandle = { staffTab: "demand" };

export default function DemandTab() {
  return <DemandPanel />;
}
