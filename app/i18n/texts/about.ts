import { defineTexts } from "../translate.ts";

/** Texts of the about page (keys "about.…"). */
export const aboutEn = {
  "about.title": "About {company} | Car AC and Cooling Parts Distributor Since 1991",
  "about.description":
    "Since 1991 {company} has grown from a Delhi parts counter into one of India's largest distributors of car AC and engine-cooling parts: our journey, values and numbers.",
  "about.eyebrow": "Our story since 1991",
  "about.heading": "About Us",
  "about.intro":
    "Three decades of supplying genuine air-conditioning and cooling parts to the workshops, fleets and distributors that keep India moving.",
  "about.journeyTitle": "Our Journey",
  "about.journeyText": "From one counter to a nationwide network, one milestone at a time.",
  "about.corporationTitle": "About the Corporation",
  "about.corporationText1":
    "{company} buys directly from the world's leading makers of compressors, condensers, radiators and fans, and stocks their parts for the vehicles Indian customers actually drive. Our buyers, warehouse staff and technical advisers work as one team, so a part number asked for in the morning is usually on its way by the evening.",
  "about.corporationText2":
    "We serve independent workshops, authorised service centres, fleet operators, retailers and manufacturers, in India and abroad, with the same promise: genuine parts, honest advice and fair trade prices.",
  "about.valuesTitle": "Our values",
  "about.valueInnovation": "Innovation",
  "about.valueInnovationText":
    "New ways to find, stock and deliver parts faster, from online search to smarter warehousing.",
  "about.valueAccountability": "Accountability",
  "about.valueAccountabilityText": "We stand behind every part we sell and every promise we make about it.",
  "about.valueExcellence": "Excellence",
  "about.valueExcellenceText": "Genuine products, careful packing and service our customers recommend to others.",
  "about.valuePrecision": "Precision",
  "about.valuePrecisionText": "The exact part for the exact vehicle, matched by number and checked before dispatch.",
  "about.whyTitle": "Why Choose {company}",
  "about.why1Title": "Genuine parts only",
  "about.why1Text": "Sourced directly from the makers or their authorised channels, with the maker's warranty.",
  "about.why2Title": "Stock in depth",
  "about.why2Text": "More than 15,000 references on our shelves, across twelve leading brands.",
  "about.why3Title": "Expert advice",
  "about.why3Text": "Advisers who know AC and cooling systems help you find the right part the first time.",
  "about.why4Title": "Fast delivery across India",
  "about.why4Text": "Most orders are dispatched within one to two business days, many on the same day.",
  "about.why5Title": "Ready for export",
  "about.why5Text": "Export-ready packing and paperwork for customers in the Middle East, Africa and Southeast Asia.",
  "about.countersTitle": "{company} in numbers",
  "about.counterYears": "Years of experience",
  "about.counterSkus": "SKUs in stock",
  "about.counterClients": "Satisfied clients",
  "about.brandsTitle": "Brands we distribute",
} as const;

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
  "about.why2Text": "Más de 15.000 referencias en nuestras estanterías, de doce marcas líderes.",
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

/** The about page's texts, with the shell's as fallback. */
export const aboutTexts = defineTexts({ en: aboutEn, es: aboutEs });
export type AboutKey = keyof typeof aboutEn;
