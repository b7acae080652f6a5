import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Tables as the query layer sees them, the same on SQLite and PostgreSQL. Times are ISO-8601 UTC
 * strings on both so that comparisons and ordering behave identically.
 */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** As the staff typed it, shown to visitors. */
  part_number: string;
  /** partNumberKey(part_number): unique, the identity of a part across imports. */
  part_key: string;
  brand_slug: string;
  category_slug: string;
  description: string;
  /** A media reference (a stored file name or an absolute URL), or null for the placeholder. */
  image: string | null;
  rating: number | null;
  created_at: string;
  updated_at: string;
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

export interface Database {
  products: ProductsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  subscribers: SubscribersTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;
