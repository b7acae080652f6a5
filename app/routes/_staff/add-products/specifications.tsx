import SpecFieldsPanel from "#app/components/staff/spec-fields/spec-fields-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/specifications: the specification fields each category's products have. */
export const handle: StaffTabHandle = { staffTab: "specs" };

export default function SpecificationsTab() {
  return <SpecFieldsPanel />;
}
