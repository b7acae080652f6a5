import { type Brand, brands } from "#app/catalogue/brands.ts";
import { type Category, categories } from "#app/catalogue/categories.ts";
import type { SpecValues } from "#app/catalogue/spec-fields.ts";
import { demoSpecs } from "./demo-specs.ts";

/**
 * A plausible demo catalogue so that a fresh install shows a living site: every brand with the
 * categories it really makes, five popular Indian vehicles each, part numbers in the shapes each
 * maker uses, OE numbers in the shapes each vehicle maker uses, other brands' equivalents, and
 * the vehicles each part fits (with the platform twins that share it). Generated from fixed seeds,
 * so every machine gets the same 255 products: 240 of the main line-up and 15 of older
 * generations and engine versions.
 */
export interface DemoProduct {
  name: string;
  partNumber: string;
  brandSlug: string;
  categorySlug: string;
  description: string;
  rating: number | null;
  /** As the products row stores them: "97701-2S000; 97701-2S010". */
  oeNumbers: string;
  crossReferences: string;
  /** "Hyundai Creta 2020-; Kia Seltos 2019-". */
  fits: string;
  /** Specification values by field key, as the seeded fields read them (decision 100). */
  specs: SpecValues;
}

type OeStyle =
  | "hyundai"
  | "maruti"
  | "toyota"
  | "honda"
  | "tata"
  | "mahindra"
  | "vag"
  | "mg"
  | "nissan"
  | "bmw"
  | "mercedes"
  | "ford"
  | "land-rover"
  | "volvo";

interface DemoVehicle {
  name: string;
  engine: string;
  /** The years of the generation the part is for: with the name, the "Fits" entry ("Hyundai Creta 2020-"). */
  years: string;
  /** Platform twins that take the same part. */
  twins?: readonly string[];
}

const vehicles: readonly DemoVehicle[] = [
  {
    name: "Maruti Suzuki Swift",
    engine: "1.2 L K-series petrol",
    years: "2018-",
    twins: ["Maruti Suzuki Dzire 2017-"],
  },
  { name: "Maruti Suzuki Dzire", engine: "1.2 L petrol", years: "2017-", twins: ["Maruti Suzuki Swift 2018-"] },
  { name: "Maruti Suzuki Ertiga", engine: "1.5 L K15 petrol", years: "2018-" },
  { name: "Maruti Suzuki Baleno", engine: "1.2 L DualJet petrol", years: "2015-" },
  { name: "Hyundai Creta", engine: "1.5 L petrol and diesel", years: "2020-", twins: ["Kia Seltos 2019-"] },
  { name: "Hyundai i20", engine: "1.2 L Kappa petrol", years: "2020-" },
  { name: "Hyundai Verna", engine: "1.5 L petrol", years: "2017-2023" },
  { name: "Hyundai Venue", engine: "1.0 L turbo petrol", years: "2019-", twins: ["Kia Sonet 2020-"] },
  { name: "Tata Nexon", engine: "1.2 L Revotron petrol", years: "2017-" },
  { name: "Tata Harrier", engine: "2.0 L Kryotec diesel", years: "2019-" },
  { name: "Mahindra Scorpio-N", engine: "2.2 L mHawk diesel", years: "2022-" },
  { name: "Mahindra XUV700", engine: "2.0 L mStallion petrol", years: "2021-" },
  { name: "Mahindra Thar", engine: "2.2 L diesel", years: "2020-" },
  { name: "Toyota Innova Crysta", engine: "2.4 L GD diesel", years: "2016-" },
  { name: "Toyota Fortuner", engine: "2.8 L diesel", years: "2016-" },
  { name: "Honda City", engine: "1.5 L i-VTEC petrol", years: "2014-2020" },
  { name: "Honda Amaze", engine: "1.2 L i-VTEC petrol", years: "2018-" },
  { name: "Kia Seltos", engine: "1.5 L petrol and diesel", years: "2019-", twins: ["Hyundai Creta 2020-"] },
  { name: "Kia Sonet", engine: "1.2 L petrol", years: "2020-", twins: ["Hyundai Venue 2019-"] },
  {
    name: "Skoda Slavia",
    engine: "1.0 L TSI petrol",
    years: "2022-",
    twins: ["Volkswagen Virtus 2022-", "Skoda Kushaq 2021-"],
  },
  {
    name: "Volkswagen Virtus",
    engine: "1.0 L TSI petrol",
    years: "2022-",
    twins: ["Skoda Slavia 2022-", "Volkswagen Taigun 2021-"],
  },
  { name: "MG Hector", engine: "1.5 L turbo petrol", years: "2019-" },
  { name: "Renault Kwid", engine: "1.0 L SCe petrol", years: "2015-" },
  { name: "Nissan Magnite", engine: "1.0 L turbo petrol", years: "2020-", twins: ["Renault Kiger 2021-"] },
  { name: "BMW 3 Series", engine: "2.0 L TwinPower turbo petrol", years: "2019-" },
  { name: "Mercedes-Benz C-Class", engine: "2.0 L diesel", years: "2018-2021" },
  { name: "Audi A4", engine: "2.0 L TFSI petrol", years: "2016-", twins: ["Audi Q5 2017-"] },
  { name: "Ford EcoSport", engine: "1.5 L TDCi diesel", years: "2013-2021" },
  { name: "Land Rover Discovery Sport", engine: "2.0 L Ingenium diesel", years: "2015-" },
  { name: "Volvo XC60", engine: "2.0 L D4 diesel", years: "2017-" },
];

/** Whose part numbers each make's OE numbers look like: Kia's are Hyundai's, Skoda's and Audi's Volkswagen's. */
const oeStyleOfMake: Readonly<Record<string, OeStyle>> = {
  "Maruti Suzuki": "maruti",
  Hyundai: "hyundai",
  Kia: "hyundai",
  Tata: "tata",
  Mahindra: "mahindra",
  Toyota: "toyota",
  Honda: "honda",
  Skoda: "vag",
  Volkswagen: "vag",
  Audi: "vag",
  MG: "mg",
  Renault: "nissan",
  Nissan: "nissan",
  BMW: "bmw",
  "Mercedes-Benz": "mercedes",
  Ford: "ford",
  "Land Rover": "land-rover",
  Volvo: "volvo",
};

function oeStyleOf(vehicle: DemoVehicle): OeStyle {
  const make = Object.keys(oeStyleOfMake).find((name) => vehicle.name.startsWith(`${name} `));
  const style = make === undefined ? undefined : oeStyleOfMake[make];
  if (!style) throw new Error(`No OE number style for the make of ${vehicle.name}`);
  return style;
}

const lineUp: Record<string, string[]> = {
  "hanon-systems": ["compressor", "condenser", "cooling-coil", "blower-motor", "radiator-fan-assembly"],
  doowon: ["compressor", "condenser"],
  "mahle-behr": ["compressor", "condenser", "cooling-coil", "radiator", "expansion-valves"],
  subros: ["compressor", "condenser", "cooling-coil", "blower-motor", "expansion-valves"],
  sanden: ["compressor", "expansion-valves"],
  // Denso makes a part of every kind the catalogue lists.
  denso: categories.map((category) => category.slug),
  valeo: ["compressor", "condenser", "blower-motor", "radiator", "radiator-fan-assembly"],
  motherson: ["condenser", "radiator", "cooling-coil", "blower-motor"],
  "calsonic-kensei": ["compressor", "condenser", "radiator", "expansion-valves"],
  estra: ["compressor", "condenser", "radiator-fan-assembly"],
  pacific: ["expansion-valves", "injectors", "condenser"],
  spal: ["radiator-fan-assembly", "blower-motor"],
};

const itemNames: Record<string, string> = {
  compressor: "AC Compressor",
  condenser: "AC Condenser",
  "cooling-coil": "Cooling Coil (Evaporator)",
  "blower-motor": "Blower Motor",
  radiator: "Radiator",
  "radiator-fan-assembly": "Radiator Fan Assembly",
  "expansion-valves": "Expansion Valve",
  injectors: "Fuel Injector",
};

type Random = () => number;

/** mulberry32: a tiny deterministic generator, so the demo is identical on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
const alnum = (random: Random, count: number) =>
  Array.from({ length: count }, () => pick(random, [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"])).join("");

const categoryCodes: Record<string, string> = {
  compressor: "CP",
  condenser: "CD",
  "cooling-coil": "EV",
  "blower-motor": "BM",
  radiator: "RD",
  "radiator-fan-assembly": "FA",
  "expansion-valves": "XV",
  injectors: "IJ",
};

const mahlePrefixes: Record<string, string> = {
  compressor: "ACP",
  condenser: "AC",
  "cooling-coil": "AE",
  radiator: "CR",
  "expansion-valves": "AVE",
};

/**
 * The first group of the vehicle makers' own part numbers, per part: one column per maker in the
 * order of oePrefixStyles (Hyundai's compressor: 97701). The other makers' numbers have no prefix.
 */
const oePrefixStyles: readonly OeStyle[] = ["hyundai", "maruti", "toyota", "honda", "nissan", "vag"];
const oePrefixes: Record<string, readonly string[]> = {
  compressor: ["97701", "95200", "88310", "38810", "92600", "820 803"],
  condenser: ["97606", "95310", "88460", "80110", "92100", "820 411"],
  "cooling-coil": ["97139", "95410", "88501", "80215", "27280", "820 103"],
  "blower-motor": ["97113", "74250", "87103", "79310", "27226", "819 015"],
  radiator: ["25310", "17700", "16400", "19010", "21400", "121 253"],
  "radiator-fan-assembly": ["25380", "17760", "16363", "19015", "21481", "959 455"],
  "expansion-valves": ["97626", "95461", "88515", "80221", "92200", "820 679"],
  injectors: ["35310", "15710", "23209", "16450", "16600", "133 551"],
};

/** An OE number in the shape the vehicle's maker prints: 97701-2S000, 38810-5R0-A01, 2Q0 820 803 D. */
function oeNumberFor(style: OeStyle, categorySlug: string, random: Random): string {
  const prefix = oePrefixes[categorySlug]?.[oePrefixStyles.indexOf(style)] ?? "";
  switch (style) {
    case "hyundai":
      return `${prefix}-${alnum(random, 2)}${pick(random, ["000", "010", "100", "500"])}`;
    case "maruti":
      return `${prefix}-${pick(random, ["M", "K", "T"])}${digits(random, 2)}${alnum(random, 1)}0`;
    case "toyota":
      return `${prefix}-0K${digits(random, 3)}`;
    case "honda":
      return `${prefix}-${alnum(random, 3)}-${pick(random, ["A01", "K01", "003"])}`;
    case "nissan":
      return `${prefix}-${alnum(random, 5)}`;
    case "vag":
      return `${digits(random, 1)}${alnum(random, 2)} ${prefix} ${pick(random, ["", "A", "B", "D", "K"])}`.trim();
    case "tata":
      return `${pick(random, ["2876", "5453", "5496"])} ${digits(random, 4)} ${digits(random, 4)}`;
    case "mahindra":
      return `${digits(random, 4)}${pick(random, ["AAD", "BAC", "CAA"])}${digits(random, 5)}N`;
    case "bmw":
      return `64 ${digits(random, 2)} ${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`;
    case "mercedes":
      return `A ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 2)} 02`;
    case "ford":
      return `${pick(random, ["CN15", "GN15", "BV61"])}-${digits(random, 2)}${pick(random, ["D629", "B710", "C799"])}-${pick(random, ["AB", "AC", "BA"])}`;
    case "land-rover":
      return `LR0${digits(random, 5)}`;
    default:
      return digits(random, 8);
  }
}

/** Part numbers in the shapes each maker prints on its boxes. */
function partNumberFor(brand: Brand, categorySlug: string, random: Random): string {
  const code = categoryCodes[categorySlug] ?? "XX";
  switch (brand.slug) {
    case "denso":
      return categorySlug === "injectors"
        ? `23670-${alnum(random, 5)}`
        : `447${digits(random, 3)}-${digits(random, 4)}`;
    case "hanon-systems":
      return `97701-${alnum(random, 5)}`;
    case "doowon":
      return `DW${code}-${digits(random, 5)}`;
    case "mahle-behr":
      return `${mahlePrefixes[categorySlug] ?? "AC"} ${digits(random, 3)} 000S`;
    case "subros":
      return `SBR ${code}${digits(random, 4)}`;
    case "sanden":
      return categorySlug === "compressor" ? `SD7H15-${digits(random, 4)}` : `SEV-${digits(random, 4)}`;
    case "valeo":
      return `8${digits(random, 5)}`;
    case "motherson":
      return `MSSL/${code}/${digits(random, 4)}`;
    case "calsonic-kensei":
      return `92600-${alnum(random, 5)}`;
    case "estra":
      return `EST.${code}.${digits(random, 5)}`;
    case "pacific":
      return `PAC-${digits(random, 4)}-${digits(random, 2)}`;
    default:
      return `VA${digits(random, 2)}-AP${digits(random, 2)}/C-${digits(random, 2)}A`;
  }
}

const details: Record<string, readonly string[]> = {
  compressor: [
    "Variable-displacement swash-plate design with a 12 V electromagnetic clutch and a 6-groove pulley.",
    "Fixed-displacement scroll design that stays quiet at idle and pulls cabin temperature down quickly in traffic.",
    "Charged with PAG 46 oil for R-134a systems; mounting points and ports match the original unit.",
  ],
  condenser: [
    "Parallel-flow aluminium core with an integrated receiver-drier and brazed fittings that resist vibration leaks.",
    "Multi-flow micro-channel core that rejects more heat per square centimetre than the older serpentine design.",
    "Louvered fins and a protective coating against road salt and monsoon corrosion.",
  ],
  "cooling-coil": [
    "Laminated aluminium evaporator with a hydrophilic coating that drains condensate and keeps odours away.",
    "Cools and dries cabin air evenly across all vents; ships sealed and nitrogen-purged.",
    "Direct fit in the HVAC case; replace the expansion valve and the receiver-drier at the same time.",
  ],
  "blower-motor": [
    "Balanced cage fan and sealed bearings for a quiet, steady airflow at every speed setting.",
    "12 V motor with the original connector; pairs with the existing resistor or speed controller.",
    "Brush design rated for long duty cycles in hot climates; fitted with an OE-style mounting flange.",
  ],
  radiator: [
    "Brazed aluminium core with plastic tanks and pre-fitted drain cock, pressure-tested before dispatch.",
    "High-efficiency core sized for Indian summer traffic; keeps coolant temperature stable on long climbs.",
    "Matches the original mounting brackets and hose outlets; works with the automatic transmission cooler where fitted.",
  ],
  "radiator-fan-assembly": [
    "Complete shroud, motor and blade set, balanced for low noise; plug-in connector, no splicing needed.",
    "Brushless-ready design with a high-torque motor that keeps the condenser cool while the car idles.",
    "Aerodynamic blades move more air at lower current, easing the load on the alternator.",
  ],
  "expansion-valves": [
    "Block-type thermostatic expansion valve that meters refrigerant precisely to stop evaporator icing.",
    "Factory-calibrated superheat setting; supplied with new O-rings for a leak-free fit.",
    "Replace when the cabin cools unevenly or the suction line frosts; fit with a new receiver-drier.",
  ],
  injectors: [
    "Multi-hole nozzle with a fine spray pattern for clean combustion and steady idle.",
    "Flow-matched and leak-tested; supplied with new seals and filter basket.",
    "Restores fuel economy and smooth running when the original injector drips or clogs.",
  ],
};

const ratings = [5, 4.5, 4.5, 4, 4, 3.5, null] as const;

/** One or two OE numbers, two other brands' equivalents, and the vehicles the part fits. */
function numbersAndFitment(brand: Brand, categorySlug: string, vehicle: DemoVehicle, random: Random) {
  const oe = Array.from({ length: random() < 0.4 ? 2 : 1 }, () =>
    oeNumberFor(oeStyleOf(vehicle), categorySlug, random),
  );
  const others = brands.filter((b) => b.slug !== brand.slug && (lineUp[b.slug] ?? []).includes(categorySlug));
  const crossReferences = [pick(random, others), pick(random, others)]
    .filter((b, i, all) => b && all.indexOf(b) === i)
    .map((b) => partNumberFor(b, categorySlug, random));
  return {
    oeNumbers: [...new Set(oe)].join("; "),
    crossReferences: crossReferences.join("; "),
    fits: [`${vehicle.name} ${vehicle.years}`, ...(vehicle.twins ?? [])].join("; "),
  };
}

/**
 * Older generations and engine versions (issue 27, decision 131): parts that differ by engine, fuel
 * or gearbox for one model, so the finder has a real question to ask and a 2019 Creta has parts of
 * its own generation. Appended after the main line-up, from their own seed, so that the products
 * above keep their numbers.
 */
interface DemoGeneration extends DemoVehicle {
  /** The parts of this generation: a category, and the details in brackets that narrow its fit. */
  parts: readonly { category: string; details?: string; name: string }[];
}

const generations: readonly DemoGeneration[] = [
  {
    name: "Hyundai Creta",
    engine: "1.6 L petrol and 1.6 L CRDi diesel",
    years: "2015-2020",
    parts: [
      { category: "compressor", details: "1.6 petrol", name: "1.6 petrol" },
      { category: "compressor", details: "1.6 CRDi", name: "1.6 CRDi diesel" },
      { category: "condenser", name: "all engines" },
      { category: "radiator", details: "1.6 petrol, MT", name: "1.6 petrol, manual" },
      { category: "radiator", details: "1.6 CRDi, AT", name: "1.6 CRDi, automatic" },
    ],
  },
  {
    name: "Maruti Suzuki Swift",
    engine: "1.2 L petrol and 1.3 L DDiS diesel",
    years: "2011-2017",
    twins: ["Maruti Suzuki Dzire 2012-2017"],
    parts: [
      { category: "compressor", details: "1.2 petrol", name: "1.2 petrol" },
      { category: "compressor", details: "1.3 DDiS", name: "1.3 DDiS diesel" },
      { category: "radiator", details: "1.3 DDiS, from 03/2014", name: "1.3 DDiS, from March 2014" },
    ],
  },
  {
    name: "Maruti Suzuki Wagon R",
    engine: "1.0 L and 1.2 L petrol, 1.0 L S-CNG",
    years: "2019-",
    parts: [
      { category: "radiator", details: "1.0 petrol, MT", name: "1.0 petrol, manual" },
      { category: "radiator", details: "1.2 petrol, AMT", name: "1.2 petrol, AMT" },
      { category: "compressor", details: "CNG", name: "S-CNG" },
      { category: "condenser", name: "all engines" },
    ],
  },
  {
    name: "Tata Nexon",
    engine: "1.2 L Revotron petrol and 1.5 L Revotorq diesel",
    years: "2017-",
    parts: [
      { category: "radiator", details: "1.2 Revotron, MT", name: "1.2 Revotron petrol" },
      { category: "radiator", details: "1.5 Revotorq diesel", name: "1.5 Revotorq diesel" },
      { category: "radiator-fan-assembly", details: "diesel", name: "diesel" },
    ],
  },
];

function generationProducts(usedKeys: Set<string>): DemoProduct[] {
  const random = seededRandom(2027);
  const specsRandom = seededRandom(2028);
  return generations.flatMap((vehicle) =>
    vehicle.parts.map((part, index) => {
      // Not Denso, Sanden or Motherson: their counts on the demo's pages are the ones the tests read.
      const makers = brands.filter(
        (b) => !["denso", "sanden", "motherson"].includes(b.slug) && (lineUp[b.slug] ?? []).includes(part.category),
      );
      const brand = makers[(index * 3 + vehicle.name.length) % makers.length] as Brand;
      let partNumber = partNumberFor(brand, part.category, random);
      while (usedKeys.has(partNumber.toUpperCase())) partNumber = partNumberFor(brand, part.category, random);
      usedKeys.add(partNumber.toUpperCase());
      const item = itemNames[part.category] ?? part.category;
      const narrowed = part.details ? ` (${part.details})` : "";
      const fitted = numbersAndFitment(brand, part.category, vehicle, random);
      return {
        name: `${brand.navLabel} ${item} for ${vehicle.name} ${vehicle.years.replace(/-$/, " onwards")}, ${part.name}`,
        partNumber,
        brandSlug: brand.slug,
        categorySlug: part.category,
        description: `${brand.name} ${item} for the ${vehicle.name} made ${vehicle.years.endsWith("-") ? `from ${vehicle.years.slice(0, -1)}` : `in ${vehicle.years}`} (${part.name}). ${pick(random, details[part.category] ?? [])} The versions of this car take different parts: check the engine and gearbox on the fitment list, or send us the registration year and we confirm the fit before dispatch.`,
        rating: pick(random, ratings),
        ...fitted,
        // Each line carries the details; a twin is the same platform, with the same versions.
        fits: fitted.fits
          .split("; ")
          .map((line) => line + narrowed)
          .join("; "),
        specs: withTypeOfPartNumber(
          partNumber,
          demoSpecs(
            {
              categorySlug: part.category,
              brandSlug: brand.slug,
              vehicle: vehicle.name,
              engine: vehicle.engine,
              years: vehicle.years,
              index,
            },
            specsRandom,
          ),
        ),
      };
    }),
  );
}

/** A part number that names its compressor family ("SD7H15-4521") says the type the values give. */
function withTypeOfPartNumber(partNumber: string, specs: SpecValues): SpecValues {
  const family = /^(SD7H15|SD7V16|10S17C|6SEU14C)-/.exec(partNumber)?.[1];
  return family && "compressor-type" in specs ? { ...specs, "compressor-type": family } : specs;
}

export function demoCatalogue(): DemoProduct[] {
  const random = seededRandom(1991);
  // A second sequence for the numbers and fitments, so the part numbers stay what they always were.
  const numbersRandom = seededRandom(2024);
  // A third for the specifications, so neither of the others changes.
  const specsRandom = seededRandom(1234);
  const products: DemoProduct[] = [];
  const usedKeys = new Set<string>();
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c] as [string, Category]));

  brands.forEach((brand, brandIndex) => {
    for (const categorySlug of lineUp[brand.slug] ?? []) {
      const category = categoryBySlug.get(categorySlug);
      if (!category) continue;
      for (let i = 0; i < 5; i++) {
        const vehicle =
          vehicles[(brandIndex * 7 + categorySlug.length * 3 + i * 5) % vehicles.length] ??
          (vehicles[0] as DemoVehicle);
        let partNumber = partNumberFor(brand, categorySlug, random);
        while (usedKeys.has(partNumber.toUpperCase())) partNumber = partNumberFor(brand, categorySlug, random);
        usedKeys.add(partNumber.toUpperCase());
        const item = itemNames[categorySlug] ?? category.name;
        products.push({
          name: `${brand.navLabel} ${item} for ${vehicle.name}`,
          partNumber,
          brandSlug: brand.slug,
          categorySlug,
          description: `${brand.name} ${item} for the ${vehicle.name} (${vehicle.engine}). ${pick(random, details[categorySlug] ?? [])} Quote the part number or your vehicle's registration year when you enquire and we confirm the fit before dispatch.`,
          rating: pick(random, ratings),
          ...numbersAndFitment(brand, categorySlug, vehicle, numbersRandom),
          specs: withTypeOfPartNumber(
            partNumber,
            demoSpecs(
              {
                categorySlug,
                brandSlug: brand.slug,
                vehicle: vehicle.name,
                engine: vehicle.engine,
                years: vehicle.years,
                index: i,
              },
              specsRandom,
            ),
          ),
        });
      }
    }
  });
  return [...products, ...generationProducts(usedKeys)];
}
