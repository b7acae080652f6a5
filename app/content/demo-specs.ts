import type { SpecValues } from "#app/catalogue/spec-fields.ts";

/**
 * The demo catalogue's specification values (issue 27): what the part's vehicle class calls for.
 * A small petrol car takes a small variable compressor on a 4-groove pulley, a large diesel a
 * 10S17C-class one on six or seven grooves; core sizes grow with the engine. Deterministic: the
 * random sequence given is the demo's own, so every machine gets the same values.
 */
type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number, step = 1) =>
  low + Math.floor(random() * ((high - low) / step + 1)) * step;

type VehicleClass = "small" | "mid" | "large";

/** By the engine's displacement as the demo writes it ("1.2 L K-series petrol"). */
export function vehicleClass(engine: string): VehicleClass {
  const litres = Number(/(\d+(?:\.\d+)?) L/.exec(engine)?.[1] ?? "1.5");
  return litres <= 1.2 ? "small" : litres < 2 ? "mid" : "large";
}

const compressorTypes: Record<VehicleClass, readonly string[]> = {
  small: ["TRS090", "SP10", "6SEU12C", "5SER09C", "10S11C"],
  mid: ["SP15", "6SEU14C", "10SA13C", "DVE16", "10S13C"],
  large: ["10S17C", "7SEU17C", "6SEU16C", "SP17", "10S15C"],
};
const heavyDutyTypes = ["10S17C", "SD7H15", "7SEU17C"];
const grooves: Record<VehicleClass, readonly string[]> = {
  small: ["PV4", "PV4", "PV5"],
  mid: ["PV5", "PV6", "PV6"],
  large: ["PV6", "PV7", "PV7"],
};
const oils: Record<VehicleClass, readonly string[]> = {
  small: ["PAG46", "ND-8"],
  mid: ["PAG46", "ND-8", "SP-10"],
  large: ["PAG100", "ND-8", "PAG46"],
};

/** Newer models run on R1234yf in some markets; most Indian cars still on R134a. */
function refrigerant(years: string, random: Random): string {
  const from = Number(/^(\d{4})/.exec(years)?.[1] ?? "2015");
  return from >= 2021 && random() < 0.6 ? "R1234yf" : "R134a";
}

export interface DemoSpecContext {
  categorySlug: string;
  brandSlug: string;
  /** The vehicle the part is listed for ("Toyota Fortuner"). */
  vehicle: string;
  engine: string;
  years: string;
  /** The product's place among its brand's five of the category (0-4). */
  index: number;
}

/**
 * Fleet and bus variants run on 24 V: Sanden's heavy-duty compressors and SPAL's fans and blowers
 * come in both; two of each five here are the 24 V ones.
 */
const fleetBrands = new Set(["sanden", "spal"]);
const voltageOf = ({ brandSlug, index }: DemoSpecContext) => (fleetBrands.has(brandSlug) && index % 2 === 1 ? 24 : 12);

export function demoSpecs(context: DemoSpecContext, random: Random): SpecValues {
  const size = vehicleClass(context.engine);
  const scale = { small: 0, mid: 1, large: 2 }[size];
  switch (context.categorySlug) {
    case "compressor": {
      // A 24 V fleet compressor is a heavy-duty one whatever the car it is listed with.
      const fleet = voltageOf(context) === 24;
      const picked = pick(random, fleet ? heavyDutyTypes : compressorTypes[size]);
      // Toyota's large diesels run Denso's 10S17C family, whoever makes the replacement.
      const type = /^Toyota (Innova|Fortuner)/.test(context.vehicle) ? "10S17C" : picked;
      const groove = pick(random, grooves[size]);
      return {
        "compressor-type": type,
        "pulley-grooves": fleet ? (context.index % 4 === 1 ? "PV6" : "PV7") : groove,
        "pulley-diameter": between(random, 100 + scale * 10, 112 + scale * 12, 2),
        voltage: voltageOf(context),
        refrigerant: refrigerant(context.years, random),
        oil: pick(random, oils[size]),
        clutch: random() < 0.8 ? "Yes" : "No",
      };
    }
    case "condenser":
      return {
        "core-width": between(random, 560 + scale * 60, 620 + scale * 80, 5),
        "core-height": between(random, 330 + scale * 20, 380 + scale * 40, 5),
        "core-thickness": pick(random, [12, 16, 16, 18]),
        "with-drier": random() < 0.7 ? "Yes" : "No",
        connections: pick(random, ["Block fitting, M8", 'Female O-ring, 5/8" + 1/2"', "Block fitting, M6"]),
        refrigerant: refrigerant(context.years, random),
      };
    case "cooling-coil":
      return {
        "core-width": between(random, 200 + scale * 20, 240 + scale * 30, 2),
        "core-height": between(random, 190 + scale * 15, 230 + scale * 20, 2),
        "core-thickness": pick(random, [38, 48, 58]),
        "with-valve": random() < 0.4 ? "Yes" : "No",
        refrigerant: refrigerant(context.years, random),
      };
    case "blower-motor":
      return {
        voltage: voltageOf(context),
        rotation: pick(random, ["Clockwise", "Anticlockwise"]),
        power: pick(random, [150, 180, 200, 250, 300].slice(scale, scale + 3)),
        drive: "RHD",
      };
    case "radiator":
      return {
        "core-width": between(random, 580 + scale * 50, 640 + scale * 80, 5),
        "core-height": between(random, 360 + scale * 20, 400 + scale * 40, 5),
        "core-thickness": pick(random, [16, 16, 26, 32].slice(scale)),
        rows: size === "large" ? pick(random, [1, 2]) : 1,
        transmission: pick(random, ["MT", "AT", "MT/AT"]),
        material: pick(random, ["Aluminium, plastic tanks", "Aluminium, plastic tanks", "Brazed aluminium"]),
      };
    case "radiator-fan-assembly":
      return {
        "fan-diameter": pick(random, [280, 300, 320, 340, 360, 380].slice(scale, scale + 4)),
        blades: pick(random, [5, 7, 9]),
        voltage: voltageOf(context),
        fans: size === "small" ? "Single" : pick(random, ["Single", "Double"]),
      };
    case "expansion-valves":
      return {
        "valve-type": random() < 0.85 ? "Block (H-type)" : "Angle (L-type)",
        refrigerant: refrigerant(context.years, random),
        capacity: pick(random, [1.5, 2, 2.5, 3].slice(scale, scale + 2)),
      };
    case "injectors": {
      const diesel = /diesel/i.test(context.engine);
      return {
        fuel: diesel ? "Diesel" : "Petrol",
        injection: diesel ? "Common rail" : pick(random, ["Port", "Port", "Direct"]),
        holes: diesel ? pick(random, [6, 7, 8]) : pick(random, [4, 6, 10, 12]),
        ...(diesel ? {} : { resistance: pick(random, [12, 12.5, 13.5, 14.5]) }),
      };
    }
    default:
      return {};
  }
}
