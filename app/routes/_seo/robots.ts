import { getAppContext } from "#app/server/context.server.ts";
import { siteOrigin } from "#app/utils/origin.server.ts";
import type { Route } from "./+types/robots";

/** Keeps crawlers out of the staff area and the API, and points them at the sitemap. */
export function loader({ context, url }: Route.LoaderArgs) {
  const origin = siteOrigin(getAppContext(context).env, url);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /login",
    "Disallow: /add-products",
    "Disallow: /es/login",
    "Disallow: /es/add-products",
    "Disallow: /api/",
    "Disallow: /proxy/",
    "Disallow: /subscribe",
    "Disallow: /es/subscribe",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
