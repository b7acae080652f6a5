import type { staffLabelsEn } from "../staff-labels.ts";

export const staffLabelsEs: Record<keyof typeof staffLabelsEn, string> = {
  "labels.select": "Seleccionar {name} para etiquetas",
  "labels.selectColumn": "Etiquetas",
  "labels.print": "Imprimir etiquetas ({count})",
  "labels.clear": "Quitar la selección",
  "labels.title": "Etiquetas para estanterías",
  "labels.close": "Cerrar las etiquetas",
  "labels.layout": "Hoja de etiquetas",
  "labels.layout3x8": "3 × 8 en A4 (70 × 37 mm, 24 por hoja)",
  "labels.layout2x7": "2 × 7 en A4 (99 × 38 mm, 14 por hoja)",
  "labels.sheets_one": "1 hoja A4. Imprime al 100 % (tamaño real), sin márgenes.",
  "labels.sheets": "{count} hojas A4. Imprime al 100 % (tamaño real), sin márgenes.",
  "labels.printNow": "Imprimir",
  "labels.preparing": "Dibujando los códigos QR…",
  "labels.failed": "No se pudieron dibujar los códigos QR. Recarga la página e inténtalo de nuevo.",
  "labels.qrAlt": "Código QR de la página de la pieza",
  "labels.sheet": "Hoja {number}",
} as const;
