import { type Language, languageLocale, languages } from "#app/i18n/language.ts";
import { westernDigits } from "./part-number.ts";

/**
 * Specification fields (issue 27, docs/decisions/100): each category has its own, as data staff
 * edit (table `spec_fields`). A product keeps its values as one JSON object on its row (products.specs,
 * field key → value), normalised when read: numbers as numbers in the field's unit, a choice as the
 * list's own spelling, so "R-134A" and "r134a" are one value. This module is the one place values
 * are read, compared and written out; the server, the import and the staff form all use it.
 */
export const specFieldKinds = ["number", "text", "choice"] as const;
export type SpecFieldKind = (typeof specFieldKinds)[number];

/** A name per interface language; English is required, the others fall back to it. */
export type LanguageNames = { en: string } & Partial<Record<Language, string>>;

/** One allowed value of a choice field: the trade's spelling, with a label per language where it differs. */
export interface SpecChoice {
  value: string;
  labels?: Partial<Record<Language, string>>;
  /** Other spellings a sheet may use ("H-type" for "Block (H-type)"), read as this value. */
  aliases?: string[];
}

export interface SpecField {
  id: number;
  categorySlug: string;
  /** Lower-case letters, digits and hyphens, unique within the category: the key of the product's values. */
  key: string;
  names: LanguageNames;
  /** "mm", "V", "W"; "" for none. */
  unit: string;
  kind: SpecFieldKind;
  /** The allowed values of a choice field, in display order; empty for the other kinds. */
  choices: SpecChoice[];
  sortOrder: number;
}

/** Every category's fields, and one category's in display order ([] for none). */
export interface SpecFieldSet {
  all: SpecField[];
  ofCategory(categorySlug: string): SpecField[];
}

export type SpecValue = string | number;
/** A product's values by field key. */
export type SpecValues = Record<string, SpecValue>;

export const SPEC_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SPEC_TEXT = 200;

export function nameIn(names: LanguageNames, language: Language): string {
  return names[language] || names.en;
}

/**
 * Letters and digits only, lower-cased: how a typed value is compared with a choice ("R-134A" = "r134a").
 * Letters and digits of any script (Unicode letters, marks and digits: "ठंडा", "२४ वोल्ट" are values
 * too, decision 177); accents on Latin letters and Devanagari digits are read as the plain letter and
 * digit ("Compresór" = "compresor", "२४" = "24").
 */
export function lookAlikeKey(text: string): string {
  return westernDigits(text)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/**
 * Other ways the trade writes a yes or a no (a choice list of Yes and No takes them), and units
 * spelt out. Kept short and certain: anything else is refused with the allowed values named.
 */
const choiceSynonyms: Record<string, string> = {
  y: "yes",
  si: "yes",
  true: "yes",
  with: "yes",
  con: "yes",
  n: "no",
  false: "no",
  without: "no",
  sin: "no",
  hfo1234yf: "r1234yf",
  "1234yf": "r1234yf",
  hfc134a: "r134a",
  "134a": "r134a",
};

const unitSynonyms: Record<string, string> = {
  volt: "v",
  volts: "v",
  vdc: "v",
  millimetre: "mm",
  millimetres: "mm",
  millimeter: "mm",
  millimeters: "mm",
  watt: "w",
  watts: "w",
  ohm: "ω",
  ohms: "ω",
};

function unitKey(unit: string): string {
  const key = lookAlikeKey(unit) || unit.trim().toLowerCase();
  return unitSynonyms[key] ?? key;
}

/** The choice a typed value is, by its letters and digits (and the synonyms above); undefined when none. */
export function findChoice(field: Pick<SpecField, "choices">, text: string): SpecChoice | undefined {
  const key = lookAlikeKey(text);
  if (key === "") return undefined;
  const wanted = [key, choiceSynonyms[key]].filter(Boolean);
  return field.choices.find((choice) => {
    const spellings = [choice.value, ...Object.values(choice.labels ?? {}), ...(choice.aliases ?? [])].map(
      lookAlikeKey,
    );
    return spellings.some((spelling) => wanted.includes(spelling));
  });
}

/**
 * A number as typed in a sheet or a form: "24", "24V", "12 V", "650 mm", "1,5" (a decimal comma),
 * "1,500" (a thousands comma: three digits after it). The unit, when written, must be the field's.
 */
function readNumber(text: string): { number: number; unit: string } | undefined {
  // The unit, when written, starts with a letter or a unit sign: "12/24" is no number with a unit "/24".
  const match = /^([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d+)?|[+-]?[.,]\d+)\s*([\p{L}°%][\p{L}\d/.°²³ ]*)?$/u.exec(
    text.trim(),
  );
  if (!match?.[1]) return undefined;
  const digits = /^[+-]?\d{1,3}(,\d{3})+$/.test(match[1]) ? match[1].replace(/,/g, "") : match[1].replace(",", ".");
  const number = Number(digits);
  return Number.isFinite(number) ? { number, unit: (match[2] ?? "").trim() } : undefined;
}

export type SpecReading = { ok: true; value: SpecValue | null } | { ok: false; message: string };

function allowedValues(field: Pick<SpecField, "choices">): string {
  return field.choices.map((choice) => choice.value).join(", ");
}

function quote(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 37)}…` : text}"`;
}

/**
 * A value as staff typed it (a sheet's cell, the form, the API), to the value stored; empty is "no
 * value". The message names the field and says what is accepted.
 */
export function readSpecValue(
  field: Pick<SpecField, "names" | "unit" | "kind" | "choices">,
  raw: string | number | boolean | null | undefined,
): SpecReading {
  const label = field.names.en;
  if (raw === null || raw === undefined) return { ok: true, value: null };
  if (typeof raw === "boolean") raw = raw ? "yes" : "no";
  const text = typeof raw === "number" ? String(raw) : raw.replace(/\s+/g, " ").trim();
  if (text === "") return { ok: true, value: null };
  if (field.kind === "number") {
    const read = typeof raw === "number" ? { number: raw, unit: "" } : readNumber(text);
    const unit = field.unit ? ` in ${field.unit}` : "";
    if (!read || !Number.isFinite(read.number)) {
      return {
        ok: false,
        message: `${label} ${quote(text)} is not a number${unit}. Write a number such as 12${unit}.`,
      };
    }
    if (read.unit && unitKey(read.unit) !== unitKey(field.unit)) {
      return {
        ok: false,
        message: field.unit
          ? `${label} ${quote(text)} is not in ${field.unit}. Write the number in ${field.unit}.`
          : `${label} ${quote(text)} is a plain number here; leave out ${quote(read.unit)}.`,
      };
    }
    return { ok: true, value: read.number };
  }
  if (field.kind === "choice") {
    const choice = findChoice(field, text);
    if (!choice) {
      return { ok: false, message: `${label} ${quote(text)} is not one of: ${allowedValues(field)}.` };
    }
    return { ok: true, value: choice.value };
  }
  if (text.length > MAX_SPEC_TEXT) {
    return { ok: false, message: `${label} is longer than ${MAX_SPEC_TEXT} characters.` };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character is refused, as everywhere (decision 079)
  if (/[\u0000-\u001f\u007f]/.test(text)) {
    return { ok: false, message: `${label} holds a control character, which is not text; remove it.` };
  }
  return { ok: true, value: text };
}

/** A value as a filter and the derived table compare it: a number in its shortest form, a text as stored. */
export function specValueKey(value: SpecValue): string {
  return typeof value === "number" ? String(value) : value;
}

/** Values given for some fields (null clears one) laid over the values a product has. */
export function applySpecChanges(values: SpecValues, changes: Readonly<Record<string, SpecValue | null>>): SpecValues {
  const result = { ...values };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete result[key];
    else result[key] = value;
  }
  return result;
}

/** The stored JSON of a product's values: keys sorted, so equal values are equal texts. */
export function formatSpecValues(values: SpecValues): string {
  const sorted = Object.keys(values).sort();
  return sorted.length === 0 ? "{}" : JSON.stringify(Object.fromEntries(sorted.map((key) => [key, values[key]])));
}

/** A products.specs text back to values; anything not an object of numbers and texts is left out. */
export function parseSpecValues(json: string | null | undefined): SpecValues {
  // "{}" is most products' (a sheet without specification columns): no parse for it.
  if (!json || json === "{}") return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, value]) => typeof value === "string" || (typeof value === "number" && Number.isFinite(value)),
      ),
    ) as SpecValues;
  } catch {
    return {};
  }
}

/** A value as a page shows it: a number in the language's way with its unit, a choice by its label. */
export function formatSpecValue(
  field: Pick<SpecField, "unit" | "kind" | "choices">,
  value: SpecValue,
  language: Language,
): string {
  if (typeof value === "number") {
    const number = new Intl.NumberFormat(languageLocale(language), { maximumFractionDigits: 3 }).format(value);
    return field.unit ? `${number} ${field.unit}` : number;
  }
  if (field.kind === "choice") {
    const choice = field.choices.find((item) => item.value === value);
    return choice?.labels?.[language] || value;
  }
  return value;
}

/** UN/CEFACT common codes of the units the trade uses, for schema.org's unitCode. */
const unitCodes: Record<string, string> = {
  mm: "MMT",
  cm: "CMT",
  v: "VLT",
  w: "WTT",
  kw: "KWT",
  ω: "OHM",
  ml: "MLT",
  kg: "KGM",
  g: "GRM",
};

/** One row of a product page's specification table, written in the page's language. */
export interface SpecTableRow {
  key: string;
  label: string;
  /** The value as shown: "118,5 mm", "Sí". */
  text: string;
  /** The value as stored, for JSON-LD. */
  value: SpecValue;
  unit: string;
  /** UN/CEFACT code of the unit, when it has a common one. */
  unitCode?: string;
}

/** The rows of the fields that have a value, in the fields' order. */
export function specTableRows(fields: readonly SpecField[], values: SpecValues, language: Language): SpecTableRow[] {
  return fields.flatMap((field) => {
    const value = values[field.key];
    if (value === undefined) return [];
    const unitCode = typeof value === "number" ? unitCodes[unitKey(field.unit)] : undefined;
    return [
      {
        key: field.key,
        label: nameIn(field.names, language),
        text: formatSpecValue(field, value, language),
        value,
        unit: field.unit,
        ...(unitCode ? { unitCode } : {}),
      },
    ];
  });
}

/** The languages a field's names may be given in (the site's), for the API and the staff screen. */
export const specNameLanguages = languages;
