import { Link, redirect, useLocation } from "react-router";
import { specTableRows } from "#app/catalogue/spec-fields.ts";
import { ProductDetail } from "#app/components/product-detail.tsx";
import { Spinner } from "#app/components/staff/ui.tsx";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffDraftsTexts } from "#app/i18n/texts/staff-drafts.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { pageMeta } from "#app/utils/seo.ts";
import { apiRequest, loginPath, readToken } from "#app/utils/staff-api.ts";
import type { Route } from "./+types/product-preview";

/**
 * /add-products/preview/:id: a product of any status as its public page would show it (decision 088).
 * The server renders only a neutral shell (the address is never cached, decision 055); the browser
 * fetches the product with the staff token from the details call, which answers drafts to staff only.
 * No JSON-LD, no index: it is not a public page.
 */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "staff.dashboard.metaTitle", "staff.dashboard.metaDescription", {}, staffTexts),
  { name: "robots", content: "noindex, nofollow" },
];

// The staff area's slim shell: no public menu, footer or WhatsApp button around the product, and
// nothing of the public header over the preview's notice.
export const handle = { staffShell: true };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  if (!readToken()) throw redirect(loginPath(language));
  const result = await apiRequest("GET /products/details/:idOrPartNumber", { params: { idOrPartNumber: params.id } });
  const product = result.ok ? result.data.product : null;
  if (!product) return { product, specFields: [], photos: [] };
  const [fields, photos] = await Promise.all([
    apiRequest("GET /spec-fields", { query: { category: product.categorySlug } }),
    apiRequest("GET /products/:id/photos", { params: { id: product.id } }),
  ]);
  return { product, specFields: fields.ok ? fields.data.fields : [], photos: photos.ok ? photos.data.photos : [] };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = staffTexts.useTexts();
  return (
    <div className="flex items-center justify-center gap-3 px-4 py-24 text-slate-600" role="status">
      <Spinner className="size-5 text-brand-700" />
      {t("loading")}
    </div>
  );
}

export default function ProductPreview({ loaderData }: Route.ComponentProps) {
  const { t, language } = staffDraftsTexts.useTexts();
  const { pathname } = useLocation();
  const { product, specFields, photos } = loaderData;
  const back = (
    <Link to={localizePath("/add-products", language)} className="font-semibold underline underline-offset-2">
      {t("drafts.preview.back")}
    </Link>
  );
  if (!product) {
    return (
      <p role="alert" className="mx-auto max-w-7xl px-4 py-16 text-slate-700">
        {t("drafts.preview.notFound")} {back}
      </p>
    );
  }
  const context = { kind: "brand", brandSlug: product.brandSlug } as const;
  return (
    <>
      <p
        role="status"
        data-preview-status={product.status}
        className="bg-amber-100 px-4 py-3 text-center text-sm text-amber-950 ring-1 ring-amber-300"
      >
        {product.status === "active"
          ? t("drafts.preview.bannerActive")
          : t("drafts.preview.banner", { status: t(`drafts.status.${product.status}`) })}{" "}
        {back}
      </p>
      <ProductDetail
        data={{
          product,
          context,
          related: [],
          // A preview shows the part as staff made it; the cars' AC data is the public page's.
          acSystems: [],
          photos,
          specRows: specTableRows(specFields, product.specs, language),
          canonicalPath: productPath(context, product.partNumber, language),
          // A preview asks for no job: its part may be a draft, which no job may put on a list.
          jobs: [],
        }}
        pathname={pathname}
      />
    </>
  );
}
