import { defineTexts } from "../translate.ts";

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

export const staffDraftsEs: Record<keyof typeof staffDraftsEn, string> = {
  "drafts.choice.legend": "Al importar",
  "drafts.choice.now": "Publicar enseguida",
  "drafts.choice.drafts": "Traer como borradores",
  "drafts.choice.suggested": "Borradores solo para marcas, categorías y modelos de vehículo nuevos",
  "drafts.choice.count":
    "{count} de los {created} productos nuevos serán borradores: solo el personal los ve hasta publicarlos.",
  "drafts.choice.count_one":
    "1 de los {created} productos nuevos será un borrador: solo el personal lo ve hasta publicarlo.",

  "drafts.status.label": "Estado",
  "drafts.status.active": "Publicado",
  "drafts.status.draft": "Borrador",
  "drafts.status.archived": "Archivado",
  "drafts.status.all": "Todos los estados",
  "drafts.brand.new": "Marcas nuevas (solo borradores)",
  "drafts.import.label": "Importación",
  "drafts.import.any": "Cualquier importación",
  "drafts.import.option": "n.º {id} {file} ({date})",

  "drafts.action.publish": "Publicar",
  "drafts.action.archive": "Archivar",
  "drafts.action.restore": "Restaurar",
  "drafts.action.preview": "Vista previa",
  "drafts.action.publishNamed": "Publicar {name}",
  "drafts.action.archiveNamed": "Archivar {name}",
  "drafts.action.restoreNamed": "Restaurar {name}",
  "drafts.action.previewNamed": "Vista previa de {name}",
  "drafts.bulk.publishImport": "Publicar toda esta importación",
  "drafts.bulk.archiveImport": "Archivar toda esta importación",
  "drafts.bulk.publishBrand": "Publicar toda esta marca",
  "drafts.bulk.archiveBrand": "Archivar toda esta marca",
  "drafts.done": "{count} productos cambiados.",
  "drafts.done_one": "1 producto cambiado.",
  "drafts.error": "No ha funcionado. Inténtalo de nuevo.",

  "drafts.preview.banner": "Vista previa: {status}. Los visitantes no ven este producto.",
  "drafts.preview.bannerActive": "Vista previa: este producto está publicado.",
  "drafts.preview.back": "Volver a los productos",
  "drafts.preview.notFound": "No hay ningún producto con este id.",
};

export const staffDraftsHi: Record<keyof typeof staffDraftsEn, string> = {
  "drafts.choice.legend": "इम्पोर्ट होने पर",
  "drafts.choice.now": "तुरंत पब्लिश करें",
  "drafts.choice.drafts": "ड्राफ़्ट के रूप में लाएँ",
  "drafts.choice.suggested": "सिर्फ़ नए ब्रांड, कैटेगरी और गाड़ी मॉडल के लिए ड्राफ़्ट",
  "drafts.choice.count": "{created} नए प्रोडक्ट्स में से {count} ड्राफ़्ट होंगे: पब्लिश होने तक इन्हें सिर्फ़ स्टाफ़ देख सकता है।",
  "drafts.choice.count_one": "{created} नए प्रोडक्ट्स में से {count} ड्राफ़्ट होगा: पब्लिश होने तक इसे सिर्फ़ स्टाफ़ देख सकता है।",

  "drafts.status.label": "स्थिति",
  "drafts.status.active": "पब्लिश्ड",
  "drafts.status.draft": "ड्राफ़्ट",
  "drafts.status.archived": "आर्काइव्ड",
  "drafts.status.all": "सभी स्थितियाँ",
  "drafts.brand.new": "नए ब्रांड (सिर्फ़ ड्राफ़्ट)",
  "drafts.import.label": "इम्पोर्ट",
  "drafts.import.any": "कोई भी इम्पोर्ट",
  "drafts.import.option": "#{id} {file} ({date})",

  "drafts.action.publish": "पब्लिश करें",
  "drafts.action.archive": "आर्काइव करें",
  "drafts.action.restore": "वापस लाएँ",
  "drafts.action.preview": "प्रीव्यू",
  "drafts.action.publishNamed": "{name} पब्लिश करें",
  "drafts.action.archiveNamed": "{name} आर्काइव करें",
  "drafts.action.restoreNamed": "{name} वापस लाएँ",
  "drafts.action.previewNamed": "{name} का प्रीव्यू",
  "drafts.bulk.publishImport": "इस इम्पोर्ट के सभी पब्लिश करें",
  "drafts.bulk.archiveImport": "इस इम्पोर्ट के सभी आर्काइव करें",
  "drafts.bulk.publishBrand": "इस ब्रांड के सभी पब्लिश करें",
  "drafts.bulk.archiveBrand": "इस ब्रांड के सभी आर्काइव करें",
  "drafts.done": "{count} प्रोडक्ट बदले गए।",
  "drafts.done_one": "{count} प्रोडक्ट बदला गया।",
  "drafts.error": "यह नहीं हो पाया। कृपया फिर कोशिश करें।",

  "drafts.preview.banner": "प्रीव्यू: {status}। विज़िटर यह प्रोडक्ट नहीं देखते।",
  "drafts.preview.bannerActive": "प्रीव्यू: यह प्रोडक्ट पब्लिश्ड है।",
  "drafts.preview.back": "प्रोडक्ट्स पर वापस",
  "drafts.preview.notFound": "इस id का कोई प्रोडक्ट नहीं है।",
};

export const staffDraftsTexts = defineTexts({ en: staffDraftsEn, es: staffDraftsEs, hi: staffDraftsHi });
