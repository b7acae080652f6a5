import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import { areaTexts } from "../translate.ts";

/**
 * The line a search for a fault shows above its parts (docs/decisions/141): the fault as read, and
 * why these parts. One per symptom of app/catalogue/search-symptoms.ts. Loaded with the search page
 * and the search dialog only.
 */
export const searchSymptomsEn = {
  "symptom.acNotCooling":
    "AC not cooling well: the usual cause is the compressor, the condenser or the expansion valve, shown in that order.",
  "symptom.coolsOnlyWhenMoving":
    "AC cools only while driving: at a standstill the condenser needs its fan, so the fan assembly comes first, then the condenser.",
  "symptom.noAirFromVents": "Little or no air from the vents: the blower motor is the part that moves it.",
  "symptom.engineOverheating": "Engine overheating: the usual cause is the radiator or the radiator fan that cools it.",
  "symptom.radiatorFanNotWorking": "Radiator fan not running: the fan assembly, motor and blades together.",
  "symptom.acNoise":
    "A noise with the AC on: most often the compressor (clutch or bearing), else the blower motor or the fan.",
  "symptom.acSmell": "A bad smell from the vents: it grows on the cooling coil, and the blower spreads it.",
  "symptom.waterInside":
    "Water inside the car: it drips from the cooling coil when its drain or the coil itself fails.",
  "symptom.iceOnPipes": "Ice on the AC pipes: an expansion valve stuck open floods the cooling coil, which freezes.",
  "symptom.coolantLeak": "Coolant leaking or running low: a leaking radiator is the usual cause.",
  "symptom.engineMisfire": "Misfiring, jerks or poor mileage: worn fuel injectors are a common cause.",
} as const satisfies Record<`symptom.${SymptomKey}`, string>;

export type SearchSymptomKey = keyof typeof searchSymptomsEn;

export const searchSymptomsTexts = await areaTexts(
  "searchSymptoms",
  searchSymptomsEn,
  import.meta.glob("./*/search-symptoms.ts"),
);

/** The key of a symptom's line. */
export const symptomTextKey = (key: SymptomKey): SearchSymptomKey => `symptom.${key}`;
