import { TermList } from "./term-list.tsx";

/**
 * The "Brands & categories" tab: staff add, rename, reorder, hide, describe and picture the brands
 * and categories the whole site reads from the database. The server checks every change; its
 * sentences (a taken name, a brand with products) are shown as it sends them.
 */
export function TaxonomyPanel() {
  return (
    <div className="space-y-8">
      <TermList kind="brand" />
      <TermList kind="category" />
    </div>
  );
}
