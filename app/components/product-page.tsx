import type { MetaDescriptor } from "react-router";
import { isRouteErrorResponse, Link, useParams, useRouteError } from "react-router";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { translate, useTranslation } from "#app/i18n/translate.ts";
import type { ProductPageAnswer, ProductPageData } from "#app/server/products/product-page.server.ts";
import { companyNameFrom } from "#app/utils/seo.ts";
import { type RootData, useTaxonomy } from "#app/utils/site.ts";
import { PageBanner } from "./page-banner.tsx";
import { isPartNumberChoice } from "./part-number-choice.tsx";

interface ProductMetaArgs {
  location: { pathname: string };
  loaderData: ProductPageAnswer | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

function rootDataFrom(matches: ProductMetaArgs["matches"]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * The specifications, OE numbers and cross references as schema.org PropertyValues (a number with
 * its unit's UN/CEFACT code where it has one). `mpn` stays the part number (the manufacturer's own);
 * the others are other makers' numbers for the same part.
 */
function additionalProperties(product: Product, specRows: ProductPageData["specRows"]) {
  const values = [
    ...specRows.map((row) => ({
      "@type": "PropertyValue",
      propertyID: row.key,
      name: row.label,
      value: row.value,
      ...(row.unit ? { unitText: row.unit } : {}),
      ...(row.unitCode ? { unitCode: row.unitCode } : {}),
    })),
    ...product.oeNumbers.map((value) => ({ "@type": "PropertyValue", name: "OE number", value })),
    ...product.crossReferences.map((value) => ({ "@type": "PropertyValue", name: "Cross reference", value })),
  ];
  return values.length ? values : undefined;
}

/**
 * The picture a shared link shows: the product's photo, else its category's drawing as a 1200×630
 * PNG (decision 132: WhatsApp and Facebook show no SVG), else the placeholder. The PNGs exist for
 * the categories whose drawing is the one the site ships (scripts/make-share-images.ts).
 */
function shareImage(product: Product, matches: ProductMetaArgs["matches"], origin: string) {
  if (product.image) return { url: `${product.image.startsWith("http") ? "" : origin}${product.image}` };
  const categories = rootDataFrom(matches)?.taxonomy.categories;
  const category = categories?.find((term) => term.slug === product.categorySlug);
  if (category && category.image === `/images/categories/${category.slug}.svg`)
    return { url: `${origin}/images/share/${category.slug}.png`, width: 1200, height: 630 };
  return { url: `${origin}${PRODUCT_PLACEHOLDER_IMAGE}` };
}

/** A unique title and description per product, Open Graph and X card tags, and JSON-LD. */
export function productMeta(args: ProductMetaArgs): MetaDescriptor[] {
  const data = args.loaderData;
  const language = languageFromPath(args.location.pathname);
  if (!data) return [{ title: translate(language, "product.notFound") }, { name: "robots", content: "noindex" }];
  // A page to choose a brand from is no product: each choice has its own canonical address.
  if (isPartNumberChoice(data))
    return [
      { title: `${translate(language, "product.partNo")} ${data.partNumber}` },
      { name: "robots", content: "noindex" },
    ];
  const { product } = data;
  const origin = rootDataFrom(args.matches)?.origin ?? "";
  const company = companyNameFrom(args.matches);
  const title = translate(language, "product.title", {
    name: product.name,
    partNumber: product.partNumber,
    brand: product.brand,
    company,
  });
  const description = translate(language, "product.description", {
    brand: product.brand,
    category: product.category,
    partNumber: product.partNumber,
    text: product.description,
  }).slice(0, 300);
  const image = shareImage(product, args.matches, origin);
  const url = `${origin}${data.canonicalPath}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        sku: product.partNumber,
        mpn: product.partNumber,
        brand: { "@type": "Brand", name: product.brand },
        category: product.category,
        description: product.description || undefined,
        additionalProperty: additionalProperties(product, data.specRows),
        isAccessoryOrSparePartFor: product.fits.length
          ? product.fits.map((fit) => ({
              "@type": "Car",
              name: `${fit.make} ${fit.model}`,
              brand: { "@type": "Brand", name: fit.make },
              model: fit.model,
            }))
          : undefined,
        // Every photo of a gallery (decision 151); else the one picture a shared link shows.
        image: data.photos.length > 1 ? data.photos.map((photo) => `${origin}${photo.src}`) : image,
        url,
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: translate(language, "breadcrumb.home"), path: localizePath("/", language) },
          { name: translate(language, "nav.brands"), path: localizePath("/brands", language) },
          { name: product.brand, path: localizePath(`/brands/${product.brandSlug}`, language) },
          { name: product.name, path: data.canonicalPath },
        ].map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: `${origin}${item.path}`,
        })),
      },
    },
  ];
}

/**
 * "Product Not Found" with the spec's "Product not found" (a real 404) and "Go Back" to the brand page
 * or the categories index; "Failed to load product details" when the catalogue could not be read
 * (decision 032: that banner does not claim the product is missing).
 */
export function ProductErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const { t, language } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { brands } = useTaxonomy();
  const brand = params.brand ? brands.find((b) => b.slug === params.brand?.toLowerCase()) : undefined;
  const back = brand ? `/brands/${brand.slug}` : params.brand ? "/brands" : "/categories";
  if (!notFound) console.error(error);
  return (
    <>
      <PageBanner title={notFound ? t("product.notFound") : t("product.failed")} />
      <div role={notFound ? undefined : "alert"} className="mx-auto max-w-2xl px-4 py-16 text-center">
        {notFound ? (
          <>
            <p className="text-xl font-semibold text-ink">{t("product.notFoundMessage")}</p>
            <p className="mt-2 text-lg text-slate-700">{t("product.notFoundText")}</p>
          </>
        ) : (
          <p className="text-xl font-semibold text-red-700">{t("product.failed")}</p>
        )}
        <Link to={localizePath(back, language)} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t("product.goBack")}
        </Link>
      </div>
    </>
  );
}
