import type { scanButtonEn } from "../scan-button.ts";

export const scanButtonEs: Record<keyof typeof scanButtonEn, string> = {
  "scan.button": "Escanear la etiqueta o el código de barras de una pieza",
};
