import { type RouteConfig, route } from "@react-router/dev/routes";
import { localizedRoutes } from "./i18n/language-routes.ts";
import { languageSettings } from "./i18n/languages.ts";

/** Every public page answers at /… in the default language and under each other language's prefix. */
const screens = [
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
  ["search", "routes/_public/search.tsx"],
  ["compare", "routes/_public/compare.tsx"],
  ["login", "routes/_staff/login.tsx"],
  ["add-products", "routes/_staff/add-products.tsx"],
  ["add-products/preview/:id", "routes/_staff/product-preview.tsx"],
  ["subscribe", "routes/_public/subscribe.tsx"],
  ["*", "routes/_public/not-found.tsx"],
] as const;

export default [
  route("robots.txt", "routes/_seo/robots.ts"),
  route("sitemap.xml", "routes/_seo/sitemap-index.ts"),
  route("sitemaps/:name", "routes/_seo/sitemap-part.ts"),
  ...localizedRoutes(screens, languageSettings),
] satisfies RouteConfig;
