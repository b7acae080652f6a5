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
