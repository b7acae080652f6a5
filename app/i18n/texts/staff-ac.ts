import { areaTexts } from "../translate.ts";

/** Texts of the staff's "AC data" tab (decision 212). */
export const staffAcEn = {
  "staffAc.tab": "AC data",
  "staffAc.title": "AC system data per car",
  "staffAc.intro":
    "Refrigerant, gas charge and compressor oil for each car and its years. The car's page and the pages of parts that fit it show them.",
  "staffAc.add": "Add a car's AC data",
  "staffAc.edit": "Change",
  "staffAc.editLabel": "Change the AC data of the {vehicle} {years}",
  "staffAc.delete": "Remove",
  "staffAc.deleteLabel": "Remove the AC data of the {vehicle} {years}",
  "staffAc.deleteConfirm": "Remove the AC data of the {vehicle} {years}?",
  "staffAc.deleted": "Removed the AC data of the {vehicle}.",
  "staffAc.saved": "Saved the AC data of the {vehicle}.",
  "staffAc.failed": "That did not work. Try again in a moment.",
  "staffAc.empty": "No car has AC data yet.",
  "staffAc.loading": "Loading…",
  "staffAc.demo": "demo",
  "staffAc.make": "Make",
  "staffAc.model": "Model",
  "staffAc.yearFrom": "First year",
  "staffAc.yearTo": "Last year",
  "staffAc.yearsHint": "Leave empty for an open end: 2020 and nothing means 2020 onwards.",
  "staffAc.refrigerant": "Refrigerant",
  "staffAc.chargeGrams": "Charge (grams)",
  "staffAc.tolerance": "Tolerance (± grams)",
  "staffAc.oilType": "Compressor oil",
  "staffAc.oilHint": "PAG 46, PAG 100, POE…",
  "staffAc.oilMl": "Oil quantity (ml)",
  "staffAc.compressor": "Compressor model",
  "staffAc.clutch": "Compressor drive",
  "staffAc.clutch.none": "Not known",
  "staffAc.clutch.clutch": "Electromagnetic clutch",
  "staffAc.clutch.clutchless": "Clutchless",
  "staffAc.notes": "Notes",
  "staffAc.save": "Save",
  "staffAc.cancel": "Cancel",
  "staffAc.notNumber": "Type a whole number, or leave it empty.",
  "staffAc.car": "Car",
  "staffAc.charge": "Charge",
  "staffAc.oil": "Oil",
  "staffAc.actions": "Actions",
} as const;

export type StaffAcKey = keyof typeof staffAcEn;

export const staffAcTexts = await areaTexts("staffAc", staffAcEn, import.meta.glob("./*/staff-ac.ts"));
