import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { Product } from "#app/catalogue/product.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { readTableQuery, type TableQuery, withTableQuery } from "./table-query.ts";

export interface ProductPageLoad {
  status: "loading" | "ready" | "error";
  products: Product[];
  total: number;
}

/**
 * The products table's data: the page of products its query asks for, fetched again whenever the
 * query, `reloadKey` (a change elsewhere on the screen) or a retry asks. The query lives in the
 * address (readTableQuery), so a reload or a shared link shows the same search, filters and page.
 */
export function useProductPage(reloadKey: number) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // While the address is changing to another query of this page, show that query at once, so a
  // select shows the choice just made rather than the old one until the navigation lands.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const search = pending ? pending.search : location.search;
  const query = useMemo(() => readTableQuery(new URLSearchParams(search)), [search]);

  // Two changes in quick succession (brand, then category) must both reach the address: while a
  // change is on its way, the next one builds on it rather than on the address shown so far (a
  // render in between may still show the old one). Once the address has moved, it is the base again.
  const shown = useRef(search);
  shown.current = search;
  const requested = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the address has moved
  useEffect(() => {
    requested.current = null;
  }, [location.key]);
  const change = useCallback(
    (changes: Partial<TableQuery>) => {
      const next = withTableQuery(new URLSearchParams(requested.current ?? shown.current), changes).toString();
      requested.current = next ? `?${next}` : "";
      // Replace, so Back leaves the staff page rather than stepping through every filter; and
      // keep the scroll position, since the table sits below the upload panel.
      navigate({ search: requested.current }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const [load, setLoad] = useState<ProductPageLoad>({ status: "loading", products: [], total: 0 });
  const [retries, setRetries] = useState(0);
  const retry = useCallback(() => setRetries((n) => n + 1), []);

  const { q, brand, category, sort, status, importId, missing, page, pageSize } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and retries are reload requests
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ ...current, status: "loading" }));
    apiRequest("GET /products", {
      query: {
        q,
        brand,
        category,
        sort,
        status,
        importId: importId || undefined,
        missing: missing || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && Array.isArray(result.data.products)) {
        // A delete (or an old link) can point past the last page: show the last one there is.
        if (result.data.products.length === 0 && page > 1) {
          change({ page: Math.max(1, Math.ceil(result.data.total / pageSize)) });
          return;
        }
        setLoad({ status: "ready", products: result.data.products, total: Number(result.data.total) || 0 });
      } else {
        setLoad({ status: "error", products: [], total: 0 });
      }
    });
    return () => controller.abort();
  }, [q, brand, category, sort, status, importId, missing, page, pageSize, reloadKey, retries, change]);

  const pageCount = Math.max(1, Math.ceil(load.total / pageSize));
  return {
    query,
    change,
    load,
    retry,
    pageCount,
    /** The rows shown, counted from 1 ("Showing 26–50"). */
    from: load.total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(load.total, page * pageSize),
    /** Nothing fetched yet: a spinner rather than an empty table. */
    firstLoad: load.status === "loading" && load.products.length === 0 && load.total === 0,
    filtered: Boolean(q || brand || category || status !== "all" || importId || missing),
  };
}
