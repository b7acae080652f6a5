import { z } from "zod";
import { EARLIEST_MODEL_YEAR, latestModelYear, MAX_MODEL_LENGTH } from "#app/catalogue/fitment.ts";
import { noControlCharacters } from "./plain-text.ts";

/**
 * A car's AC system as the staff form sends it and the API takes it (POST /api/ac-systems,
 * PUT /api/ac-systems/{id}; docs/decisions/212). Strict: a field the API does not know is refused
 * by name. Quantities are whole grams and millilitres, as workshop charging stations take them.
 */
export const REFRIGERANTS = ["R134a", "R1234yf"] as const;
export const CLUTCH_TYPES = ["clutch", "clutchless"] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} is longer than ${max} characters.` })
    .check(noControlCharacters({ label }));

const year = (label: string) =>
  z
    .number({ error: `${label} must be a year such as 2015, or left empty.` })
    .int({ error: `${label} must be a whole year.` })
    .min(EARLIEST_MODEL_YEAR, { error: `${label} must be ${EARLIEST_MODEL_YEAR} or later.` })
    .max(latestModelYear(), { error: `${label} must be ${latestModelYear()} or earlier.` })
    .nullable();

const amount = (label: string, unit: string, max: number) =>
  z
    .number({ error: `${label} must be a number of ${unit}.` })
    .int({ error: `${label} must be whole ${unit}.` })
    .min(0, { error: `${label} cannot be below 0.` })
    .max(max, { error: `${label} above ${max} ${unit} is not a car's.` });

export const acSystemSchema = z
  .strictObject({
    make: text("Make", 60).min(1, { error: "Make is missing." }),
    model: text("Model", MAX_MODEL_LENGTH).min(1, { error: "Model is missing." }),
    yearFrom: year("First year"),
    yearTo: year("Last year"),
    refrigerant: z.enum(REFRIGERANTS, { error: "Refrigerant must be R134a or R1234yf." }),
    chargeGrams: amount("Charge", "grams", 3000).min(50, { error: "Charge must be at least 50 grams." }),
    chargeToleranceGrams: amount("Charge tolerance", "grams", 500).nullable(),
    oilType: text("Oil type", 40).min(1, { error: "Oil type is missing (PAG 46, PAG 100, POE…)." }),
    oilMl: amount("Oil quantity", "ml", 1000).nullable(),
    compressorModel: text("Compressor model", 80),
    clutchType: z.enum(["", ...CLUTCH_TYPES], { error: "Clutch type must be clutch, clutchless or left empty." }),
    notes: text("Notes", 500),
  })
  .refine((value) => value.yearFrom === null || value.yearTo === null || value.yearFrom <= value.yearTo, {
    error: "The first year comes after the last year.",
    path: ["yearTo"],
  });

export type AcSystemInput = z.infer<typeof acSystemSchema>;

/** One AC system as the API and pages show it. */
export interface AcSystem {
  id: number;
  makeSlug: string;
  make: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
  refrigerant: (typeof REFRIGERANTS)[number];
  chargeGrams: number;
  chargeToleranceGrams: number | null;
  oilType: string;
  oilMl: number | null;
  compressorModel: string;
  clutchType: "" | (typeof CLUTCH_TYPES)[number];
  notes: string;
  /** Invented for the demo catalogue: pages say so. */
  demo: boolean;
  updatedAt: string;
}
