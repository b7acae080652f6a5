import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { ChevronLeftIcon } from "#app/components/ui/icons/controls.tsx";
import { PhotoIcon, SheetIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { specsTexts } from "#app/i18n/texts/staff-specs.ts";
import type { EnquiryList, ProductGap, StaffAccounts, SubscriberList } from "#app/utils/api-types.ts";
import { apiRequest, clearToken, loginPath, setUnauthorizedHandler } from "#app/utils/staff-api.ts";
import { EnquiriesPanel, type InboxData } from "./enquiries-panel.tsx";
import { ExcelUpload } from "./excel-upload.tsx";
import { ImageUpload } from "./image-upload.tsx";
import { ImportHistoryPanel } from "./import-history-panel.tsx";
import { ProductsTable } from "./products/products-table.tsx";
import { StaffAccountsPanel } from "./staff-accounts-panel.tsx";
import { NewEnquiries, StaffHeading, StaffTopBar } from "./staff-shell.tsx";
import { TaxonomyPanel } from "./taxonomy/taxonomy-panel.tsx";
import { Spinner, StaffButton, StaffPanel } from "./ui.tsx";

// Read now and then, and by staff only: their code loads when their tab is first opened.
const DemandPanel = lazy(() => import("./demand/demand-panel.tsx"));
const CatalogueHealthPanel = lazy(() => import("./demand/catalogue-health-panel.tsx"));
const SpecFieldsPanel = lazy(() => import("./spec-fields/spec-fields-panel.tsx"));

type UploadType = "excel" | "images";
type Tab = "products" | "history" | "inbox" | "taxonomy" | "specs" | "demand" | "health" | "accounts";
const tabs: Tab[] = ["products", "inbox", "history", "taxonomy", "specs", "demand", "health", "accounts"];

/** The state the sign-in page reads to say why the visitor is back there. */
export interface LoginState {
  sessionEnded?: boolean;
}

/** /add-products once the browser holds a token: uploads, the catalogue table and the inbox. */
export function StaffDashboard() {
  const { t, language } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  const demand = demandTexts.useTexts().t;
  const specs = specsTexts.useTexts().t;
  const [accounts, setAccounts] = useState<StaffAccounts | null>(null);
  const navigate = useNavigate();
  // A WhatsApp message's link to an enquiry list (?enquiry=Q-…) opens the inbox, found by it.
  const [tab, setTab] = useState<Tab>(() =>
    typeof window !== "undefined" && new URLSearchParams(window.location.search).has("enquiry") ? "inbox" : "products",
  );
  const [uploadType, setUploadType] = useState<UploadType | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [inbox, setInbox] = useState<InboxData>({ status: "loading", enquiries: [], subscribers: [] });
  const [loggingOut, setLoggingOut] = useState(false);
  const uploadHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusUploadHeading = useRef(false);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    products: null,
    history: null,
    inbox: null,
    taxonomy: null,
    demand: null,
    health: null,
    specs: null,
    accounts: null,
  });

  // Any call answering 401 comes back here: the token is gone, go to sign in and say why.
  useEffect(
    () =>
      setUnauthorizedHandler(() =>
        navigate(loginPath(language), { replace: true, state: { sessionEnded: true } satisfies LoginState }),
      ),
    [navigate, language],
  );

  // The inbox is an administrator call: loading it at once also finds an expired session at once.
  const loadInbox = useCallback(async () => {
    setInbox((current) => ({ ...current, status: "loading" }));
    const [enquiries, subscribers] = await Promise.all([
      apiRequest<EnquiryList>("/enquiries"),
      apiRequest<SubscriberList>("/subscribers"),
    ]);
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

  const loadAccounts = useCallback(async () => {
    const result = await apiRequest<StaffAccounts>("/admins");
    if (result.ok) setAccounts(result.data);
  }, []);

  useEffect(() => {
    loadInbox();
    loadAccounts();
  }, [loadInbox, loadAccounts]);

  // After a choice of upload type (or back to the chooser), the new heading takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of type
  useEffect(() => {
    if (!focusUploadHeading.current) return;
    focusUploadHeading.current = false;
    uploadHeadingRef.current?.focus();
  }, [uploadType]);

  // While a sheet or photos are being sent, the panel stays: its outcome is what staff wait for.
  const [uploadSending, setUploadSending] = useState(false);

  const chooseType = (type: UploadType | null) => {
    if (uploadSending) return;
    focusUploadHeading.current = true;
    setUploadType(type);
  };

  const reloadProducts = useCallback(() => setReloadKey((key) => key + 1), []);

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    // The server revokes the token; whatever it answers, this browser forgets it and leaves.
    await apiRequest("/logout", { method: "POST", redirectOn401: false });
    clearToken();
    navigate(loginPath(language), { replace: true });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
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
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const tabLabel: Record<Tab, string> = {
    products: t("staff.tabs.products"),
    history: t("staff.tabs.history"),
    inbox: t("staff.tabs.inbox"),
    taxonomy: t("staff.tabs.taxonomy"),
    demand: demand("demand.tab"),
    health: demand("health.tab"),
    specs: specs("specs.tab"),
    accounts: office("office.tabs.accounts"),
  };

  // A health count opens the products table filtered to those products (decision 123).
  const showProductsMissing = (gap: ProductGap) => {
    navigate({ search: `?missing=${gap}` }, { replace: true, preventScrollReset: true });
    setTab("products");
  };
  const loadingTab = (text: string) => (
    <p className="flex items-center gap-3 py-10 text-slate-600">
      <Spinner className="size-5 text-brand-700" />
      {text}
    </p>
  );

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
            <div
              role="tablist"
              aria-label={t("staff.tabs.label")}
              className="flex min-w-0 overflow-x-auto sm:gap-1 lg:flex-wrap lg:overflow-visible"
            >
              {tabs.map((item) => (
                <button
                  key={item}
                  ref={(element) => {
                    tabRefs.current[item] = element;
                  }}
                  id={`staff-tab-${item}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === item}
                  aria-controls={`staff-panel-${item}`}
                  tabIndex={tab === item ? 0 : -1}
                  onClick={() => setTab(item)}
                  onKeyDown={onTabKey}
                  className={`-mb-px inline-flex min-h-12 items-center gap-2 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base ${
                    tab === item
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
                  }`}
                >
                  {tabLabel[item]}
                  {item === "inbox" && inbox.status === "ready" ? (
                    <NewEnquiries count={inbox.enquiries.filter((enquiry) => enquiry.status === "new").length} />
                  ) : null}
                </button>
              ))}
            </div>
          </div>
        </div>

        <div
          id="staff-panel-products"
          role="tabpanel"
          aria-labelledby="staff-tab-products"
          hidden={tab !== "products"}
          className="space-y-8"
        >
          <StaffPanel labelledBy="upload-heading" look="padded">
            {uploadType === null ? (
              <>
                <h2
                  id="upload-heading"
                  ref={uploadHeadingRef}
                  tabIndex={-1}
                  className="text-xl font-bold text-ink sm:text-2xl"
                >
                  {t("staff.chooser.title")}
                </h2>
                <p className="mt-1 text-slate-600">{t("staff.chooser.intro")}</p>
                <div className="mt-5 grid gap-4 sm:grid-cols-2">
                  <TypeChoice
                    icon={<SheetIcon className="size-7" />}
                    title={t("staff.chooser.excel")}
                    text={t("staff.chooser.excelText")}
                    onChoose={() => chooseType("excel")}
                  />
                  <TypeChoice
                    icon={<PhotoIcon className="size-7" />}
                    title={t("staff.chooser.images")}
                    text={t("staff.chooser.imagesText")}
                    onChoose={() => chooseType("images")}
                  />
                </div>
              </>
            ) : (
              <>
                <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
                  <h2
                    id="upload-heading"
                    ref={uploadHeadingRef}
                    tabIndex={-1}
                    className="text-xl font-bold text-ink sm:text-2xl"
                  >
                    {uploadType === "excel" ? t("staff.chooser.excel") : t("staff.chooser.images")}
                  </h2>
                  <StaffButton look="quiet" onClick={() => chooseType(null)} inactive={uploadSending}>
                    <ChevronLeftIcon className="size-4" />
                    {t("staff.chooser.change")}
                  </StaffButton>
                </div>
                {uploadType === "excel" ? (
                  <ExcelUpload onImported={reloadProducts} onSendingChange={setUploadSending} />
                ) : (
                  <ImageUpload onUploaded={reloadProducts} onSendingChange={setUploadSending} />
                )}
              </>
            )}
          </StaffPanel>

          <ProductsTable reloadKey={reloadKey} onChanged={reloadProducts} />
        </div>

        <div id="staff-panel-inbox" role="tabpanel" aria-labelledby="staff-tab-inbox" hidden={tab !== "inbox"}>
          <EnquiriesPanel
            data={inbox}
            onReload={loadInbox}
            onEnquiryChanged={(changed) =>
              setInbox((current) => ({
                ...current,
                enquiries: current.enquiries.map((enquiry) => (enquiry.id === changed.id ? changed : enquiry)),
              }))
            }
          />
        </div>

        <div id="staff-panel-history" role="tabpanel" aria-labelledby="staff-tab-history" hidden={tab !== "history"}>
          <ImportHistoryPanel reloadKey={reloadKey} onUndone={reloadProducts} />
        </div>

        <div id="staff-panel-taxonomy" role="tabpanel" aria-labelledby="staff-tab-taxonomy" hidden={tab !== "taxonomy"}>
          {tab === "taxonomy" ? <TaxonomyPanel /> : null}
        </div>

        <div id="staff-panel-demand" role="tabpanel" aria-labelledby="staff-tab-demand" hidden={tab !== "demand"}>
          {tab === "demand" ? (
            <Suspense fallback={loadingTab(demand("demand.loading"))}>
              <DemandPanel onProductAdded={reloadProducts} />
            </Suspense>
          ) : null}
        </div>

        <div id="staff-panel-health" role="tabpanel" aria-labelledby="staff-tab-health" hidden={tab !== "health"}>
          {tab === "health" ? (
            <Suspense fallback={loadingTab(demand("health.loading"))}>
              <CatalogueHealthPanel onShowProducts={showProductsMissing} onShowTerms={() => setTab("taxonomy")} />
            </Suspense>
          ) : null}
        </div>

        <div id="staff-panel-specs" role="tabpanel" aria-labelledby="staff-tab-specs" hidden={tab !== "specs"}>
          {tab === "specs" ? (
            <Suspense
              fallback={
                <div className="flex items-center gap-3 px-6 py-8 text-slate-600" role="status">
                  <Spinner className="size-5 text-brand-700" />
                  {t("loading")}
                </div>
              }
            >
              <SpecFieldsPanel />
            </Suspense>
          ) : null}
        </div>

        <div id="staff-panel-accounts" role="tabpanel" aria-labelledby="staff-tab-accounts" hidden={tab !== "accounts"}>
          <StaffAccountsPanel accounts={accounts} onChanged={loadAccounts} />
        </div>
      </div>
    </>
  );
}

function TypeChoice({
  icon,
  title,
  text,
  onChoose,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="group flex items-start gap-4 rounded-xl bg-white p-5 text-start ring-1 ring-slate-300 transition hover:bg-brand-50 hover:ring-2 hover:ring-brand-600"
    >
      <span
        aria-hidden
        className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-white"
      >
        {icon}
      </span>
      <span>
        <span id={`${id}-title`} className="block text-lg font-semibold text-ink">
          {title}
        </span>
        <span id={`${id}-text`} className="mt-1 block text-sm text-slate-600">
          {text}
        </span>
      </span>
    </button>
  );
}
