import { getAppContext } from "#app/server/context.server.ts";
import { productSitemapCount, productSitemapName, sitemapIndexXml } from "#app/server/sitemap.server.ts";
import { siteOrigin } from "#app/utils/origin.server.ts";
import type { Route } from "./+types/sitemap-index";

/** /sitemap.xml: an index of the page sitemap and the product sitemaps (large catalogues split). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const chunks = await productSitemapCount(db);
  const names = ["pages.xml", ...Array.from({ length: chunks }, (_, chunk) => productSitemapName(chunk))];
  return new Response(sitemapIndexXml(siteOrigin(env, url), names), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
