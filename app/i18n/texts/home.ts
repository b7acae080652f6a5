/** Texts of the home page (keys "home.…") and the about page (keys "about.…"). */
export const homeEn = {
  "home.title": "{company} | Car AC Compressors, Condensers and Cooling Parts",
  "home.description":
    "Genuine car AC and cooling parts from Denso, Valeo, Mahle Behr, Sanden, Hanon and more: compressors, condensers, cooling coils, blower motors and radiators, delivered across India.",
  "home.heroHeadline": "Automotive Air Conditioning Parts",
  "home.heroText":
    "Compressors, condensers, cooling coils, blower motors and radiators from twelve of the world's leading makers, in stock and ready to dispatch.",
  "home.heroCta": "Browse brands",
  "home.catalogueCount": "{count} parts in the catalogue",
  "home.brandsTitle": "Distributed Brands",
  "home.categoriesTitle": "Product Categories",
} as const;

export const homeEs: Partial<Record<keyof typeof homeEn, string>> = {
  "home.title": "{company} | Compresores, condensadores y piezas de climatización para coches",
  "home.description":
    "Piezas originales de aire acondicionado y refrigeración de Denso, Valeo, Mahle Behr, Sanden, Hanon y más: compresores, condensadores, evaporadores, motores de soplador y radiadores.",
  "home.heroHeadline": "Piezas de aire acondicionado para automóviles",
  "home.heroText":
    "Compresores, condensadores, evaporadores, motores de soplador y radiadores de doce de los principales fabricantes del mundo, en stock y listos para enviar.",
  "home.heroCta": "Ver marcas",
  "home.catalogueCount": "{count} piezas en el catálogo",
  "home.brandsTitle": "Marcas que distribuimos",
  "home.categoriesTitle": "Categorías de productos",
};

export const aboutEn = {} as const;
export const aboutEs: Partial<Record<keyof typeof aboutEn, string>> = {};
