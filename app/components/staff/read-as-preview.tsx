import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import type { ImportReadAs } from "#app/utils/import-samples.ts";
import { Badge } from "./ui.tsx";

/**
 * The first products as the import will write them, checked with the mapping on screen: name,
 * part number, brand and category, and the fitment read into make, model and years, with the
 * models new to the parts finder and the text kept as a note (not a vehicle) marked.
 */
export function ReadAsPreview({ readAs }: { readAs: ImportReadAs }) {
  const { t } = staffMappingTexts.useTexts();
  if (readAs.samples.length === 0) return null;
  return (
    <section
      aria-labelledby="read-as-title"
      className="min-w-0 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div>
        <h3 id="read-as-title" className="font-semibold text-ink">
          {t("mapping.samples.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("mapping.samples.intro")}</p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-3">
        {readAs.samples.map((sample) => (
          <li key={sample.row} className="min-w-0 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            <p className="text-xs text-slate-500">{t("mapping.samples.row", { row: sample.row })}</p>
            <p className="font-semibold break-words text-ink">{sample.name}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-500">{t("mapping.samples.partNumber")}</dt>
              <dd className="break-words">{sample.partNumber}</dd>
              <dt className="text-slate-500">{t("mapping.samples.brand")}</dt>
              <dd className="break-words">{sample.brand}</dd>
              <dt className="text-slate-500">{t("mapping.samples.category")}</dt>
              <dd className="break-words">{sample.category}</dd>
              <dt className="text-slate-500">{t("mapping.samples.vehicles")}</dt>
              <dd className="min-w-0">
                {sample.vehicles.length === 0 ? (
                  <span className="text-slate-600">{t("mapping.samples.noVehicles")}</span>
                ) : (
                  <ul className="space-y-1">
                    {sample.vehicles.map((vehicle) => (
                      <li key={`${vehicle.make} ${vehicle.model} ${vehicle.years}`} className="break-words">
                        {vehicle.make} · {vehicle.model} · {vehicle.years || t("mapping.samples.anyYear")}{" "}
                        {vehicle.newModel ? <Badge tone="brand">{t("mapping.samples.newModel")}</Badge> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
            {sample.fitsNote ? (
              <p className="mt-2 break-words" data-fits-note>
                <Badge tone="amber">{t("mapping.samples.note")}</Badge> {sample.fitsNote}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {readAs.newModels.length > 0 ? (
        <p className="text-sm break-words text-slate-700">
          {t("mapping.samples.newModels", {
            models:
              readAs.newModelCount > readAs.newModels.length
                ? `${readAs.newModels.join(", ")}…`
                : readAs.newModels.join(", "),
          })}
        </p>
      ) : null}
      {readAs.fitmentNotes > 0 ? (
        <p className="text-sm text-slate-700" data-fitment-notes>
          {t("mapping.samples.notes", { count: readAs.fitmentNotes })}
        </p>
      ) : null}
    </section>
  );
}
