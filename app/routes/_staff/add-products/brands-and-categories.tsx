import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";
import { TaxonomyPanel } from "#app/components/staff/taxonomy/taxonomy-panel.tsx";

/** /add-products/brands-and-categories: the brands and categories, their names, logos and order. */
export const handle: StaffTabHandle = { staffTab: "taxonomy" };

export default function BrandsAndCategoriesTab() {
  return <TaxonomyPanel />;
}
