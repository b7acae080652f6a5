export interface AssetTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}
export const budgetPages: Record<string, readonly string[]>;
export function firstLoadSizes(clientDir: string, routeIds: readonly string[]): { js: AssetTotals; css: AssetTotals };
