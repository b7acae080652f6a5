/**
 * Buyer queries, written from the demo catalogue (app/content/demo-catalogue.ts), each with the
 * structured filters (`/api/products` parameters) that say the same thing. The search must put
 * exactly the filters' products first.
 */
export interface BuyerQuery {
  language: "en" | "es";
  q: string;
  /** The same intent as filters: make, model, category, brand. */
  filters: string;
}

const creta = "make=hyundai&model=creta";

export const buyerQueries: readonly BuyerQuery[] = [
  // Vehicle and part, in either order, fillers aside.
  { language: "en", q: "creta compressor", filters: `${creta}&category=compressor` },
  { language: "en", q: "Compressor Creta", filters: `${creta}&category=compressor` },
  { language: "en", q: "AC compressor for creta", filters: `${creta}&category=compressor` },
  { language: "en", q: "hyundai compressor", filters: "make=hyundai&category=compressor" },
  { language: "en", q: "maruti condenser", filters: "make=maruti-suzuki&category=condenser" },
  { language: "en", q: "innova crysta radiator", filters: "make=toyota&model=innova-crysta&category=radiator" },
  { language: "en", q: "scorpio n radiator", filters: "make=mahindra&model=scorpio-n&category=radiator" },
  // The trade's synonyms.
  { language: "en", q: "evaporator swift", filters: "make=maruti-suzuki&model=swift&category=cooling-coil" },
  { language: "en", q: "cooling coil for the swift", filters: "make=maruti-suzuki&model=swift&category=cooling-coil" },
  { language: "en", q: "txv creta", filters: `${creta}&category=expansion-valves` },
  { language: "en", q: "fan assembly nexon", filters: "make=tata&model=nexon&category=radiator-fan-assembly" },
  { language: "en", q: "blower xuv700", filters: "make=mahindra&model=xuv700&category=blower-motor" },
  // A one-letter typo.
  { language: "en", q: "compresser creta", filters: `${creta}&category=compressor` },
  { language: "en", q: "hundai venue condenser", filters: "make=hyundai&model=venue&category=condenser" },
  // Brand (or its alias) and category.
  { language: "en", q: "denso compressor", filters: "brand=denso&category=compressor" },
  { language: "en", q: "behr condenser", filters: "brand=mahle-behr&category=condenser" },
  // A model year with the vehicle: the vehicle's fitment must cover it (docs/decisions/063). The
  // Creta compressor also fits the Seltos from 2019, which says nothing of a 2019 Creta.
  { language: "en", q: "seltos 2019 compressor", filters: "make=kia&model=seltos&year=2019&category=compressor" },
  { language: "en", q: "compressor creta 2021", filters: `${creta}&year=2021&category=compressor` },
  { language: "en", q: "honda city 2018 condenser", filters: "make=honda&model=city&year=2018&category=condenser" },
  { language: "es", q: "condensador verna 2020", filters: "make=hyundai&model=verna&year=2020&category=condenser" },
  // Spanish category words, singular and plural, with Spanish fillers.
  { language: "es", q: "compresor creta", filters: `${creta}&category=compressor` },
  { language: "es", q: "compresor para el creta", filters: `${creta}&category=compressor` },
  { language: "es", q: "condensador de hyundai", filters: "make=hyundai&category=condenser" },
  { language: "es", q: "evaporador swift", filters: "make=maruti-suzuki&model=swift&category=cooling-coil" },
  { language: "es", q: "ventilador nexon", filters: "make=tata&model=nexon&category=radiator-fan-assembly" },
  { language: "es", q: "radiadores innova crysta", filters: "make=toyota&model=innova-crysta&category=radiator" },
  { language: "es", q: "motor del soplador city", filters: "make=honda&model=city&category=blower-motor" },
  { language: "es", q: "válvula de expansión creta", filters: `${creta}&category=expansion-valves` },
  { language: "es", q: "compresores denso", filters: "brand=denso&category=compressor" },
];

/**
 * What Indian workshops type (issue 29, docs/decisions/140 and 141): Devanagari, Hinglish with its
 * fillers and romanised spellings, and faults instead of parts. A fault's intent is several filters
 * (the categories of the parts that cause it), whose products together come first. `symptom` is the
 * fault the answer names.
 */
export interface IndianBuyerQuery {
  /** The pages' language the query is typed on: search reads it alike in every language. */
  language: "en" | "es";
  q: string;
  filters: readonly string[];
  symptom?: string;
}

const causes = {
  acNotCooling: ["compressor", "condenser", "expansion-valves"],
  coolsOnlyWhenMoving: ["radiator-fan-assembly", "condenser"],
  noAirFromVents: ["blower-motor"],
  engineOverheating: ["radiator", "radiator-fan-assembly"],
} as const;

/** A fault's filters, for a vehicle or the whole catalogue. */
const fault = (key: keyof typeof causes, vehicle?: string) =>
  causes[key].map((category) => `${vehicle ? `${vehicle}&` : ""}category=${category}`);

const swift = "make=maruti-suzuki&model=swift";
const city = "make=honda&model=city";
const nexon = "make=tata&model=nexon";
const crysta = "make=toyota&model=innova-crysta";

export const indianBuyerQueries: readonly IndianBuyerQuery[] = [
  // Devanagari: categories, makes, models and digits.
  { language: "en", q: "कंप्रेसर", filters: ["category=compressor"] },
  { language: "en", q: "क्रेटा कंडेंसर", filters: [`${creta}&category=condenser`] },
  { language: "en", q: "क्रेटा कंडेनसर", filters: [`${creta}&category=condenser`] },
  { language: "en", q: "मारुति कंडेंसर", filters: ["make=maruti-suzuki&category=condenser"] },
  { language: "en", q: "स्विफ्ट का रेडिएटर", filters: [`${swift}&category=radiator`] },
  { language: "en", q: "होंडा सिटी कंडेंसर", filters: [`${city}&category=condenser`] },
  { language: "en", q: "होंडा सिटी २०१८ कंडेंसर", filters: [`${city}&year=2018&category=condenser`] },
  { language: "en", q: "क्रेटा २०२१ का कंप्रेसर", filters: [`${creta}&year=2021&category=compressor`] },
  { language: "en", q: "नेक्सन पंखा", filters: [`${nexon}&category=radiator-fan-assembly`] },
  { language: "en", q: "इनोवा क्रिस्टा रेडिएटर", filters: [`${crysta}&category=radiator`] },
  { language: "en", q: "सिटी ब्लोअर मोटर", filters: [`${city}&category=blower-motor`] },
  { language: "en", q: "हुंडई वेन्यू कंडेंसर", filters: ["make=hyundai&model=venue&category=condenser"] },
  { language: "es", q: "डेंसो कंप्रेसर", filters: ["brand=denso&category=compressor"] },
  // Hinglish: fillers and romanised spellings.
  { language: "en", q: "creta ka compressor chahiye", filters: [`${creta}&category=compressor`] },
  { language: "en", q: "swift ke liye cooling coil", filters: [`${swift}&category=cooling-coil`] },
  { language: "en", q: "kompressor creta", filters: [`${creta}&category=compressor`] },
  { language: "en", q: "condensor maruti", filters: ["make=maruti-suzuki&category=condenser"] },
  { language: "en", q: "radiater innova crysta", filters: [`${crysta}&category=radiator`] },
  { language: "en", q: "nexon ac pankha", filters: [`${nexon}&category=radiator-fan-assembly`] },
  { language: "en", q: "city blower moter", filters: [`${city}&category=blower-motor`] },
  { language: "en", q: "venue wala condenser", filters: ["make=hyundai&model=venue&category=condenser"] },
  { language: "en", q: "hyundai compresar", filters: ["make=hyundai&category=compressor"] },
  { language: "es", q: "scorpio n ka radiyator", filters: ["make=mahindra&model=scorpio-n&category=radiator"] },
  // Faults, alone and with the car.
  { language: "en", q: "AC thanda nahi karta", filters: fault("acNotCooling"), symptom: "acNotCooling" },
  {
    language: "en",
    q: "creta AC thanda nahi karta",
    filters: fault("acNotCooling", creta),
    symptom: "acNotCooling",
  },
  { language: "en", q: "एसी ठंडा नहीं करता", filters: fault("acNotCooling"), symptom: "acNotCooling" },
  { language: "en", q: "AC cooling weak swift", filters: fault("acNotCooling", swift), symptom: "acNotCooling" },
  { language: "es", q: "mi creta no enfría", filters: fault("acNotCooling", creta), symptom: "acNotCooling" },
  { language: "en", q: "AC se hawa nahi aa rahi", filters: fault("noAirFromVents"), symptom: "noAirFromVents" },
  {
    language: "en",
    q: "no air from vents honda city",
    filters: fault("noAirFromVents", city),
    symptom: "noAirFromVents",
  },
  {
    language: "en",
    q: "nexon engine garam ho raha hai",
    filters: fault("engineOverheating", nexon),
    symptom: "engineOverheating",
  },
  {
    language: "en",
    q: "engine overheating innova crysta",
    filters: fault("engineOverheating", crysta),
    symptom: "engineOverheating",
  },
  { language: "en", q: "इंजन गरम क्रेटा", filters: fault("engineOverheating", creta), symptom: "engineOverheating" },
  {
    language: "en",
    q: "AC cools only when driving nexon",
    filters: fault("coolsOnlyWhenMoving", nexon),
    symptom: "coolsOnlyWhenMoving",
  },
];
