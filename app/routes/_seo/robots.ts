import { languages, localizePath } from "#app/i18n/language.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { siteOrigin } from "#app/utils/origin.server.ts";
import type { Route } from "./+types/robots";

/** Pages no search engine should list, in every language: the staff area and the subscribe form's answer. */
const privatePages = ["/login", "/add-products", "/subscribe"];

/** Keeps crawlers out of the staff area and the API, and points them at the sitemap. */
export function loader({ context, url }: Route.LoaderArgs) {
  const origin = siteOrigin(getAppContext(context).env, url);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...privatePages.flatMap((path) => languages.map((language) => `Disallow: ${localizePath(path, language)}`)),
    "Disallow: /api/",
    "Disallow: /proxy/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
