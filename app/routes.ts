import { type RouteConfig, route } from "@react-router/dev/routes";
import { localizedRoutes, type Screen } from "./i18n/language-routes.ts";
import { languageSettings } from "./i18n/languages.ts";

/**
 * The staff area's tabs, each at an address of its own below /add-products (decision 191): the
 * Products tab is /add-products itself, as the spec has it; an enquiry and an import open by address.
 */
const staffTabs = [
  ["", "routes/_staff/add-products/products.tsx"],
  ["products", "routes/_staff/add-products/products-address.tsx"],
  ["enquiries", "routes/_staff/add-products/enquiries.tsx"],
  ["enquiries/:reference", "routes/_staff/add-products/enquiry.tsx"],
  ["imports", "routes/_staff/add-products/imports.tsx"],
  ["imports/:id", "routes/_staff/add-products/import.tsx"],
  ["brands-and-categories", "routes/_staff/add-products/brands-and-categories.tsx"],
  ["specifications", "routes/_staff/add-products/specifications.tsx"],
  ["ac-data", "routes/_staff/add-products/ac-systems.tsx"],
  ["jobs", "routes/_staff/add-products/jobs.tsx"],
  ["demand", "routes/_staff/add-products/demand.tsx"],
  ["catalogue-health", "routes/_staff/add-products/catalogue-health.tsx"],
  ["accounts", "routes/_staff/add-products/accounts.tsx"],
] as const;

/** Every public page answers at /… in the default language and under each other language's prefix. */
const screens: readonly Screen[] = [
  ["", "routes/_public/home.tsx"],
  ["brands", "routes/_public/brands.tsx"],
  ["brands/:brand", "routes/_public/brand.tsx"],
  ["brands/:brand/products/:partNumber", "routes/_public/product-in-brand.tsx"],
  ["categories", "routes/_public/categories.tsx"],
  ["categories/:category", "routes/_public/category.tsx"],
  ["categories/:category/products/:partNumber", "routes/_public/product-in-category.tsx"],
  ["about", "routes/_public/about.tsx"],
  ["contact", "routes/_public/contact.tsx"],
  ["enquiry", "routes/_public/enquiry.tsx"],
  ["blogs", "routes/_public/blogs.tsx"],
  ["blogs/:id", "routes/_public/blog.tsx"],
  ["vehicles", "routes/_public/vehicles.tsx"],
  ["vehicles/:make", "routes/_public/vehicle-make.tsx"],
  ["vehicles/:make/:model", "routes/_public/vehicle-model.tsx"],
  ["search", "routes/_public/search.tsx"],
  ["compare", "routes/_public/compare.tsx"],
  ["login", "routes/_staff/login.tsx"],
  ["add-products", "routes/_staff/add-products.tsx", staffTabs],
  ["add-products/preview/:id", "routes/_staff/product-preview.tsx"],
  ["subscribe", "routes/_public/subscribe.tsx"],
  ["*", "routes/_public/not-found.tsx"],
];

export default [
  route("robots.txt", "routes/_seo/robots.ts"),
  route("sitemap.xml", "routes/_seo/sitemap-index.ts"),
  route("sitemaps/:name", "routes/_seo/sitemap-part.ts"),
  ...localizedRoutes(screens, languageSettings),
] satisfies RouteConfig;
