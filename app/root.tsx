import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { LoadingOverlay } from "./components/loading-overlay.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteNav } from "./components/site-nav.tsx";
import { alternateAddresses } from "./i18n/alternates.ts";
import { languageFromPath, languageSettingsOf } from "./i18n/language.ts";
import { loadTaxonomy } from "./server/catalogue/taxonomy.server.ts";
import { getAppContext } from "./server/context.server.ts";
import { siteOrigin } from "./utils/origin.server.ts";
import { type RootData, useRootData } from "./utils/site.ts";

export async function loader({ context, url }: Route.LoaderArgs): Promise<RootData> {
  const { env, db } = getAppContext(context);
  return { site: env.site, origin: siteOrigin(env, url), taxonomy: (await loadTaxonomy(db)).listed };
}

// The identity, origin and menus do not change between pages: load them once per visit (a brand
// staff add shows in the menu from the next full page load).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Canonical and hreflang addresses, so search engines pair /x with /es/x and /hi/x. */
function AlternateLinks() {
  const { origin } = useRootData();
  const location = useLocation();
  // A page reachable at several addresses (a product under its brand and its category) names one.
  const declared = useMatches()
    .map((match) => (match.loaderData as { canonicalPath?: string } | undefined)?.canonicalPath)
    .findLast(Boolean);
  const pathname = declared ?? location.pathname;
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      {alternateAddresses(origin, pathname).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}

/** Staff pages (handle.staffShell) have their own slim bar instead of the public nav, footer and WhatsApp button. */
function useStaffShell(): boolean {
  return useMatches().some((match) => (match.handle as { staffShell?: boolean } | undefined)?.staffShell === true);
}

export function Layout({ children }: { children: ReactNode }) {
  const language = languageFromPath(useLocation().pathname);
  const staffShell = useStaffShell();
  // Marks the page as interactive: end-to-end tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language} dir={languageSettingsOf(language).dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        <AlternateLinks />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {staffShell ? null : <SiteNav />}
        <main id="main" className={staffShell ? "flex-1 bg-slate-50" : "flex-1"}>
          {children}
        </main>
        {staffShell ? null : <SiteFooter />}
        <LoadingOverlay />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
