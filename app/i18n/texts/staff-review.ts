import { areaTexts } from "../translate.ts";

/**
 * Texts of seeing before publishing (issue 40, decision 202): an import's review per category and
 * per new brand, its group actions, and the confirmation that names what publishing publishes.
 * Keys start with "review.".
 */
export const staffReviewEn = {
  "review.title": "What this import puts on the site",
  "review.intro":
    "{count} of its products are drafts: only staff see them. Open a few in each group, then publish the group, keep it as drafts or send it back to “needs a look”.",
  "review.intro_one":
    "1 of its products is a draft: only staff see it. Open it, then publish its group, keep it as a draft or send it back to “needs a look”.",
  "review.allPublished": "Every product of this import is on the site. A group can still be taken back as drafts.",
  "review.loading": "Loading what this import brought…",
  "review.error": "What this import brought could not be loaded.",
  "review.cameInAsDrafts":
    "{count} rows came in as drafts: visitors do not see them yet. Review them below, under “What this import puts on the site”, or in the products table filtered by this import.",
  "review.cameInAsDrafts_one":
    "1 row came in as a draft: visitors do not see it yet. Review it below, under “What this import puts on the site”, or in the products table filtered by this import.",
  "review.categories": "By category",
  "review.newBrands": "New brands on the site",
  "review.needsLook": "Sent back: needs a look",
  "review.needsLookIntro":
    "Publishing the whole import skips these. Open one to give it the right category, or keep them where they are.",
  "review.counts": "{count} products (drafts: {drafts}, published: {published})",
  "review.counts_one": "1 product (drafts: {drafts}, published: {published})",
  "review.opensNewTab": "(opens in a new tab)",
  "review.more": "and {count} more",
  "review.publish": "Publish",
  "review.publishNamed": "Publish {name}",
  "review.draft": "Keep as drafts",
  "review.draftNamed": "Keep {name} as drafts",
  "review.sendBack": "Needs a look",
  "review.sendBackNamed": "Send {name} back to “needs a look”",
  "review.keep": "Keep in their category",
  "review.publishAll": "Publish all of this import…",
  "review.nothingToPublish": "Nothing left to publish here.",

  "review.confirm.products": "{count} products",
  "review.confirm.products_one": "1 product",
  "review.confirm.categories": "{count} categories",
  "review.confirm.categories_one": "1 category",
  "review.confirm.brands": "{count} new brands",
  "review.confirm.brands_one": "1 new brand",
  "review.confirm.title": "Publish {products} in {categories}?",
  "review.confirm.titleWithBrands": "Publish {products} in {categories} and {brands}?",
  "review.confirm.intro": "Visitors see them as soon as you confirm:",
  "review.confirm.brandsNote": "Brands new on the site get a public page; the menus list only the brands you feature.",
  "review.confirm.skipped": "Products sent back to “needs a look” stay drafts.",
  "review.confirm.nothing": "Nothing to publish: these products are published already, or need a look.",
  "review.confirm.publish": "Publish",
  "review.confirm.loading": "Counting what would be published…",
  "review.confirm.error": "What would be published could not be counted. Please try again.",
} as const;

export const staffReviewTexts = await areaTexts("staffReview", staffReviewEn, import.meta.glob("./*/staff-review.ts"));
