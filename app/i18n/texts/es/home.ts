import type { homeEn } from "../home.ts";

export const homeEs: Partial<Record<keyof typeof homeEn, string>> = {
  "home.title": "{company} | Compresores, condensadores y piezas de climatización para coches",
  "home.description":
    "Piezas originales de aire acondicionado y refrigeración de Denso, Valeo, Mahle Behr, Sanden, Hanon y más: compresores, condensadores, evaporadores, motores de soplador y radiadores.",
  "home.heroHeadline": "Piezas de aire acondicionado para automóviles",
  "home.heroLabel": "Destacados",
  "home.heroSlide": "{n} de {total}",
  "home.heroPrevious": "Diapositiva anterior",
  "home.heroNext": "Diapositiva siguiente",
  "home.heroGoTo": "Mostrar la diapositiva {n}: {title}",
  "home.heroPause": "Pausar la presentación",
  "home.heroPlay": "Reanudar la presentación",
};
