import { useRouteLoaderData } from "react-router";
import { defaultSiteIdentity, type SiteIdentity } from "#app/content/site.ts";

export interface RootData {
  site: SiteIdentity;
  /** Absolute origin used for canonical and hreflang addresses (PUBLIC_URL, or the request's). */
  origin: string;
}

/**
 * The site identity the server configured, for any component. Error pages rendered without the
 * root loader's data fall back to the built-in defaults instead of failing again.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { site: defaultSiteIdentity, origin: "" };
}

export function useSite(): SiteIdentity {
  return useRootData().site;
}
