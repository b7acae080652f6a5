/**
 * How an import's rows will read once imported, for the mapping step (issue 26): the first few
 * products with their names, brands and categories as the catalogue names them, their vehicles
 * parsed into make, model and years with the models the finder does not list yet, and how many
 * rows keep fitment text that is not a vehicle as a note (decision 093).
 */

import type { CreatedTerm } from "#app/api/imports.ts";
import { formatYears, modelKey } from "#app/catalogue/fitment.ts";
import { parseFits } from "#app/catalogue/fitment-parse.ts";
import type { SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import type { ProductInput } from "#app/server/product-writes.server.ts";
import type { ImportReadAs, SampleProduct } from "#app/utils/import-samples.ts";

/** Products shown as they will read. */
export const SAMPLE_PRODUCTS = 3;
/** New finder models listed by name; the count covers the rest. */
const LISTED_NEW_MODELS = 20;

export function importReadAs(
  rows: readonly ProductInput[],
  rowNumbers: readonly number[],
  context: {
    taxonomy: Pick<SheetTaxonomy, "brands" | "categories">;
    newTerms: readonly CreatedTerm[];
    /** The models some public product fits ("make-slug model-key"). */
    publicModels: ReadonlySet<string>;
  },
): ImportReadAs {
  const nameOf = (kind: CreatedTerm["kind"], slug: string) =>
    (kind === "brand" ? context.taxonomy.brands : context.taxonomy.categories).find((term) => term.slug === slug)
      ?.name ??
    context.newTerms.find((term) => term.kind === kind && term.slug === slug)?.name ??
    slug;
  const newModels = new Map<string, string>();
  let fitmentNotes = 0;
  const samples: SampleProduct[] = [];
  rows.forEach((row, index) => {
    if (row.fitsNote) fitmentNotes++;
    const fits = parseFits(row.fits ?? "").fits;
    const vehicles = fits.map((fit) => {
      const key = `${fit.makeSlug} ${modelKey(fit.model)}`;
      const newModel = !context.publicModels.has(key);
      if (newModel && !newModels.has(key)) newModels.set(key, `${fit.make} ${fit.model}`);
      return { make: fit.make, model: fit.model, years: formatYears(fit), newModel };
    });
    if (samples.length < SAMPLE_PRODUCTS)
      samples.push({
        row: rowNumbers[index] ?? 0,
        name: row.name,
        partNumber: row.partNumber,
        brand: nameOf("brand", row.brandSlug),
        category: nameOf("category", row.categorySlug),
        vehicles,
        fitsNote: row.fitsNote ?? "",
      });
  });
  return {
    samples,
    newModels: [...newModels.values()].slice(0, LISTED_NEW_MODELS),
    newModelCount: newModels.size,
    fitmentNotes,
  };
}
