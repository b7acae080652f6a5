import { blogSitemapEntries } from "#app/content/blog/index.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { pageEntries, productEntries, productSitemapChunk, urlsetXml } from "#app/server/sitemap.server.ts";
import { vehicleSitemapEntries } from "#app/server/vehicles/vehicle-pages.server.ts";
import { siteOrigin } from "#app/utils/origin.server.ts";
import type { Route } from "./+types/sitemap-part";

/** /sitemaps/pages.xml and /sitemaps/products-N.xml. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { db, env } = getAppContext(context);
  const origin = siteOrigin(env, url);
  let xml: string | undefined;
  if (params.name === "pages.xml") {
    const articles = blogSitemapEntries().map((article) => ({
      path: `/blogs/${article.id}`,
      lastModified: article.updated,
      // An article missing in Spanish still has a Spanish page (the English text in a Spanish frame).
    }));
    const vehicles = await vehicleSitemapEntries(db);
    xml = urlsetXml(origin, pageEntries((await loadTaxonomy(db)).listed, [...articles, ...vehicles]));
  } else {
    const chunk = productSitemapChunk(params.name ?? "");
    const entries = chunk === undefined ? [] : await productEntries(db, chunk);
    if (entries.length > 0) xml = urlsetXml(origin, entries);
  }
  if (!xml) throw new Response("Not Found", { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
