import type { staffPricesEn } from "../staff-prices.ts";

export const staffPricesEs: Record<keyof typeof staffPricesEn, string> = {
  "prices.title": "Precios (solo personal)",
  "prices.hint": "Salen de las listas de precios importadas. Los visitantes nunca los ven.",
  "prices.loading": "Cargando los precios…",
  "prices.failed": "No se pudieron cargar los precios.",
  "prices.none": "Aún no hay precios. Asigna una columna de precio al importar la lista de este producto.",
  "prices.kind": "Precio",
  "prices.amount": "Importe",
  "prices.updated": "Último cambio",
  "prices.kind.cost": "Coste",
  "prices.kind.mrp": "PVP (MRP)",
  "prices.kind.dealer": "Precio distribuidor",
  "prices.gst": "GST: {rate} %",
  "prices.gstFromCategory": "GST: {rate} % (el de la categoría)",
  "prices.gstNone": "Sin tipo de GST.",
  "prices.history": "Historial de precios",
  "prices.historyNone": "Todavía no hay cambios registrados.",
  "prices.change": "{kind}: {old} → {new}",
  "prices.changeNone": "ninguno",
  "prices.byImport": "importación {id}",
} as const;
