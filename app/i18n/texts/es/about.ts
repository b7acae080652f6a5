import type { aboutEn } from "../about.ts";

export const aboutEs: Partial<Record<keyof typeof aboutEn, string>> = {
  "about.title": "Sobre {company} | Distribuidor de piezas de climatización desde 1991",
  "about.description":
    "Desde 1991 {company} ha pasado de ser un mostrador de recambios en Delhi a uno de los mayores distribuidores de piezas de climatización y refrigeración de la India: nuestra historia, valores y cifras.",
  "about.eyebrow": "Nuestra historia desde 1991",
  "about.heading": "Sobre nosotros",
  "about.intro":
    "Tres décadas suministrando piezas originales de climatización y refrigeración a los talleres, flotas y distribuidores que mantienen la India en marcha.",
  "about.journeyTitle": "Nuestra trayectoria",
  "about.journeyText": "De un mostrador a una red nacional, paso a paso.",
  "about.corporationTitle": "Sobre la empresa",
  "about.corporationText1":
    "{company} compra directamente a los principales fabricantes mundiales de compresores, condensadores, radiadores y ventiladores, y tiene en stock sus piezas para los vehículos que de verdad conducen nuestros clientes. Compradores, personal de almacén y asesores técnicos trabajamos como un solo equipo, así que una referencia pedida por la mañana suele salir por la tarde.",
  "about.corporationText2":
    "Atendemos a talleres independientes, servicios oficiales, flotas, tiendas y fabricantes, en la India y en el extranjero, con la misma promesa: piezas originales, consejo honesto y precios justos para profesionales.",
  "about.valuesTitle": "Nuestros valores",
  "about.valueInnovation": "Innovación",
  "about.valueInnovationText":
    "Nuevas formas de encontrar, almacenar y entregar piezas más rápido, de la búsqueda en línea a un almacén más inteligente.",
  "about.valueAccountability": "Responsabilidad",
  "about.valueAccountabilityText": "Respondemos de cada pieza que vendemos y de cada promesa que hacemos sobre ella.",
  "about.valueExcellence": "Excelencia",
  "about.valueExcellenceText":
    "Productos originales, embalaje cuidadoso y un servicio que nuestros clientes recomiendan.",
  "about.valuePrecision": "Precisión",
  "about.valuePrecisionText":
    "La pieza exacta para el vehículo exacto, identificada por su referencia y revisada antes del envío.",
  "about.whyTitle": "Por qué elegir {company}",
  "about.why1Title": "Solo piezas originales",
  "about.why1Text":
    "Compradas directamente a los fabricantes o a sus canales oficiales, con la garantía del fabricante.",
  "about.why2Title": "Stock amplio",
  "about.why2Text": "Más de 15.000 referencias en nuestras estanterías, de {count} marcas líderes.",
  "about.why2Text_one": "Más de 15.000 referencias en nuestras estanterías, de una marca líder.",
  "about.why3Title": "Asesoramiento experto",
  "about.why3Text":
    "Asesores que conocen los sistemas de climatización y refrigeración te ayudan a acertar a la primera.",
  "about.why4Title": "Entrega rápida en toda la India",
  "about.why4Text": "La mayoría de los pedidos sale en uno o dos días hábiles, muchos el mismo día.",
  "about.why5Title": "Preparados para exportar",
  "about.why5Text":
    "Embalaje y documentación de exportación para clientes de Oriente Medio, África y el Sudeste Asiático.",
  "about.countersTitle": "{company} en cifras",
  "about.counterYears": "Años de experiencia",
  "about.counterSkus": "Referencias en stock",
  "about.counterClients": "Clientes satisfechos",
  "about.brandsTitle": "Marcas que distribuimos",
};
