import { ImportHistoryPanel } from "#app/components/staff/import-history-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/imports: the imports and hand edits, newest first, each with its Undo. */
export const handle: StaffTabHandle = { staffTab: "history" };

export default function ImportsTab() {
  return <ImportHistoryPanel />;
}
