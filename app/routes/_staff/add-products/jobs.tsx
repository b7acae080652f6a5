import JobsPanel from "#app/components/staff/jobs/jobs-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/jobs: the jobs staff define, each a list of categories with quantities (issue 44). */
export const handle: StaffTabHandle = { staffTab: "jobs" };

export default function JobsTab() {
  return <JobsPanel />;
}
