import { z } from "zod";
import {
  type ProductGap,
  type ProductSort,
  type ProductStatusFilter,
  productGaps,
  productSorts,
  productStatusFilters,
} from "#app/api/products.ts";
import { recordIdSchema } from "#app/forms/record-id.ts";

/** The products table's choices of rows per page; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** What the products table shows: its search, filters, order and page. */
export interface TableQuery {
  q: string;
  brand: string;
  category: string;
  sort: ProductSort;
  /** Published, drafts, archived or all (decision 085): staff see every status unless they choose. */
  status: ProductStatusFilter;
  /** The products one import brought (its history id), or 0 for any. */
  importId: number;
  /** What the products lack (the Catalogue health tab's lists, decision 123), or "" for any. */
  missing: ProductGap | "";
  page: number;
  pageSize: PageSize;
}

export const defaultTableQuery: TableQuery = {
  q: "",
  brand: "",
  category: "",
  sort: "name",
  status: "all",
  importId: 0,
  missing: "",
  page: 1,
  pageSize: PAGE_SIZES[0],
};

/** Each field's name in the address: /add-products?brand=denso&page=2. */
const paramNames: Record<keyof TableQuery, string> = {
  q: "q",
  brand: "brand",
  category: "category",
  sort: "sort",
  status: "status",
  importId: "import",
  missing: "missing",
  page: "page",
  pageSize: "size",
};

// A hand-edited or stale address never breaks the page: a value that makes no sense is the default.
const tableQuerySchema = z.object({
  q: z.string().trim().max(200).catch(defaultTableQuery.q),
  brand: z.string().trim().max(100).catch(defaultTableQuery.brand),
  category: z.string().trim().max(100).catch(defaultTableQuery.category),
  sort: z.enum(productSorts).catch(defaultTableQuery.sort),
  status: z.enum(productStatusFilters).catch(defaultTableQuery.status),
  importId: recordIdSchema.catch(defaultTableQuery.importId),
  missing: z.enum([...productGaps, ""]).catch(defaultTableQuery.missing),
  page: z.coerce.number().int().min(1).max(100_000).catch(defaultTableQuery.page),
  pageSize: z.coerce.number().pipe(z.literal(PAGE_SIZES)).catch(defaultTableQuery.pageSize),
});

/** The table's query from the address's search part; missing or wrong values are the defaults. */
export function readTableQuery(params: URLSearchParams): TableQuery {
  const raw = Object.fromEntries(
    Object.entries(paramNames).map(([field, name]) => [field, params.get(name) ?? undefined]),
  );
  return tableQuerySchema.parse(raw);
}

/**
 * The address's search part with `changes` applied. A default value leaves the address, so the
 * plain /add-products stays plain; parameters the table does not own are kept.
 */
export function withTableQuery(params: URLSearchParams, changes: Partial<TableQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(changes) as [keyof TableQuery, TableQuery[keyof TableQuery]][]) {
    const name = paramNames[field];
    if (value === defaultTableQuery[field] || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
