/** A demo product every page-type walk visits (the HTML check gives it photos). */
export const demoProduct = { brand: "denso", partNumber: "447652-1005" };

/**
 * One English address per public page type a buyer sees (a language's prefix is added for the
 * others): the walks over every page type (the overlap of floating controls, the HTML check) start
 * from this list and add their own.
 */
export const publicPageTypes = [
  "/",
  "/brands",
  "/brands/denso",
  `/brands/${demoProduct.brand}/products/${demoProduct.partNumber}`,
  "/categories",
  "/categories/compressor",
  "/about",
  "/contact",
  "/enquiry",
  "/blogs",
  "/blogs/audi",
  "/vehicles",
  "/vehicles/hyundai",
  "/vehicles/hyundai/creta",
  "/search?q=creta+compressor",
  "/search?q=zzqqxx+nothing",
  `/compare?item=${demoProduct.brand}:${demoProduct.partNumber}`,
  "/no-such-page",
];
