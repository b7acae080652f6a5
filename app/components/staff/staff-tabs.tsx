import { type KeyboardEvent, useEffect, useRef } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffAcTexts } from "#app/i18n/texts/staff-ac.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { jobsTexts } from "#app/i18n/texts/staff-jobs.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import { NewEnquiries } from "./staff-shell.tsx";

export type StaffTab =
  | "products"
  | "inbox"
  | "history"
  | "taxonomy"
  | "specs"
  | "ac"
  | "jobs"
  | "demand"
  | "health"
  | "accounts";

/** Each tab's address below /add-products, in the tab bar's order (decision 191). */
export const staffTabPaths: Record<StaffTab, string> = {
  products: "",
  inbox: "enquiries",
  history: "imports",
  taxonomy: "brands-and-categories",
  specs: "specifications",
  ac: "ac-data",
  jobs: "jobs",
  demand: "demand",
  health: "catalogue-health",
  accounts: "accounts",
};
const tabs = Object.keys(staffTabPaths) as StaffTab[];

/** A staff address in the page's language: staffPath("inbox", "es", "Q-1") is /es/add-products/enquiries/Q-1. */
export function staffPath(tab: StaffTab, language: Parameters<typeof localizePath>[1], ...below: string[]): string {
  const parts = ["/add-products", staffTabPaths[tab], ...below.map(encodeURIComponent)].filter(Boolean);
  return localizePath(parts.join("/"), language);
}

/** What a staff tab's route module says in its handle, so the area knows which tab is open. */
export interface StaffTabHandle {
  staffTab: StaffTab;
}

/**
 * The tab bar: one link per tab, so each has an address, the back button returns to the last one and
 * a tab opens in a new browser tab. It keeps the tabs pattern's keys (arrows, Home, End move to and
 * open a tab; one tab stop) and roles, so a screen reader still hears "tab, 3 of 8, selected".
 */
export function StaffTabs({ current, newEnquiries }: { current: StaffTab; newEnquiries: number | null }) {
  const { t, language } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  const demand = demandTexts.useTexts().t;
  const specs = specsTexts.useTexts().t;
  const ac = staffAcTexts.useTexts().t;
  const jobs = jobsTexts.useTexts().t;
  const navigate = useNavigate();
  const links = useRef<Partial<Record<StaffTab, HTMLAnchorElement | null>>>({});
  // The products table keeps its filters and page in the address: back on its tab, they are as left.
  const { search } = useLocation();
  const productsSearch = useRef("");
  useEffect(() => {
    if (current === "products") productsSearch.current = search;
  }, [current, search]);
  const to = (tab: StaffTab) => ({
    pathname: staffPath(tab, language),
    search: tab !== "products" ? "" : current === "products" ? search : productsSearch.current,
  });

  const label: Record<StaffTab, string> = {
    products: t("staff.tabs.products"),
    history: t("staff.tabs.history"),
    inbox: t("staff.tabs.inbox"),
    taxonomy: t("staff.tabs.taxonomy"),
    demand: demand("demand.tab"),
    health: demand("health.tab"),
    specs: specs("specs.tab"),
    ac: ac("staffAc.tab"),
    jobs: jobs("jobs.tab"),
    accounts: office("office.tabs.accounts"),
  };

  const onKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = tabs.indexOf(current);
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    navigate(to(next), { preventScrollReset: true });
    links.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("staff.tabs.label")}
      className="flex min-w-0 overflow-x-auto sm:gap-1 lg:flex-wrap lg:overflow-visible"
    >
      {tabs.map((item) => (
        <NavLink
          key={item}
          ref={(element) => {
            links.current[item] = element;
          }}
          to={to(item)}
          // An enquiry or an import opened by address still shows its tab as the open one.
          end={item === "products"}
          preventScrollReset
          id={`staff-tab-${item}`}
          role="tab"
          aria-selected={current === item}
          aria-controls={current === item ? `staff-panel-${item}` : undefined}
          tabIndex={current === item ? 0 : -1}
          onKeyDown={onKey}
          className={`-mb-px inline-flex min-h-12 items-center gap-2 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base ${
            current === item
              ? "border-brand-700 text-brand-800"
              : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
          }`}
        >
          {label[item]}
          {item === "inbox" && newEnquiries !== null ? <NewEnquiries count={newEnquiries} /> : null}
        </NavLink>
      ))}
    </div>
  );
}
