import { StaffAccountsPanel } from "#app/components/staff/staff-accounts-panel.tsx";
import { useStaffArea } from "#app/components/staff/staff-area.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";

/** /add-products/accounts: the staff accounts, and one's own password. */
export const handle: StaffTabHandle = { staffTab: "accounts" };

export default function AccountsTab() {
  const { accounts, reloadAccounts } = useStaffArea();
  return <StaffAccountsPanel accounts={accounts} onChanged={reloadAccounts} />;
}
