/**
 * English interface texts. Spanish (es.ts) may leave any key out; it then shows the English text.
 * Placeholders are written {name}; values are inserted as plain text, never as markup.
 */
export const en = {
  "site.tagline": "Automotive air-conditioning and cooling parts since 1991",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.brands": "Brands",
  "nav.categories": "Categories",
  "nav.blogs": "Blogs",
  "nav.contact": "Contact Us",
  "nav.viewAll": "View All",
  "nav.search": "Search parts",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.mainLabel": "Main",
  "nav.homeLink": "{company}, home page",
  "nav.language": "Language",
  "nav.switchTo": "Leer en español",
  "nav.switchToShort": "ES",
  "search.title": "Search the catalogue",
  "search.label": "Part number or product name",
  "search.placeholder": "e.g. 447260-1234 or Creta compressor",
  "search.submit": "Search",
  "search.close": "Close search",
  loading: "Loading",
  "whatsapp.label": "Chat with us on WhatsApp",
  "whatsapp.greeting":
    "Hello {company}, I would like to know more about your car AC and cooling parts (compressors, condensers, cooling coils and more).",
  "footer.aboutUs": "About Us",
  "footer.aboutLink": "About the company",
  "footer.brandsLink": "Our brands",
  "footer.categoriesLink": "Product categories",
  "footer.contactLink": "Contact",
  "footer.support": "24/7 support line",
  "footer.subscribe": "Subscribe",
  "footer.subscribeText": "New arrivals, price updates and AC care tips, about once a month.",
  "footer.emailLabel": "Your e-mail address",
  "footer.emailPlaceholder": "you@example.com",
  "footer.subscribeButton": "Subscribe",
  "subscribe.done": "Thank you. You are on the list and will hear from us about once a month.",
  "subscribe.invalid": "Please enter a valid e-mail address.",
  "subscribe.sending": "Subscribing…",
  "footer.copyright": "© {year} {company}. All rights reserved.",
  "footer.description":
    "Distributor and wholesaler of genuine car AC and engine-cooling parts from the world's leading makers, delivering across India and abroad.",
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
  "brands.title": "{company} | Original Top Brands of Car AC and Cooling Parts",
  "brands.description":
    "Genuine parts from Hanon Systems, Doowon, Mahle Behr, Subros, Sanden, Denso, Valeo, Motherson, Calsonic Kansei, Estra, Pacific and Spal, sourced directly and delivered across India.",
  "brands.heading": "Original Top Brands",
  "brands.intro":
    "We buy directly from the makers that equip cars on Indian roads, so every part arrives genuine, boxed and covered by its maker's warranty. Choose a brand to see its compressors, condensers, coils, motors and valves.",
  "categories.title": "{company} | Product Categories: Compressors, Condensers, Radiators and More",
  "categories.description":
    "Browse car AC and cooling parts by category: compressors, condensers, cooling coils, blower motors, radiators, radiator fan assemblies, expansion valves and injectors.",
  "categories.heading": "Product Categories",
  "categories.intro":
    "From the compressor that drives the refrigerant to the fan that keeps the radiator cool, find every part of a car's climate and cooling system in one place, across all the brands we carry.",
  "notFound.title": "Page not found",
  "notFound.text": "The page you asked for does not exist or has moved. Try the catalogue or the home page.",
  "notFound.metaTitle": "Page not found | {company}",
  "error.title": "Something went wrong",
  "error.text": "An unexpected error stopped this page. Please try again in a moment.",
  "error.home": "Back to the home page",
  "error.retry": "Try again",
} as const;

export type TranslationKey = keyof typeof en;
