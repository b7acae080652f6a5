import type { wholeJobEn } from "../whole-job.ts";

export const wholeJobEs: Record<keyof typeof wholeJobEn, string> = {
  "wholeJob.heading": "El trabajo completo",
  "wholeJob.introPart":
    "Esta pieza casi nunca se cambia sola. Pide en una sola lista todas las piezas que lleva el trabajo para tu coche y te lo presupuestamos todo junto.",
  "wholeJob.introCar":
    "Una reparación del aire acondicionado casi nunca lleva una sola pieza. Pide en una sola lista todas las piezas de un trabajo para este coche y te lo presupuestamos todo junto.",
  "wholeJob.car": "Tu coche",
  "wholeJob.ask": "Pedir el trabajo completo: {job}",
};
