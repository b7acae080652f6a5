import { areaTexts } from "../translate.ts";

/**
 * Texts of drafts and publishing (issue 26, decisions 085-087): the import's choice, the products
 * table's status filter, badges and actions, and the preview. Keys start with "drafts.".
 */
export const staffDraftsEn = {
  "drafts.choice.legend": "When imported",
  "drafts.choice.now": "Publish at once",
  "drafts.choice.drafts": "Bring in as drafts",
  "drafts.choice.suggested": "Drafts only for new brands, categories and vehicle models",
  "drafts.choice.count": "{count} of the {created} new products will be drafts: only staff see them until published.",
  "drafts.choice.count_one": "1 of the {created} new products will be a draft: only staff see it until published.",

  "drafts.status.label": "Status",
  "drafts.status.active": "Published",
  "drafts.status.draft": "Draft",
  "drafts.status.archived": "Archived",
  "drafts.status.all": "All statuses",
  "drafts.brand.new": "New brands (drafts only)",
  "drafts.import.label": "Import",
  "drafts.import.any": "Any import",
  "drafts.import.option": "#{id} {file} ({date})",

  "drafts.action.publish": "Publish",
  "drafts.action.archive": "Archive",
  "drafts.action.restore": "Restore",
  "drafts.action.preview": "Preview",
  "drafts.action.publishNamed": "Publish {name}",
  "drafts.action.archiveNamed": "Archive {name}",
  "drafts.action.restoreNamed": "Restore {name}",
  "drafts.action.previewNamed": "Preview {name}",
  "drafts.bulk.publishImport": "Publish all of this import",
  "drafts.bulk.archiveImport": "Archive all of this import",
  "drafts.bulk.publishBrand": "Publish all of this brand",
  "drafts.bulk.archiveBrand": "Archive all of this brand",
  "drafts.done": "{count} products changed.",
  "drafts.done_one": "1 product changed.",
  "drafts.error": "That did not work. Please try again.",

  "drafts.preview.banner": "Preview: {status}. Visitors do not see this product.",
  "drafts.preview.bannerActive": "Preview: this product is published.",
  "drafts.preview.back": "Back to the products",
  "drafts.preview.notFound": "No product with this id.",
};

export const staffDraftsTexts = await areaTexts("staffDrafts", staffDraftsEn, import.meta.glob("./*/staff-drafts.ts"));
