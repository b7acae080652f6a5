import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every public page answers at /… in English and /es/… in Spanish: the optional static "es?"
 * segment gives each screen one route module and one id for both languages.
 */
export default [
  route("es?", "routes/_public/home.tsx"),
  route("es?/brands", "routes/_public/brands.tsx"),
  route("es?/brands/:brand", "routes/_public/brand.tsx"),
  route("es?/brands/:brand/products/:partNumber", "routes/_public/product-in-brand.tsx"),
  route("es?/categories", "routes/_public/categories.tsx"),
  route("es?/categories/:category", "routes/_public/category.tsx"),
  route("es?/categories/:category/products/:partNumber", "routes/_public/product-in-category.tsx"),
  route("es?/about", "routes/_public/about.tsx"),
  route("es?/contact", "routes/_public/contact.tsx"),
  route("es?/enquiry", "routes/_public/enquiry.tsx"),
  route("es?/blogs", "routes/_public/blogs.tsx"),
  route("es?/blogs/:id", "routes/_public/blog.tsx"),
  route("es?/search", "routes/_public/search.tsx"),
  route("es?/compare", "routes/_public/compare.tsx"),
  route("es?/login", "routes/_staff/login.tsx"),
  route("es?/add-products", "routes/_staff/add-products.tsx"),
  route("es?/add-products/preview/:id", "routes/_staff/product-preview.tsx"),
  route("es?/subscribe", "routes/_public/subscribe.tsx"),
  route("robots.txt", "routes/_seo/robots.ts"),
  route("sitemap.xml", "routes/_seo/sitemap-index.ts"),
  route("sitemaps/:name", "routes/_seo/sitemap-part.ts"),
  route("es?/*", "routes/_public/not-found.tsx"),
] satisfies RouteConfig;
