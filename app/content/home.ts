import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { Language } from "#app/i18n/language.ts";
import { type ImageAsset, media, type VideoAsset } from "./home-media.ts";

/**
 * The home page's marketing data, per language where it has words: the hero slides, the vehicle
 * makes, the blog cards and the testimonials. Edit the words here; the pictures are named in
 * home-media.ts.
 */

export interface HeroSlide {
  id: number;
  type: "image" | "video";
  /** Small caption above the headline. */
  category: string;
  /** The large headline (slide 1's is the page's h1). */
  title1: string;
  /** The supporting line under the headline. */
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
      "Compressors, condensers, cooling coils and radiators from twelve of the world's leading makers, in stock and ready to dispatch across India.",
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
      "Compresores, condensadores, evaporadores y radiadores de doce de los principales fabricantes del mundo, en stock y listos para enviar a toda la India.",
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

export const heroSlides: Record<Language, readonly HeroSlide[]> = { en: english, es: spanish };

/** Spec section 4: the Spanish interface gets the Spanish set, any other language the English one. */
export function heroSlidesFor(language: Language): readonly HeroSlide[] {
  return language === "es" ? heroSlides.es : heroSlides.en;
}

export interface VehicleMake {
  name: string;
  slug: string;
  logo: string;
}

/** A make of the fitment list (app/catalogue/vehicle-makes.ts), so its link finds the parts that fit it. */
const make = (name: string): VehicleMake => {
  const known = resolveVehicleMake(name);
  if (!known) throw new Error(`"${name}" is not in the vehicle-make list`);
  return { name: known.name, slug: known.slug, logo: `/images/makes/${known.slug}.svg` };
};

/** The vehicle makes we stock parts for (spec: 14, "14+" in the copy); each links to the parts that fit it. */
export const vehicleMakes: readonly VehicleMake[] = [
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
  role: Record<Language, string>;
  place: string;
  /** 1 to 5, halves allowed. */
  rating: number;
  review: Record<Language, string>;
  /** A portrait under /media-assets/testimonials/, when the customer has given one (initials otherwise). */
  photo?: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Rajesh Malhotra",
    role: { en: "Owner, Malhotra Auto Cool", es: "Propietario de Malhotra Auto Cool" },
    place: "Ludhiana",
    rating: 5,
    review: {
      en: "We have bought compressors and condensers from them for more than ten years. Everything arrives genuine and well packed, usually the next day. When a Creta compressor was out of stock all over Punjab, they had it on the shelf.",
      es: "Llevamos más de diez años comprándoles compresores y condensadores. Todo llega original y bien embalado, casi siempre al día siguiente. Cuando no quedaba un compresor de Creta en todo el Punyab, ellos lo tenían en la estantería.",
    },
  },
  {
    id: 2,
    name: "Priya Nair",
    role: { en: "Purchase Manager, city cab fleet", es: "Responsable de compras de una flota de taxis" },
    place: "Kochi",
    rating: 5,
    review: {
      en: "Our 120 cabs work through long Kerala summers. Their team matches part numbers quickly, the invoices are always in order, and our AC downtime has fallen by half since we switched to them.",
      es: "Nuestros 120 taxis trabajan durante los largos veranos de Kerala. Su equipo identifica las referencias enseguida, las facturas siempre están en regla y, desde que trabajamos con ellos, el tiempo con el aire acondicionado averiado se ha reducido a la mitad.",
    },
  },
  {
    id: 3,
    name: "Mohammed Irfan",
    role: { en: "Service Head, multi-brand workshop", es: "Jefe de taller multimarca" },
    place: "Hyderabad",
    rating: 4.5,
    review: {
      en: "A wide range across Denso, Valeo and Sanden, and honest advice when a less expensive part will do the job just as well. Orders reach Hyderabad in two days.",
      es: "Una gama amplia de Denso, Valeo y Sanden, y consejos sinceros cuando una pieza más económica cumple igual de bien. Los pedidos llegan a Hyderabad en dos días.",
    },
  },
  {
    id: 4,
    name: "Harpreet Kaur",
    role: { en: "Director, auto parts distributor", es: "Directora de una distribuidora de recambios" },
    place: "Jaipur",
    rating: 5,
    review: {
      en: "As a distributor we need depth of stock and fair trade prices, and they deliver both. Their export-ready packing means our orders reach customers across Rajasthan without a scratch.",
      es: "Como distribuidores necesitamos un stock amplio y precios justos, y nos dan ambas cosas. Gracias a su embalaje de exportación, nuestros pedidos llegan a los clientes de todo Rajastán sin un rasguño.",
    },
  },
  {
    id: 5,
    name: "Anil Deshpande",
    role: { en: "Owner, Cool Car Care", es: "Propietario de Cool Car Care" },
    place: "Pune",
    rating: 4,
    review: {
      en: "Reliable blower motors and expansion valves for the Maruti and Hyundai models we see every day. A quote on WhatsApp comes back within the hour, which my customers appreciate.",
      es: "Motores del soplador y válvulas de expansión fiables para los Maruti y Hyundai que vemos a diario. Un presupuesto por WhatsApp llega en menos de una hora, y mis clientes lo agradecen.",
    },
  },
];
