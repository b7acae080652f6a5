import type { vehiclesEn } from "../vehicles.ts";

export const vehiclesEs: Record<keyof typeof vehiclesEn, string> = {
  "vehicles.indexTitle": "Repuestos de aire acondicionado y refrigeración por coche | {company}",
  "vehicles.indexDescription":
    "Elija la marca y el modelo de su coche y vea todos los repuestos de aire acondicionado y refrigeración del motor que tenemos para él, con los datos de gas y aceite.",
  "vehicles.indexHeading": "Repuestos por coche",
  "vehicles.indexIntro":
    "Elija la marca y luego el modelo: la página de cada coche reúne las piezas que le sirven, año por año.",
  "vehicles.breadcrumb": "Coches",
  "vehicles.models": "{count} modelos",
  "vehicles.models_one": "1 modelo",
  "vehicles.parts": "{count} piezas",
  "vehicles.parts_one": "1 pieza",
  "vehicles.makeTitle": "Repuestos de climatización y refrigeración {make} por modelo | {company}",
  "vehicles.makeDescription":
    "Compresores, condensadores, radiadores y más para {count} modelos de {make}, cada uno con los años en que sirve. Pida precio por WhatsApp.",
  "vehicles.makeDescription_one":
    "Compresores, condensadores, radiadores y más para el modelo de {make} que tenemos, con los años en que sirve. Pida precio por WhatsApp.",
  "vehicles.makeHeading": "Repuestos {make} por modelo",
  "vehicles.makeIntro":
    "Cada modelo de {make} al que le sirve alguna pieza de nuestro catálogo. Abra uno para ver sus piezas y los datos del aire acondicionado.",
  "vehicles.drawing": "Dibujo sencillo de un coche, no es una foto del {make} {model}",
  "vehicles.modelTitle": "Repuestos de climatización y refrigeración para {vehicle} ({years}) | {company}",
  "vehicles.modelDescription":
    "{count} piezas de aire acondicionado y refrigeración del motor para el {vehicle} ({years}), por categoría, con el motor y la caja de cambios de cada una, y el refrigerante y el aceite del coche.",
  "vehicles.modelDescription_one":
    "La pieza de aire acondicionado o refrigeración que tenemos para el {vehicle} ({years}), con su motor y caja de cambios, y el refrigerante y el aceite del coche.",
  "vehicles.modelHeading": "Repuestos de climatización y refrigeración para {vehicle}",
  "vehicles.allYears": "todos los años",
  "vehicles.yearRule":
    "Cada pieza aparece en todas las generaciones a las que llegan sus años, así que puede verse en dos. Los años, el motor y la caja junto a cada pieza son los que indica el proveedor: compárelos con su coche antes de pedir.",
  "vehicles.generations": "Generaciones",
  "vehicles.generationHeading": "{vehicle} {years}",
  "vehicles.partNumber": "Ref. {number}",
  "vehicles.byBrand": "de {brand}",
  "vehicles.noYears": "todos los años (sin años indicados)",
  "vehicles.ask": "¿No sabe cuál le sirve? Envíenos por WhatsApp el coche, el año y el motor.",
  "vehicles.askMessage": "Hola, necesito piezas de aire acondicionado para un {vehicle}. Año: , motor: ",
  "vehicles.askButton": "Preguntar por WhatsApp",
  "vehicles.allPartsFor": "Todas las piezas para el {vehicle}",
  "vehicles.carPage": "La página del coche: todas las piezas para el {vehicle}",
  "ac.heading": "Datos del aire acondicionado",
  "ac.headingFor": "Datos del aire acondicionado: {vehicle} {years}",
  "ac.refrigerant": "Refrigerante",
  "ac.charge": "Carga de refrigerante",
  "ac.grams": "{grams} g",
  "ac.gramsTolerance": "{grams} g ± {tolerance} g",
  "ac.oil": "Aceite del compresor",
  "ac.oilAmount": "{type}, {ml} ml",
  "ac.compressor": "Compresor",
  "ac.clutch": "Accionamiento del compresor",
  "ac.clutch.clutch": "embrague electromagnético",
  "ac.clutch.clutchless": "sin embrague (cilindrada variable)",
  "ac.notes": "Notas",
  "ac.demo": "Datos de demostración, escritos para este catálogo de ejemplo: no son cifras de ningún fabricante.",
  "ac.checkLabel": "La etiqueta bajo el capó trae las cifras del fabricante: guíese por ella al cargar el gas.",
  "ac.none": "Aún no tenemos datos de aire acondicionado para estos años: pregúntenos por WhatsApp.",
};
