import type { compareEn } from "../compare.ts";

export const compareEs: Record<keyof typeof compareEn, string> = {
  "compare.title": "Comparar piezas",
  "compare.pageTitle": "Comparar piezas | {company}",
  "compare.pageDescription":
    "Hasta cuatro piezas lado a lado: números, vehículos y especificaciones, con las diferencias marcadas.",
  "compare.empty":
    "Aún no hay piezas que comparar. Abre una pieza y elige «Comparar con otras piezas», o busca una abajo.",
  "compare.missing": "Ya no están en el catálogo: {items}.",
  "compare.remove": "Quitar",
  "compare.removeLabel": "Quitar {name} de la comparación",
  "compare.differs": "cambia",
  "compare.differsHelp":
    "Las filas marcadas «cambia» son aquellas en que las piezas no coinciden: revísalas con tu coche.",
  "compare.vehicles": "Sirve para",
  "compare.oeNumbers": "Números OE",
  "compare.crossReferences": "Referencias cruzadas",
  "compare.none": "—",
  "compare.add": "Añadir una pieza",
  "compare.addLabel": "Número de pieza, número OE o nombre",
  "compare.addSubmit": "Buscar",
  "compare.addThis": "Añadir a la comparación",
  "compare.addThisLabel": "Añadir a la comparación: {name}",
  "compare.full": "Una comparación muestra cuatro piezas como máximo. Quita una para añadir otra.",
  "compare.suggested": "Piezas parecidas",
  "compare.found": "Resultados para «{q}»",
  "compare.foundNothing": "No se encontró nada para «{q}».",
  "compare.send": "Enviar esta comparación por WhatsApp",
  "compare.sendText": "Comparando {names}: {url}",
};
