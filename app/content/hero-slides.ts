import { inLanguage, type Language, type Localized, languageLocale } from "#app/i18n/language.ts";
import { type ImageAsset, media, type VideoAsset } from "./home-media.ts";

/**
 * The home page's hero slides, per language. Edit the words here; the pictures are named in
 * home-media.ts. The sections below the hero have their data in home.ts.
 */

export interface HeroSlide {
  id: number;
  type: "image" | "video";
  /** Small caption above the headline. */
  category: string;
  /** The large headline (slide 1's is the page's h1). */
  title1: string;
  /** The supporting line under the headline; {brands} is the number of featured brands (decision 183). */
  title: string;
  /** Where the slide's button leads (a site path; the language prefix is added when rendered). */
  link: string;
  cta: string;
  image: { landscape: ImageAsset; portrait: ImageAsset } | null;
  video: VideoAsset | null;
}

type FourSlides = [HeroSlide, HeroSlide, HeroSlide, HeroSlide];

const english: FourSlides = [
  {
    id: 1,
    type: "image",
    category: "Genuine parts since 1991",
    title1: "Automotive Air Conditioning Parts",
    title:
      "Compressors, condensers, cooling coils and radiators from {brands} of the world's leading makers, in stock and ready to dispatch across India.",
    link: "/brands",
    cta: "Browse brands",
    image: media.slide1,
    video: null,
  },
  {
    id: 2,
    type: "video",
    category: "Technology",
    title1: "Technology and Trust in Automotive HVAC",
    title: "Every part we ship is genuine, traceable to its maker and checked before it leaves our warehouse.",
    link: "/categories",
    cta: "Explore categories",
    image: null,
    video: media.slide2,
  },
  {
    id: 3,
    type: "video",
    category: "Our network",
    title1: "Connecting Journeys, Empowering Futures",
    title:
      "Workshops, fleets and distributors in India, the Middle East, Africa and Southeast Asia count on our stock to keep vehicles moving.",
    link: "/about",
    cta: "Our story",
    image: null,
    video: media.slide3,
  },
  {
    id: 4,
    type: "image",
    category: "On every road",
    title1: "Confidence on Every Road",
    title: "From city traffic to mountain passes: a cabin that stays cool and an engine that stays at temperature.",
    link: "/contact",
    cta: "Talk to us",
    image: media.slide4,
    video: null,
  },
];

/** The Spanish set mirrors the English one (docs/decisions/013-spanish-hero-slides.md). */
const spanish: FourSlides = [
  {
    ...english[0],
    category: "Piezas originales desde 1991",
    title1: "Piezas de aire acondicionado para automóviles",
    title:
      "Compresores, condensadores, evaporadores y radiadores de {brands} de los principales fabricantes del mundo, en stock y listos para enviar a toda la India.",
    cta: "Ver marcas",
  },
  {
    ...english[1],
    category: "Tecnología",
    title1: "Tecnología y confianza en la climatización del automóvil",
    title: "Cada pieza que enviamos es original, trazable hasta su fabricante y revisada antes de salir del almacén.",
    cta: "Ver categorías",
  },
  {
    ...english[2],
    category: "Nuestra red",
    title1: "Conectamos trayectos, impulsamos el futuro",
    title:
      "Talleres, flotas y distribuidores de la India, Oriente Medio, África y el Sudeste Asiático confían en nuestro stock para que sus vehículos no se detengan.",
    cta: "Nuestra historia",
  },
  {
    ...english[3],
    category: "En cada carretera",
    title1: "Confianza en cada carretera",
    title:
      "Del tráfico de la ciudad a los puertos de montaña: un habitáculo siempre fresco y un motor a su temperatura.",
    cta: "Habla con nosotros",
  },
];

/** The Hindi set mirrors the English one too: trade words as the trade says them, brands in Latin letters. */
const hindi: FourSlides = [
  {
    ...english[0],
    category: "1991 से असली पार्ट्स",
    title1: "कार AC के पार्ट्स",
    title: "दुनिया की {brands} बड़ी कंपनियों के कंप्रेसर, कंडेंसर, कूलिंग कॉइल और रेडिएटर, स्टॉक में और पूरे भारत में डिस्पैच के लिए तैयार।",
    cta: "ब्रांड देखें",
  },
  {
    ...english[1],
    category: "टेक्नोलॉजी",
    title1: "कार AC में टेक्नोलॉजी और भरोसा",
    title: "हमारा भेजा हर पार्ट असली है, उसकी कंपनी तक उसका पता लगाया जा सकता है, और गोदाम से निकलने से पहले उसकी जाँच होती है।",
    cta: "कैटेगरी देखें",
  },
  {
    ...english[2],
    category: "हमारा नेटवर्क",
    title1: "सफ़र जोड़ते हैं, भविष्य को ताक़त देते हैं",
    title:
      "भारत, मिडिल ईस्ट, अफ़्रीका और दक्षिण-पूर्व एशिया के वर्कशॉप, फ़्लीट और डिस्ट्रीब्यूटर गाड़ियाँ चलती रखने के लिए हमारे स्टॉक पर भरोसा करते हैं।",
    cta: "हमारी कहानी",
  },
  {
    ...english[3],
    category: "हर सड़क पर",
    title1: "हर सड़क पर भरोसा",
    title: "शहर के ट्रैफ़िक से पहाड़ी रास्तों तक: ठंडा केबिन और सही तापमान पर चलता इंजन।",
    cta: "हमसे बात करें",
  },
];

export const heroSlides: Localized<readonly HeroSlide[]> = { en: english, es: spanish, hi: hindi };

/**
 * Spec section 4: a language with its own slides gets them, any other language the English ones,
 * with the number of brands the menus feature written in (decision 183).
 */
export function heroSlidesFor(language: Language, featuredBrandCount: number): readonly HeroSlide[] {
  const brands = new Intl.NumberFormat(languageLocale(language)).format(featuredBrandCount);
  return inLanguage(heroSlides, language).map((slide) => ({
    ...slide,
    title: slide.title.replace("{brands}", brands),
  }));
}
