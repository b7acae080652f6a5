import { defineTexts } from "../translate.ts";
import { areaExport, loadTranslations } from "../translations.ts";

/**
 * Texts of the staff's Demand and Catalogue health tabs (issue 31). Keys start with "demand." and
 * "health.". Search words and part numbers are shown as buyers typed them (folded), never translated.
 */
export const demandEn = {
  "demand.tab": "Demand",
  "demand.title": "What buyers look for",
  "demand.intro":
    "Counted on the server per day: no cookie, no address kept, search engines and repeat visits from one address left out.",
  "demand.window": "Period",
  "demand.days": "Last {days} days",
  "demand.loading": "Loading the figures…",
  "demand.loadError": "The figures could not be loaded.",
  "demand.csv": "Download CSV",
  "demand.empty": "Nothing counted in this period yet.",
  "demand.trend": "Trend over the period: {values}",

  "demand.rate.title": "Searches with no result",
  "demand.rate.value": "{rate} of {searches} searches found nothing",
  "demand.rate.none": "No searches in this period.",
  "demand.rate.previous": "The period before: {rate}",
  "demand.rate.previousNone": "No searches in the period before.",

  "demand.zero.title": "Searches that found nothing",
  "demand.zero.search": "Search",
  "demand.zero.kind": "Kind",
  "demand.zero.count": "Searches",
  "demand.zero.trend": "Trend",
  "demand.zero.actions": "Actions",
  "demand.kind.number": "Part number",
  "demand.kind.vehicle": "Vehicle",
  "demand.kind.words": "Words",

  "demand.numbers.title": "Part numbers asked for and not carried",
  "demand.numbers.number": "Part number",
  "demand.numbers.count": "Searches",
  "demand.numbers.lookalike": "Looks like",
  "demand.numbers.oe": "OE number of {partNumber}",
  "demand.numbers.none": "Nothing close",

  "demand.vehicles.title": "Vehicles most searched",
  "demand.vehicles.vehicle": "Vehicle",
  "demand.vehicles.count": "Choices",
  "demand.vehicles.parts": "Active parts",
  "demand.vehicles.anyModel": "any model",

  "demand.viewed.title": "Most viewed products",
  "demand.viewed.product": "Product",
  "demand.viewed.partNumber": "Part number",
  "demand.viewed.count": "Views",
  "demand.viewed.removed": "Removed product #{id}",

  "demand.clicks.title": "WhatsApp and call clicks by page",
  "demand.clicks.channel": "Link",
  "demand.clicks.page": "Page",
  "demand.clicks.count": "Clicks",
  "demand.channel.whatsapp": "WhatsApp",
  "demand.channel.call": "Call",
  "demand.page.home": "Home",
  "demand.page.product": "Product page",
  "demand.page.brand": "Brand page",
  "demand.page.category": "Category page",
  "demand.page.search": "Search",
  "demand.page.contact": "Contact",
  "demand.page.blog": "Blog",
  "demand.page.other": "Other page",

  "demand.emptyPages.title": "Listings that showed nothing",
  "demand.emptyPages.page": "Page and filters",
  "demand.emptyPages.count": "Visits",

  "demand.add": "Add a product",
  "demand.addFor": "Add a product for “{subject}”",
  "demand.notStocked": "Mark as not stocked",
  "demand.notStockedFor": "Mark as not stocked: “{subject}”",
  "demand.notStockedDone": "“{subject}” is marked as not stocked and left out of the report.",
  "demand.notStockedError": "It could not be marked. Please try again.",
  "demand.productAdded": "The product was added.",

  "health.tab": "Catalogue health",
  "health.title": "What the catalogue is missing",
  "health.intro": "Active products, brands and categories with gaps buyers notice. Open a list to fix them one by one.",
  "health.loading": "Checking the catalogue…",
  "health.loadError": "The catalogue could not be checked.",
  "health.products": "Products ({count} active)",
  "health.gap.photo": "Without a photo",
  "health.gap.description": "Without a description",
  "health.gap.fitment": "Without fitment",
  "health.gap.oe": "Without OE numbers",
  "health.gap.placeholder-name": "With a placeholder name",
  "health.open": "Show these products",
  "health.openNamed": "{gap}: show these products",
  "health.forExample": "For example:",
  "health.brands": "Brands",
  "health.categories": "Categories",
  "health.withoutLogo": "Without a logo: {count}",
  "health.withoutDescription": "Without a description in English or Spanish: {count}",
  "health.editTerms": "Edit them in Brands & categories",
  "health.vehicles": "Vehicles with parts in one category only: {count}",
  "health.vehiclesHint": "Buyers of these vehicles find nothing else for them.",
  "health.vehicleLine_one": "{vehicle}: {count} part, in {category}",
  "health.vehicleLine": "{vehicle}: {count} parts, all in {category}",
  "health.none": "None.",
  "health.filter": "Filter: {gap}",
  "health.clearFilter": "Show all products",
} as const;

export const demandTexts = defineTexts({
  en: demandEn,
  ...(await loadTranslations(import.meta.glob("./*/staff-demand.ts"), areaExport("demand"))),
});
