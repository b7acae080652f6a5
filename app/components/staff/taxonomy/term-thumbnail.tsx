import type { TermJson } from "#app/api/taxonomy.ts";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";

/** A brand's logo or a category's picture, or a grey box saying it has none. */
export function TermThumbnail({ term, kind }: { term: TermJson; kind: TaxonomyKind }) {
  const { t } = staffTexts.useTexts();
  return term.image ? (
    <img
      src={term.image}
      alt=""
      width={80}
      height={kind === "brand" ? 40 : 56}
      className="h-12 w-20 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200"
    />
  ) : (
    <span className="grid h-12 w-20 shrink-0 place-items-center rounded-md bg-slate-100 text-center text-xs text-slate-500">
      {t("staff.taxonomy.noImage")}
    </span>
  );
}
