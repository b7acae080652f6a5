import type { staffReviewEn } from "../staff-review.ts";

export const staffReviewEs: Record<keyof typeof staffReviewEn, string> = {
  "review.title": "Lo que esta importación pone en el sitio",
  "review.intro":
    "{count} de sus productos son borradores: solo el personal los ve. Abre algunos de cada grupo y después publica el grupo, déjalo como borradores o devuélvelo a «por revisar».",
  "review.intro_one":
    "1 de sus productos es un borrador: solo el personal lo ve. Ábrelo y después publica su grupo, déjalo como borrador o devuélvelo a «por revisar».",
  "review.allPublished":
    "Todos los productos de esta importación están en el sitio. Aún puedes volver a dejar un grupo como borradores.",
  "review.loading": "Cargando lo que trajo esta importación…",
  "review.error": "No se pudo cargar lo que trajo esta importación.",
  "review.cameInAsDrafts":
    "{count} filas entraron como borradores: los visitantes aún no las ven. Revísalas abajo, en «Lo que esta importación pone en el sitio», o en la tabla de productos filtrada por esta importación.",
  "review.cameInAsDrafts_one":
    "1 fila entró como borrador: los visitantes aún no la ven. Revísala abajo, en «Lo que esta importación pone en el sitio», o en la tabla de productos filtrada por esta importación.",
  "review.categories": "Por categoría",
  "review.newBrands": "Marcas nuevas en el sitio",
  "review.needsLook": "Devueltos: por revisar",
  "review.needsLookIntro":
    "Al publicar toda la importación estos se omiten. Abre uno para darle la categoría correcta, o déjalos donde están.",
  "review.counts": "{count} productos (borradores: {drafts}, publicados: {published})",
  "review.counts_one": "1 producto (borradores: {drafts}, publicados: {published})",
  "review.opensNewTab": "(se abre en otra pestaña)",
  "review.more": "y {count} más",
  "review.publish": "Publicar",
  "review.publishNamed": "Publicar {name}",
  "review.draft": "Dejar como borradores",
  "review.draftNamed": "Dejar {name} como borradores",
  "review.sendBack": "Por revisar",
  "review.sendBackNamed": "Devolver {name} a «por revisar»",
  "review.keep": "Dejar en su categoría",
  "review.publishAll": "Publicar toda esta importación…",
  "review.nothingToPublish": "Aquí ya no queda nada por publicar.",

  "review.confirm.products": "{count} productos",
  "review.confirm.products_one": "1 producto",
  "review.confirm.categories": "{count} categorías",
  "review.confirm.categories_one": "1 categoría",
  "review.confirm.brands": "{count} marcas nuevas",
  "review.confirm.brands_one": "1 marca nueva",
  "review.confirm.title": "¿Publicar {products} en {categories}?",
  "review.confirm.titleWithBrands": "¿Publicar {products} en {categories} y {brands}?",
  "review.confirm.intro": "Los visitantes los verán en cuanto confirmes:",
  "review.confirm.brandsNote":
    "Las marcas nuevas en el sitio tendrán su página pública; los menús solo muestran las marcas que destacas.",
  "review.confirm.skipped": "Los productos devueltos a «por revisar» siguen como borradores.",
  "review.confirm.nothing": "No hay nada que publicar: estos productos ya están publicados o están por revisar.",
  "review.confirm.publish": "Publicar",
  "review.confirm.loading": "Contando lo que se publicaría…",
  "review.confirm.error": "No se pudo contar lo que se publicaría. Inténtalo de nuevo.",
};
