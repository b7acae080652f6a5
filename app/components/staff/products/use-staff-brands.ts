import { useEffect, useState } from "react";
import type { TermJson } from "#app/api/taxonomy.ts";
import { apiRequest } from "#app/utils/staff-api.ts";

/**
 * Every brand as staff see them (`GET /api/brands?all=1`): hidden ones and those only drafts use
 * too, which the page's own list (what visitors see) leaves out. Null until it has come.
 */
export function useStaffBrands(reloadKey: number): TermJson[] | null {
  const [brands, setBrands] = useState<TermJson[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is a reload request (an import made new brands)
  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET /brands", { query: { all: "1" }, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok && Array.isArray(result.data.brands)) setBrands(result.data.brands);
    });
    return () => controller.abort();
  }, [reloadKey]);
  return brands;
}
