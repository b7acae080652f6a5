import { EnquiriesPanel } from "#app/components/staff/enquiries-panel.tsx";
import { useStaffArea } from "#app/components/staff/staff-area.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/enquiries: what visitors sent (enquiries, enquiry lists) and the newsletter's subscribers. */
export const handle: StaffTabHandle = { staffTab: "inbox" };

export default function EnquiriesTab() {
  const { inbox, reloadInbox, enquiryChanged } = useStaffArea();
  return <EnquiriesPanel data={inbox} onReload={reloadInbox} onEnquiryChanged={enquiryChanged} />;
}
