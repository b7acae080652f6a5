import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { Outlet, useMatches, useNavigate } from "react-router";
import type { StaffAccounts } from "#app/api/accounts.ts";
import type { Enquiry } from "#app/api/enquiries.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { apiRequest, clearToken, loginPath, setUnauthorizedHandler } from "#app/utils/staff-api.ts";
import type { InboxData } from "./enquiries-panel.tsx";
import { StaffHeading, StaffTopBar } from "./staff-shell.tsx";
import { type StaffTab, type StaffTabHandle, StaffTabs } from "./staff-tabs.tsx";

/** The state the sign-in page reads to say why the visitor is back there. */
export interface LoginState {
  sessionEnded?: boolean;
}

/** What the area shares with its tabs: the inbox (its count shows on the tab bar) and the accounts. */
export interface StaffAreaContext {
  inbox: InboxData;
  reloadInbox: () => void;
  enquiryChanged: (enquiry: Enquiry) => void;
  accounts: StaffAccounts | null;
  reloadAccounts: () => void;
}

// A React context rather than the outlet's: React Router's useOutletContext would join the shell
// chunk every public page loads (decision 193), for the staff area alone.
const StaffAreaState = createContext<StaffAreaContext | null>(null);

/** The area's shared state, for a tab's route module. */
export function useStaffArea(): StaffAreaContext {
  const state = useContext(StaffAreaState);
  if (!state) throw new Error("useStaffArea is for the tabs inside the staff area");
  return state;
}

function useOpenTab(): StaffTab {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<StaffTabHandle> | undefined;
    if (handle?.staffTab) return handle.staffTab;
  }
  return "products";
}

/**
 * /add-products once the browser holds a token: the top bar, the tab bar and the open tab, whose
 * route renders in the panel below (decision 191). The inbox and the accounts load here, once: the
 * inbox is an administrator call, so loading it at once also finds an expired session at once.
 */
export function StaffArea() {
  const { t, language } = staffTexts.useTexts();
  const navigate = useNavigate();
  const tab = useOpenTab();
  const [accounts, setAccounts] = useState<StaffAccounts | null>(null);
  const [inbox, setInbox] = useState<InboxData>({ status: "loading", enquiries: [], subscribers: [] });
  const [loggingOut, setLoggingOut] = useState(false);

  // Any call answering 401 comes back here: the token is gone, go to sign in and say why.
  useEffect(
    () =>
      setUnauthorizedHandler(() =>
        navigate(loginPath(language), { replace: true, state: { sessionEnded: true } satisfies LoginState }),
      ),
    [navigate, language],
  );

  const reloadInbox = useCallback(async () => {
    setInbox((current) => ({ ...current, status: "loading" }));
    const [enquiries, subscribers] = await Promise.all([apiRequest("GET /enquiries"), apiRequest("GET /subscribers")]);
    if (enquiries.status === 401 || subscribers.status === 401) return;
    if (enquiries.ok && subscribers.ok) {
      setInbox({
        status: "ready",
        enquiries: Array.isArray(enquiries.data.enquiries) ? enquiries.data.enquiries : [],
        subscribers: Array.isArray(subscribers.data.subscribers) ? subscribers.data.subscribers : [],
      });
    } else {
      setInbox({ status: "error", enquiries: [], subscribers: [] });
    }
  }, []);

  const reloadAccounts = useCallback(async () => {
    const result = await apiRequest("GET /admins");
    if (result.ok) setAccounts(result.data);
  }, []);

  useEffect(() => {
    reloadInbox();
    reloadAccounts();
  }, [reloadInbox, reloadAccounts]);

  const enquiryChanged = useCallback(
    (changed: Enquiry) =>
      setInbox((current) => ({
        ...current,
        enquiries: current.enquiries.map((enquiry) => (enquiry.id === changed.id ? changed : enquiry)),
      })),
    [],
  );

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    // The server revokes the token; whatever it answers, this browser forgets it and leaves.
    await apiRequest("POST /logout", { redirectOn401: false });
    clearToken();
    navigate(loginPath(language), { replace: true });
  };

  const context: StaffAreaContext = { inbox, reloadInbox, enquiryChanged, accounts, reloadAccounts };
  const newEnquiries =
    inbox.status === "ready" ? inbox.enquiries.filter((enquiry) => enquiry.status === "new").length : null;

  return (
    <>
      <StaffTopBar account={accounts?.me.username ?? null} onSignOut={logout} signingOut={loggingOut} />
      <StaffHeading title={t("staff.dashboard.title")}>
        <p className="mt-1 max-w-2xl text-slate-600">{t("staff.dashboard.intro")}</p>
      </StaffHeading>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        {/* The tabs stay in view while the page scrolls; on a phone they scroll sideways, on a wider
            screen they wrap rather than hide the last ones (issue 43: cut off at 1366 px). */}
        <div className="sticky top-0 z-20 -mx-4 mb-6 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
          <div className="flex items-center">
            <StaffTabs current={tab} newEnquiries={newEnquiries} />
          </div>
        </div>

        <div id={`staff-panel-${tab}`} role="tabpanel" aria-labelledby={`staff-tab-${tab}`}>
          <StaffAreaState.Provider value={context}>
            <Outlet />
          </StaffAreaState.Provider>
        </div>
      </div>
    </>
  );
}
