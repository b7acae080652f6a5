import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { VehicleMake } from "#app/catalogue/vehicle-makes.ts";
import type { Localized } from "#app/i18n/language.ts";
import { type ImageAsset, media } from "./home-media.ts";

/**
 * The data of the home page's sections below the hero, per language where it has words: the vehicle
 * makes, the blog cards, the growth figures and the testimonials. Edit the words here; the pictures
 * are named in home-media.ts, the hero's slides are in hero-slides.ts.
 */

/**
 * A make the home page shows among those we support: a make of the fitment list
 * (app/catalogue/vehicle-makes.ts), so its link finds the parts that fit it, with its logo.
 */
export interface SupportedMake extends Pick<VehicleMake, "name" | "slug"> {
  logo: string;
}

const make = (name: string): SupportedMake => {
  const known = resolveVehicleMake(name);
  if (!known) throw new Error(`"${name}" is not in the vehicle-make list`);
  return { name: known.name, slug: known.slug, logo: `/images/makes/${known.slug}.svg` };
};

/** The vehicle makes we stock parts for (spec: 14, "14+" in the copy); each links to the parts that fit it. */
export const supportedMakes: readonly SupportedMake[] = [
  "Hyundai",
  "Mahindra",
  "Toyota",
  "Honda",
  "Kia",
  "Skoda",
  "BMW",
  "Mercedes-Benz",
  "Audi",
  "Ford",
  "Nissan",
  "Land Rover",
  "MG",
  "Volvo",
].map(make);

export interface BlogCard {
  /** The article's id: the card links to /blogs/{id}. */
  id: string;
  /** The make as the card shows it. */
  brand: string;
  image: ImageAsset;
}

export const blogCards: readonly BlogCard[] = [
  { id: "audi", brand: "AUDI" },
  { id: "bmw", brand: "BMW" },
  { id: "ford", brand: "Ford" },
  { id: "hyundai", brand: "Hyundai" },
  { id: "jlr", brand: "JLR" },
  { id: "mg", brand: "MG" },
].map((card) => ({ ...card, image: media.blogCard(card.id) }));

export interface GrowthStat {
  key: "home.statFacilities" | "home.statReferences" | "home.statEmployees";
  /** How far the bar fills, in percent. */
  width: number;
  icon: "building" | "boxes" | "people";
}

export const growthYear = 2025;

export const growthStats: readonly GrowthStat[] = [
  { key: "home.statFacilities", width: 75, icon: "building" },
  { key: "home.statReferences", width: 90, icon: "boxes" },
  { key: "home.statEmployees", width: 60, icon: "people" },
];

export interface Testimonial {
  id: number;
  name: string;
  role: Localized<string>;
  place: string;
  /** 1 to 5, halves allowed. */
  rating: number;
  review: Localized<string>;
  /** A portrait under /media-assets/testimonials/, when the customer has given one (initials otherwise). */
  photo?: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Rajesh Malhotra",
    role: { en: "Owner, Malhotra Auto Cool", es: "Propietario de Malhotra Auto Cool", hi: "मालिक, Malhotra Auto Cool" },
    place: "Ludhiana",
    rating: 5,
    review: {
      en: "We have bought compressors and condensers from them for more than ten years. Everything arrives genuine and well packed, usually the next day. When a Creta compressor was out of stock all over Punjab, they had it on the shelf.",
      es: "Llevamos más de diez años comprándoles compresores y condensadores. Todo llega original y bien embalado, casi siempre al día siguiente. Cuando no quedaba un compresor de Creta en todo el Punyab, ellos lo tenían en la estantería.",
      hi: "हम दस साल से ज़्यादा समय से इनसे कंप्रेसर और कंडेंसर खरीद रहे हैं। सब कुछ असली और अच्छी पैकिंग में आता है, अक्सर अगले ही दिन। जब पूरे पंजाब में Creta का कंप्रेसर नहीं मिल रहा था, तब भी इनकी रैक में था।",
    },
  },
  {
    id: 2,
    name: "Priya Nair",
    role: {
      en: "Purchase Manager, city cab fleet",
      es: "Responsable de compras de una flota de taxis",
      hi: "परचेज़ मैनेजर, शहर की कैब फ़्लीट",
    },
    place: "Kochi",
    rating: 5,
    review: {
      en: "Our 120 cabs work through long Kerala summers. Their team matches part numbers quickly, the invoices are always in order, and our AC downtime has fallen by half since we switched to them.",
      es: "Nuestros 120 taxis trabajan durante los largos veranos de Kerala. Su equipo identifica las referencias enseguida, las facturas siempre están en regla y, desde que trabajamos con ellos, el tiempo con el aire acondicionado averiado se ha reducido a la mitad.",
      hi: "हमारी 120 कैब केरल की लंबी गर्मियों में चलती हैं। इनकी टीम पार्ट नंबर जल्दी मिला देती है, बिल हमेशा सही होते हैं, और इनके साथ काम शुरू करने के बाद से AC की ख़राबी से गाड़ियों का रुकना आधा रह गया है।",
    },
  },
  {
    id: 3,
    name: "Mohammed Irfan",
    role: {
      en: "Service Head, multi-brand workshop",
      es: "Jefe de taller multimarca",
      hi: "सर्विस हेड, मल्टी-ब्रांड वर्कशॉप",
    },
    place: "Hyderabad",
    rating: 4.5,
    review: {
      en: "A wide range across Denso, Valeo and Sanden, and honest advice when a less expensive part will do the job just as well. Orders reach Hyderabad in two days.",
      es: "Una gama amplia de Denso, Valeo y Sanden, y consejos sinceros cuando una pieza más económica cumple igual de bien. Los pedidos llegan a Hyderabad en dos días.",
      hi: "Denso, Valeo और Sanden की बड़ी रेंज, और जब सस्ता पार्ट भी उतना ही अच्छा काम करे तो ईमानदार सलाह। ऑर्डर दो दिन में हैदराबाद पहुँच जाते हैं।",
    },
  },
  {
    id: 4,
    name: "Harpreet Kaur",
    role: {
      en: "Director, auto parts distributor",
      es: "Directora de una distribuidora de recambios",
      hi: "डायरेक्टर, ऑटो पार्ट्स डिस्ट्रीब्यूटर",
    },
    place: "Jaipur",
    rating: 5,
    review: {
      en: "As a distributor we need depth of stock and fair trade prices, and they deliver both. Their export-ready packing means our orders reach customers across Rajasthan without a scratch.",
      es: "Como distribuidores necesitamos un stock amplio y precios justos, y nos dan ambas cosas. Gracias a su embalaje de exportación, nuestros pedidos llegan a los clientes de todo Rajastán sin un rasguño.",
      hi: "डिस्ट्रीब्यूटर होने के नाते हमें भरपूर स्टॉक और सही ट्रेड दाम चाहिए, और ये दोनों देते हैं। इनकी एक्सपोर्ट लायक पैकिंग की वजह से हमारे ऑर्डर पूरे राजस्थान में ग्राहकों तक बिना एक खरोंच के पहुँचते हैं।",
    },
  },
  {
    id: 5,
    name: "Anil Deshpande",
    role: { en: "Owner, Cool Car Care", es: "Propietario de Cool Car Care", hi: "मालिक, Cool Car Care" },
    place: "Pune",
    rating: 4,
    review: {
      en: "Reliable blower motors and expansion valves for the Maruti and Hyundai models we see every day. A quote on WhatsApp comes back within the hour, which my customers appreciate.",
      es: "Motores del soplador y válvulas de expansión fiables para los Maruti y Hyundai que vemos a diario. Un presupuesto por WhatsApp llega en menos de una hora, y mis clientes lo agradecen.",
      hi: "रोज़ आने वाली Maruti और Hyundai गाड़ियों के लिए भरोसेमंद ब्लोअर मोटर और एक्सपेंशन वाल्व। WhatsApp पर कोटेशन एक घंटे के अंदर आ जाता है, जो मेरे ग्राहकों को अच्छा लगता है।",
    },
  },
];
