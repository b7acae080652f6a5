import type { Localized } from "#app/i18n/language.ts";

/** The about page's company history, figures and values, per language where it has words. */

export interface TimelineEvent {
  year: number;
  text: Localized<string>;
}

export const timeline: readonly TimelineEvent[] = [
  {
    year: 1991,
    text: {
      en: "Founded as a small trading counter for car AC parts in Delhi's Kashmere Gate spare-parts market.",
      es: "Nacemos como un pequeño mostrador de piezas de aire acondicionado en el mercado de recambios de Kashmere Gate, en Delhi.",
      hi: "दिल्ली के कश्मीरी गेट स्पेयर पार्ट्स बाज़ार में कार AC पार्ट्स के एक छोटे-से ट्रेडिंग काउंटर के रूप में शुरुआत।",
    },
  },
  {
    year: 1995,
    text: {
      en: "Appointed authorised distributor by our first compressor maker; our first warehouse opens.",
      es: "Nuestro primer fabricante de compresores nos nombra distribuidor oficial y abrimos nuestro primer almacén.",
      hi: "हमारे पहले कंप्रेसर निर्माता ने हमें अधिकृत डिस्ट्रीब्यूटर बनाया; हमारा पहला गोदाम खुला।",
    },
  },
  {
    year: 2001,
    text: {
      en: "Move to Gurugram and add radiators, fan assemblies and the rest of the engine-cooling range.",
      es: "Nos trasladamos a Gurugram y sumamos radiadores, electroventiladores y el resto de la gama de refrigeración del motor.",
      hi: "गुरुग्राम आए और रेडिएटर, फैन असेंबली और इंजन कूलिंग की बाक़ी रेंज जोड़ी।",
    },
  },
  {
    year: 2010,
    text: {
      en: "Branches open in Mumbai, Chennai and Kolkata, and our first export orders ship to the Middle East.",
      es: "Abrimos sucursales en Bombay, Chennai y Calcuta, y enviamos nuestros primeros pedidos de exportación a Oriente Medio.",
      hi: "मुंबई, चेन्नई और कोलकाता में ब्रांच खुलीं, और हमारे पहले एक्सपोर्ट ऑर्डर मिडिल ईस्ट भेजे गए।",
    },
  },
  {
    year: 2015,
    text: {
      en: "Our 10,000 m² distribution centre opens, and with it same-day dispatch for most orders.",
      es: "Inauguramos nuestro centro de distribución de 10.000 m² y, con él, el envío en el mismo día para la mayoría de los pedidos.",
      hi: "हमारा 10,000 m² का डिस्ट्रीब्यूशन सेंटर खुला, और उसके साथ ज़्यादातर ऑर्डर उसी दिन डिस्पैच होने लगे।",
    },
  },
  {
    year: 2022,
    text: {
      en: "Exports reach Africa and Southeast Asia, and we pass 5,000 active trade customers.",
      es: "Las exportaciones llegan a África y al Sudeste Asiático, y superamos los 5.000 clientes profesionales activos.",
      hi: "एक्सपोर्ट अफ़्रीका और दक्षिण-पूर्व एशिया तक पहुँचा, और हमारे 5,000 से ज़्यादा एक्टिव ट्रेड ग्राहक हो गए।",
    },
  },
  {
    year: 2024,
    text: {
      en: "Our online catalogue launches: any part, found by its number in seconds, with a quote a message away.",
      es: "Lanzamos nuestro catálogo en línea: cualquier pieza, localizada por su referencia en segundos y con presupuesto a un mensaje de distancia.",
      hi: "हमारा ऑनलाइन कैटलॉग शुरू हुआ: कोई भी पार्ट, उसके नंबर से सेकंडों में मिले, और कोटेशन बस एक मैसेज दूर।",
    },
  },
];

export interface CounterFigure {
  target: number;
  suffix: string;
  labelKey: "about.counterYears" | "about.counterSkus" | "about.counterClients";
}

/** Spec section 9: 30+ years, 10,000+ SKUs, 5,000+ clients. */
export const counters: readonly CounterFigure[] = [
  { target: 30, suffix: "+", labelKey: "about.counterYears" },
  { target: 10_000, suffix: "+", labelKey: "about.counterSkus" },
  { target: 5_000, suffix: "+", labelKey: "about.counterClients" },
];

export const values = [
  { titleKey: "about.valueInnovation", textKey: "about.valueInnovationText" },
  { titleKey: "about.valueAccountability", textKey: "about.valueAccountabilityText" },
  { titleKey: "about.valueExcellence", textKey: "about.valueExcellenceText" },
  { titleKey: "about.valuePrecision", textKey: "about.valuePrecisionText" },
] as const;

export const whyChoose = [
  { titleKey: "about.why1Title", textKey: "about.why1Text" },
  { titleKey: "about.why2Title", textKey: "about.why2Text" },
  { titleKey: "about.why3Title", textKey: "about.why3Text" },
  { titleKey: "about.why4Title", textKey: "about.why4Text" },
  { titleKey: "about.why5Title", textKey: "about.why5Text" },
] as const;
