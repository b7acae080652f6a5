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

export const aboutHi: Partial<Record<keyof typeof aboutEn, string>> = {
  "about.title": "{company} के बारे में | 1991 से कार AC और कूलिंग पार्ट्स डिस्ट्रीब्यूटर",
  "about.description":
    "1991 से {company} दिल्ली के एक पार्ट्स काउंटर से बढ़कर भारत के सबसे बड़े कार AC और इंजन कूलिंग पार्ट्स डिस्ट्रीब्यूटरों में से एक बन गया है: हमारा सफ़र, हमारे मूल्य और हमारे आँकड़े।",
  "about.eyebrow": "1991 से हमारी कहानी",
  "about.heading": "हमारे बारे में",
  "about.intro": "तीस साल से हम उन वर्कशॉप, फ़्लीट और डिस्ट्रीब्यूटरों को असली AC और कूलिंग पार्ट्स दे रहे हैं जो भारत को चलाते रहते हैं।",
  "about.journeyTitle": "हमारा सफ़र",
  "about.journeyText": "एक काउंटर से देशभर के नेटवर्क तक, एक-एक पड़ाव करके।",
  "about.corporationTitle": "कंपनी के बारे में",
  "about.corporationText1":
    "{company} कंप्रेसर, कंडेंसर, रेडिएटर और फैन बनाने वाली दुनिया की बड़ी कंपनियों से सीधे खरीदता है और उन गाड़ियों के पार्ट्स स्टॉक में रखता है जो भारतीय ग्राहक सच में चलाते हैं। हमारे खरीदार, गोदाम स्टाफ़ और तकनीकी सलाहकार एक टीम की तरह काम करते हैं, इसलिए सुबह माँगा गया पार्ट नंबर अक्सर शाम तक रवाना हो जाता है।",
  "about.corporationText2":
    "हम भारत और विदेश में स्वतंत्र वर्कशॉप, अधिकृत सर्विस सेंटर, फ़्लीट ऑपरेटर, रिटेलर और निर्माताओं को एक ही वादे के साथ सेवा देते हैं: असली पार्ट्स, ईमानदार सलाह और सही ट्रेड दाम।",
  "about.valuesTitle": "हमारे मूल्य",
  "about.valueInnovation": "नवाचार",
  "about.valueInnovationText": "ऑनलाइन खोज से लेकर बेहतर वेयरहाउसिंग तक, पार्ट्स को जल्दी ढूँढने, रखने और पहुँचाने के नए तरीके।",
  "about.valueAccountability": "ज़िम्मेदारी",
  "about.valueAccountabilityText": "हम अपने बेचे हर पार्ट और उसके बारे में किए हर वादे पर खरे उतरते हैं।",
  "about.valueExcellence": "उत्कृष्टता",
  "about.valueExcellenceText": "असली प्रोडक्ट, सावधानी से पैकिंग और ऐसी सेवा जिसकी सिफ़ारिश हमारे ग्राहक दूसरों से करते हैं।",
  "about.valuePrecision": "सटीकता",
  "about.valuePrecisionText": "सही गाड़ी के लिए सही पार्ट, नंबर से मिलाया गया और डिस्पैच से पहले जाँचा गया।",
  "about.whyTitle": "{company} को क्यों चुनें",
  "about.why1Title": "सिर्फ़ असली पार्ट्स",
  "about.why1Text": "सीधे कंपनी या उसके अधिकृत चैनल से, कंपनी की वारंटी के साथ।",
  "about.why2Title": "भरपूर स्टॉक",
  "about.why2Text": "बारह बड़े ब्रांड्स के 15,000 से ज़्यादा पार्ट्स हमारी रैक में।",
  "about.why3Title": "जानकार सलाह",
  "about.why3Text": "AC और कूलिंग सिस्टम को समझने वाले सलाहकार पहली बार में ही सही पार्ट ढूँढने में मदद करते हैं।",
  "about.why4Title": "पूरे भारत में तेज़ डिलीवरी",
  "about.why4Text": "ज़्यादातर ऑर्डर एक से दो कामकाजी दिनों में डिस्पैच होते हैं, कई तो उसी दिन।",
  "about.why5Title": "एक्सपोर्ट के लिए तैयार",
  "about.why5Text": "मिडिल ईस्ट, अफ़्रीका और दक्षिण-पूर्व एशिया के ग्राहकों के लिए एक्सपोर्ट लायक पैकिंग और काग़ज़ात।",
  "about.countersTitle": "आँकड़ों में {company}",
  "about.counterYears": "सालों का अनुभव",
  "about.counterSkus": "स्टॉक में SKU",
  "about.counterClients": "संतुष्ट ग्राहक",
  "about.brandsTitle": "हमारे डिस्ट्रीब्यूट किए ब्रांड",
};

/** The about page's texts, with the shell's as fallback. */
export const aboutTexts = defineTexts({ en: aboutEn, es: aboutEs, hi: aboutHi });
export type AboutKey = keyof typeof aboutEn;
