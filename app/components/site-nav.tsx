import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { featuredBrands } from "#app/catalogue/taxonomy.ts";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "#app/components/ui/icons/nav.tsx";
import type { TranslationKey } from "#app/i18n/en.ts";
import { inLanguage, type Localized, localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useSite, useTaxonomy } from "#app/utils/site.ts";
import { NAV_SCROLL_THRESHOLD_PX } from "#app/utils/timings.ts";
import { EnquiryCountLink as EnquiryCountLinkAnyTime } from "./enquiry/enquiry-count-link.tsx";
import { LanguageSwitch as LanguageSwitchAnyTime } from "./language-switch.tsx";
import { NavSearch as NavSearchAnyTime } from "./nav-search.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

// Opening the phone's menu renders the bar (its colour follows the menu): the parts whose props do
// not change are memoised, so the tap renders the bar and the menu's button, not every link of both
// menus (issue 30: the tap's work is what delays its paint).
const EnquiryCountLink = memo(EnquiryCountLinkAnyTime);
const LanguageSwitch = memo(LanguageSwitchAnyTime);
const NavSearch = memo(NavSearchAnyTime);

interface MenuGroup {
  labelKey: TranslationKey;
  allPath: string;
  items: { label: Localized<string>; path: string }[];
}

/** The two dropdowns, from the listed brands and categories (the database's, via the root loader). */
function useMenus(): { brandMenu: MenuGroup; categoryMenu: MenuGroup } {
  const { brands, categories } = useTaxonomy();
  return useMemo(
    () => ({
      brandMenu: {
        labelKey: "nav.brands",
        allPath: "/brands",
        // The brands staff feature, in their order; "View All" leads to every other (decision 183).
        items: featuredBrands(brands).map((b) => ({ label: b.navLabel, path: `/brands/${b.slug}` })),
      },
      categoryMenu: {
        labelKey: "nav.categories",
        allPath: "/categories",
        items: categories.map((c) => ({ label: c.navLabel, path: `/categories/${c.slug}` })),
      },
    }),
    [brands, categories],
  );
}

/** Scrolled past the threshold: the bar turns dark so its white text stays readable over content. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteNav() {
  const { t, language } = useTranslation();
  const site = useSite();
  const { brandMenu, categoryMenu } = useMenus();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();
  const to = (path: string) => localizePath(path, language);

  // Any navigation closes the mobile menu (spec: "the mobile menu closes on navigation"): a change
  // of path (Back included) here, and a tap on a link in the panel below, which also covers a link
  // to the page already showing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setMobileOpen(false), [pathname]);
  // Counts the openings, so each opening shows the menu afresh with Brands and Categories folded.
  const [mobileOpenings, setMobileOpenings] = useState(0);
  const toggleMobile = () => {
    if (!mobileOpen) setMobileOpenings((count) => count + 1);
    setMobileOpen(!mobileOpen);
  };

  const solid = scrolled || mobileOpen;
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 text-white transition-colors duration-300 ${
        solid ? "bg-slate-950/85 shadow-lg backdrop-blur" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-20">
        <Link
          to={to("/")}
          className="flex items-center gap-2 font-bold tracking-tight"
          aria-label={t("nav.homeLink", { company: site.companyName })}
        >
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-accent text-lg">
            ❄
          </span>
          <span className="text-lg leading-tight">{site.companyName}</span>
        </Link>

        <nav aria-label={t("nav.mainLabel")} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium">
            <li>
              <TopLink to={to("/")} end label={t("nav.home")} />
            </li>
            <li>
              <TopLink to={to("/about")} label={t("nav.about")} />
            </li>
            <li>
              <Dropdown group={brandMenu} />
            </li>
            <li>
              <Dropdown group={categoryMenu} />
            </li>
            <li>
              <TopLink to={to("/vehicles")} label={t("nav.vehicles")} />
            </li>
            <li>
              <TopLink to={to("/blogs")} label={t("nav.blogs")} />
            </li>
            <li>
              <TopLink to={to("/contact")} label={t("nav.contact")} />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <NavSearch />
          <EnquiryCountLink />
          <WhatsAppButton placement="top-bar" />
          <LanguageSwitch className="hidden lg:flex" />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-white/10 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobilePanelId}
            aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={toggleMobile}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: listens for its links' clicks, which Enter fires too */}
      <nav
        id={mobilePanelId}
        aria-label={t("nav.mainLabel")}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-slate-950/95 lg:hidden"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setMobileOpen(false);
        }}
      >
        <ul className="space-y-1 px-4 py-4 text-base">
          <li>
            <MobileLink to={to("/")} label={t("nav.home")} />
          </li>
          <li>
            <MobileLink to={to("/about")} label={t("nav.about")} />
          </li>
          <li>
            <MobileGroup group={brandMenu} opening={mobileOpenings} />
          </li>
          <li>
            <MobileGroup group={categoryMenu} opening={mobileOpenings} />
          </li>
          <li>
            <MobileLink to={to("/vehicles")} label={t("nav.vehicles")} />
          </li>
          <li>
            <MobileLink to={to("/blogs")} label={t("nav.blogs")} />
          </li>
          <li>
            <MobileLink to={to("/contact")} label={t("nav.contact")} />
          </li>
          <li className="pt-2">
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}

const TopLink = memo(function TopLink({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `block rounded-md px-3 py-2 hover:bg-white/10 ${isActive ? "text-accent-light" : ""}`
      }
    >
      {label}
    </NavLink>
  );
});

const Dropdown = memo(function Dropdown({ group }: { group: MenuGroup }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  // A mouse opens the menu on hover, so the click that follows must not close it again.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens for mouse users; the button inside is the keyboard control
    <div
      ref={containerRef}
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 hover:bg-white/10"
      >
        {t(group.labelKey)}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={menuId} hidden={!open} className="absolute start-0 top-full pt-2">
        <ul className="w-64 overflow-hidden rounded-lg bg-white py-2 text-ink shadow-xl ring-1 ring-black/5">
          {group.items.map((item) => (
            <li key={item.path}>
              <Link
                to={localizePath(item.path, language)}
                className="block px-4 py-2 hover:bg-brand-50 focus:bg-brand-50"
              >
                {inLanguage(item.label, language)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <Link
              to={localizePath(group.allPath, language)}
              className="block px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus:bg-brand-50"
            >
              {t("nav.viewAll")}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
});

const MobileLink = memo(function MobileLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="block rounded-md px-3 py-2 hover:bg-white/10">
      {label}
    </Link>
  );
});

/** A folding group of the phone's menu; `opening` counts the menu's openings, and each starts folded. */
const MobileGroup = memo(function MobileGroup({ group, opening }: { group: MenuGroup; opening: number }) {
  const { t, language } = useTranslation();
  const [expandedIn, setExpandedIn] = useState<number | null>(null);
  const expanded = expandedIn === opening;
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpandedIn(expanded ? null : opening)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-start hover:bg-white/10"
      >
        {t(group.labelKey)}
        <ChevronDownIcon className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="ms-3 border-s border-white/15 ps-2 text-sm">
        {group.items.map((item) => (
          <li key={item.path}>
            <MobileLink to={localizePath(item.path, language)} label={inLanguage(item.label, language)} />
          </li>
        ))}
        <li>
          <Link
            to={localizePath(group.allPath, language)}
            className="block rounded-md px-3 py-2 font-semibold text-accent-light hover:bg-white/10"
          >
            {t("nav.viewAll")}
          </Link>
        </li>
      </ul>
    </>
  );
});
