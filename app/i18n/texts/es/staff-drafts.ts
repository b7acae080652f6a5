import type { staffDraftsEn } from "../staff-drafts.ts";

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
