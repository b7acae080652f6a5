import type { Generated } from "kysely";

// The tables only staff write that price and plan the work: prices, GST, buyer groups (issue 46),
// jobs and the cars' AC data (issue 44). The Database interface in schema.ts lists them with the rest.

/** A product's price of one kind (staff data, never a visitor's: decision 217), by product identity. */
export interface ProductPricesTable {
  brand_slug: string;
  part_key: string;
  kind: string;
  /** Canonical decimal text, e.g. "2259.65". */
  amount: string;
  currency: string;
  import_id: number | null;
  updated_at: string;
}

/** One change of a product's price by an import: old and new (null where there was or is none). */
export interface PriceHistoryTable {
  id: Generated<number>;
  brand_slug: string;
  part_key: string;
  kind: string;
  old_amount: string | null;
  old_currency: string | null;
  new_amount: string | null;
  new_currency: string | null;
  import_id: number | null;
  changed_at: string;
}

export interface ProductGstRatesTable {
  brand_slug: string;
  part_key: string;
  rate: number;
}

export interface CategoryGstRatesTable {
  category_slug: string;
  rate: number;
}

/** A buyer group and its price rule (JSON of app/catalogue/group-price.ts's PriceRule; decision 220). */
export interface BuyerGroupsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  rule: string;
  created_at: string;
  updated_at: string;
}

/** A job staff define (issue 44, decision 214): categories with quantities, named per language. */
export interface JobsTable {
  slug: string;
  /** JSON LanguageNames: {"en": "Compressor replacement", "hi": "…"}. */
  names: string;
  /** JSON JobStep[] in the job's order. */
  steps: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A car's AC system per make, model and years, as staff keep it (docs/decisions/212). */
export interface VehicleAcSystemsTable {
  id: Generated<number>;
  make_slug: string;
  /** As staff typed it, for display. */
  model: string;
  /** modelKey(model). */
  model_key: string;
  year_from: number | null;
  year_to: number | null;
  refrigerant: "R134a" | "R1234yf";
  charge_grams: number;
  charge_tolerance_grams: number | null;
  oil_type: string;
  oil_ml: number | null;
  compressor_model: Generated<string>;
  /** "clutch", "clutchless" or "" (not known). */
  clutch_type: Generated<string>;
  notes: Generated<string>;
  /** 1 for the demo catalogue's invented rows. */
  demo: Generated<number>;
  updated_at: string;
}
