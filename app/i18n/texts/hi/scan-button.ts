import type { scanButtonEn } from "../scan-button.ts";

export const scanButtonHi: Record<keyof typeof scanButtonEn, string> = {
  "scan.button": "पार्ट का लेबल या बारकोड स्कैन करें",
};
