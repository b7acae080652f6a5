import { stripLanguage } from "#app/i18n/language.ts";

/**
 * Which requests the render cache may answer, and under which key (decision 055).
 *
 * Kept: GET and HEAD of public pages in every language (their `.data` twins that client-side
 * navigation fetches included), the sitemaps and robots.txt. Never kept: the staff area and
 * sign-in, the subscribe form's page (it shows a form result), any request carrying a cookie or an
 * Authorization header (the site sets no cookie, so one is something a page might depend on), and
 * over-long addresses. Form posts (actions) never reach the cache: only GET and HEAD do.
 */
const neverCached = /^\/(?:login|add-products|subscribe)(?:\/|\.data$|$)/;

/** Query parameters no page reads: links from campaigns and ads carry them. */
const trackingParameter = /^(?:utm_[a-z]+|gclid|fbclid|msclkid)$/i;

const MAX_URL_LENGTH = 2048;

export interface CacheableRequest {
  method: string;
  /** The path and query as the request sent them. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export function isCacheable({ method, url, headers }: CacheableRequest): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.length > MAX_URL_LENGTH || !url.startsWith("/")) return false;
  if (headers.cookie !== undefined || headers.authorization !== undefined) return false;
  const pathname = url.split("?", 1)[0] ?? "";
  return !neverCached.test(stripLanguage(pathname));
}

/**
 * The address a cached page is rendered for and kept under: the same path, with the query's
 * parameters sorted by name (repeats keep their order) and tracking parameters dropped, so
 * `?q=a&category=b` and `?category=b&q=a&utm_source=x` are one page. Pages read only named
 * parameters and never write the raw query into the HTML, so the page is the same for all of them.
 */
export function normalisedPath(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const parameters = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => !trackingParameter.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  return query ? `${url.slice(0, queryAt)}?${query}` : url.slice(0, queryAt);
}
