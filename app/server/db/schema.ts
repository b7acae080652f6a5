import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { EnquiryStatus } from "#app/api/enquiries.ts";
import type { ProductStatus } from "#app/catalogue/product.ts";
import type { SpecFieldKind } from "#app/catalogue/spec-fields.ts";
import type {
  BuyerGroupsTable,
  CategoryGstRatesTable,
  JobsTable,
  PriceHistoryTable,
  ProductGstRatesTable,
  ProductPricesTable,
  VehicleAcSystemsTable,
} from "./staff-data-schema.ts";

export type {
  BuyerGroupsTable,
  CategoryGstRatesTable,
  JobsTable,
  PriceHistoryTable,
  ProductGstRatesTable,
  ProductPricesTable,
  VehicleAcSystemsTable,
};

/**
 * Tables as the query layer sees them, the same on SQLite and PostgreSQL. Times are ISO-8601 UTC
 * strings on both so that comparisons and ordering behave identically.
 */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** As the staff typed it, shown to visitors. */
  part_number: string;
  /**
   * partNumberKey(part_number). With brand_slug the identity of a product across imports: unique
   * per brand, not across the catalogue (two makers may sell the same number; decision 089).
   */
  part_key: string;
  brand_slug: string;
  category_slug: string;
  description: string;
  /** The sheet's Image cell as typed (a photo's file name, or an absolute URL), or null. */
  image: string | null;
  /** mediaStemKey(image) for a file name; null for none or a URL. Joins media.stem_key. */
  image_key: string | null;
  rating: number | null;
  /** OE numbers as the sheet writes them, joined by "; " (cross-numbers.ts); "" for none. */
  oe_numbers: Generated<string>;
  /** Other brands' equivalent numbers, joined by "; "; "" for none. */
  cross_references: Generated<string>;
  /** The vehicles the part fits as the sheet writes them: "Hyundai Creta 2015-2020; Kia Seltos 2019-". */
  fits: Generated<string>;
  /** Fitment text that reads as no vehicle ("ford 2018 transit+custom 2.2l"): shown, never a finder model. */
  fits_note: Generated<string>;
  /** Public (active), staff-only (draft) or hidden and restorable (archived): docs/decisions/085. */
  status: Generated<ProductStatus>;
  /** Specification values by field key as JSON (formatSpecValues, keys sorted); "{}" for none (decision 100). */
  specs: Generated<string>;
  /** 1 for a draft staff sent back to "needs a look" from an import's summary (decision 202), else 0. */
  needs_look: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * Derived from products.oe_numbers and products.cross_references by rebuildProductLookups, never
 * written anywhere else: one row per number, for indexed search.
 */
export interface ProductNumbersTable {
  product_id: number;
  kind: "oe" | "xref";
  /** As typed. */
  number: string;
  /** partNumberKey(number). */
  number_key: string;
}

/** Derived from products.fits by rebuildProductLookups: one row per vehicle a product fits. */
export interface ProductFitmentsTable {
  product_id: number;
  make_slug: string;
  /** As typed, for display. */
  model: string;
  /** modelKey(model). */
  model_key: string;
  year_from: number | null;
  year_to: number | null;
  /** The line's details (FitDetails, decision 131); null where it says none. */
  engine: string | null;
  fuel: string | null;
  transmission: string | null;
  ac: string | null;
  /** "2017-03". */
  month_from: string | null;
  month_to: string | null;
  note: string | null;
}

/**
 * SQLite only: a trigram full-text table (FTS5) over each product's name and part key, rowid =
 * products.id, derived by rebuildProductLookups, for substring search through an index.
 */
/**
 * Derived from products.specs by rebuildProductLookups, active products only: one row per value,
 * for a listing's filters and their counts (decision 100).
 */
export interface ProductSpecsTable {
  product_id: number;
  field_key: string;
  /** specValueKey of the value: a number in its shortest form ("1.5"), a choice or text as stored. */
  value: string;
}

/**
 * A product's photos in staff's order (docs/decisions/151): position 0 is the photo it shows
 * everywhere. `stem_key` is a media row's; a product without rows shows the photo named after it.
 */
export interface ProductPhotosTable {
  product_id: number;
  /** 0, 1, 2… without gaps: rewritten whole whenever the order changes. */
  position: number;
  stem_key: string;
}

/** A category's specification field (app/catalogue/spec-fields.ts), as staff edit it. */
export interface SpecFieldsTable {
  id: Generated<number>;
  category_slug: string;
  key: string;
  /** JSON object of the name per language: {"en":"Voltage","es":"Tensión"}. */
  names: string;
  unit: string;
  kind: SpecFieldKind;
  /** JSON array of SpecChoice; "[]" for a number or text field. */
  choices: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ProductSearchTable {
  rowid: number;
  name: string;
  part_key: string;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SubscribersTable {
  id: Generated<number>;
  /** Lower-cased, so one address subscribes once whatever its case. */
  email: string;
  language: string;
  created_at: string;
}

/**
 * The media library: one processed photo per normalised file-name stem. A product shows the photo
 * named in its Image cell if the library has it, else the photo whose stem is its part number.
 */
export interface MediaTable {
  id: Generated<number>;
  /** mediaStemKey(original file name): "AC 417 000S.jpg" → "AC417000S". */
  stem_key: string;
  /** The uploaded file name, shown to staff only; never used as a path. */
  original_name: string;
  /** Random id the server generated; every stored file name derives from it. */
  file_id: string;
  /** Comma-separated widths of the stored WebP renditions, ascending: "320,640,960". */
  widths: string;
  width: number;
  height: number;
  /** Extension of the kept original (jpg, png, webp, avif, gif). */
  original_ext: string;
  created_at: string;
  updated_at: string;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  created_at: string;
  /** new, replied or closed (enquiryStatuses). */
  status: Generated<EnquiryStatus>;
  status_changed_at: string | null;
  /** Username of the staff account that last changed the status. */
  status_changed_by: string | null;
  /** An enquiry list's reference (Q-2611-0042, decision 112); null for the contact form's. */
  reference: string | null;
  /** The vehicle an enquiry list is for, as the buyer named it; empty for the contact form's. */
  vehicle: Generated<string>;
  /** Staff's quote for an enquiry list as JSON (EnquiryQuote), once sent; null before. */
  quote: string | null;
  /** JSON array of the English names of the jobs the buyer asked for (issue 44); "[]" for none. */
  jobs: Generated<string>;
}

/**
 * One line of an enquiry list, kept as the buyer sent it: a product by (brand slug, part number),
 * its identity (decision 089), with the name and brand it had; or typed text (empty brand slug and
 * part number), which no product matched. No foreign key: a product re-imported under a new id
 * still answers to its brand and part number.
 */
export interface EnquiryLinesTable {
  id: Generated<number>;
  enquiry_id: number;
  /** 0, 1, 2… in the buyer's order. */
  position: number;
  brand_slug: string;
  brand: string;
  part_number: string;
  /** The product's name, or the typed line. */
  name: string;
  quantity: number;
}

export type { EnquiryStatus };

/** One committed spreadsheet import (dry runs are not recorded), kept so that it can be undone. */
export interface ImportsTable {
  id: Generated<number>;
  created_at: string;
  /** Null once that administrator is removed; username keeps who it was. */
  admin_id: number | null;
  username: string;
  file_name: string;
  /** 1 when the import replaced the whole catalogue (its old rows are recorded as deleted). */
  replace_all: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Products a replace-all import removed (0 otherwise). */
  deleted: number;
  undone_at: string | null;
  /** Username of the administrator who undid it. */
  undone_by: string | null;
  /** "sheet" for a spreadsheet import; "product" for one product changed by hand (file_name names it). */
  source: Generated<HistorySource>;
  /** JSON array of the brands and categories the import created ({ kind, slug, name }); null for none. */
  created_terms: string | null;
}

export type HistorySource = "sheet" | "product";

/** One product an import created, updated or deleted, with the whole row as it was before. */
export interface ImportChangesTable {
  id: Generated<number>;
  import_id: number;
  part_key: string;
  /** The product's brand when the change was made: with part_key, which product it was (decision 089). */
  brand_slug: Generated<string>;
  action: ImportAction;
  /** JSON of the whole products row before the import (id included); null for a created product. */
  before: string | null;
}

export type ImportAction = "created" | "updated" | "deleted";

/** A column mapping remembered for one header layout, so the supplier's next file maps itself. */
export interface ImportMappingsTable {
  id: Generated<number>;
  /** headerLayoutKey of the header row: a hash of its texts as compared. */
  layout_key: string;
  /** What staff call it; the file name it was first saved from until renamed. */
  name: string;
  /** JSON array of the header texts, shown beside the name. */
  headers: string;
  /** JSON of the mapping (the API's `mapping` field without sheet, header row and onRowError). */
  mapping: string;
  created_at: string;
  updated_at: string;
}

/**
 * A brand or a category (the two tables have the same columns). `slug` is the address and what
 * products.brand_slug / products.category_slug hold; the other labels fall back to `name`.
 */
export interface TaxonomyTable {
  slug: string;
  /** Canonical English name: what the API returns and sheets are matched against. */
  name: string;
  /** The navigation bar's shorter label; null shows the name. */
  nav_label: string | null;
  /** JSON array of other spellings, matched case-insensitively. */
  aliases: string;
  description: string;
  /**
   * JSON TermTranslations: name, menu label and description per language other than English
   * (decision 155); a text left out shows the English one.
   */
  translations: string;
  /** Logo or illustration: a site path (/images/…) or a media rendition (/media/…); null for none. */
  image: string | null;
  sort_order: number;
  /** 1 listed, 0 hidden (docs/decisions/050). */
  visible: number;
  created_at: string;
  updated_at: string;
}

/** Brands also say whether the menus show them (docs/decisions/183): 1 featured, 0 not. */
export interface BrandsTable extends TaxonomyTable {
  featured: number;
}

/** An old slug of a renamed brand or category: its old addresses answer 301 to the new one. */
export interface TaxonomyRedirectsTable {
  kind: "brand" | "category";
  old_slug: string;
  new_slug: string;
  created_at: string;
}

/**
 * What buyers looked for, counted per day (period "2026-11-26") or, after 400 days, per month
 * (period "2025-10"): docs/decisions/120. Holds no address, user agent or visitor id.
 */
export interface DemandCountsTable {
  period: string;
  /** search | finder | view | empty-page | click (DemandEventKind). */
  event: string;
  /** What was counted: a search's normalised words, "make|model|year", a product id, a path. */
  subject: string;
  language: string;
  /** A search's kind (number, vehicle, words), a click's page type; "" for none. */
  detail: string;
  /** Results the last counted one showed; null where nothing is listed (views, clicks). */
  results: number | null;
  hits: number;
}

/** A search or number staff marked as not stocked: the Demand report leaves it out. */
export interface DemandDismissedTable {
  event: string;
  subject: string;
  dismissed_by: string;
  dismissed_at: string;
}

export interface Database {
  buyer_groups: BuyerGroupsTable;
  product_prices: ProductPricesTable;
  price_history: PriceHistoryTable;
  product_gst_rates: ProductGstRatesTable;
  category_gst_rates: CategoryGstRatesTable;
  jobs: JobsTable;
  demand_counts: DemandCountsTable;
  demand_dismissed: DemandDismissedTable;
  products: ProductsTable;
  product_numbers: ProductNumbersTable;
  product_fitments: ProductFitmentsTable;
  product_search: ProductSearchTable;
  product_specs: ProductSpecsTable;
  product_photos: ProductPhotosTable;
  spec_fields: SpecFieldsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  subscribers: SubscribersTable;
  media: MediaTable;
  enquiries: EnquiriesTable;
  enquiry_lines: EnquiryLinesTable;
  imports: ImportsTable;
  import_changes: ImportChangesTable;
  import_mappings: ImportMappingsTable;
  brands: BrandsTable;
  categories: TaxonomyTable;
  taxonomy_redirects: TaxonomyRedirectsTable;
  vehicle_ac_systems: VehicleAcSystemsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;

/** The two databases the app runs on: SQLite by default, PostgreSQL when DATABASE_URL is set. */
export type DatabaseKind = "sqlite" | "postgres";
