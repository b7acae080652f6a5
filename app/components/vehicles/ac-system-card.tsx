import type { AcSystem } from "#app/forms/ac-system.ts";
import { vehiclesTexts } from "#app/i18n/texts/vehicles.ts";

/**
 * A car's AC system as staff keep it (decision 212): refrigerant and charge, oil, compressor and its
 * drive, notes; a demo row says it is invented, and every row sends the reader to the car's label.
 */
export function AcSystemCard({ system, heading }: { system: AcSystem; heading: string }) {
  const { t } = vehiclesTexts.useTexts();
  const rows: [string, string][] = [
    [t("ac.refrigerant"), system.refrigerant],
    [
      t("ac.charge"),
      system.chargeToleranceGrams === null
        ? t("ac.grams", { grams: system.chargeGrams })
        : t("ac.gramsTolerance", { grams: system.chargeGrams, tolerance: system.chargeToleranceGrams }),
    ],
    [
      t("ac.oil"),
      system.oilMl === null ? system.oilType : t("ac.oilAmount", { type: system.oilType, ml: system.oilMl }),
    ],
    ...(system.compressorModel ? [[t("ac.compressor"), system.compressorModel] as [string, string]] : []),
    ...(system.clutchType ? [[t("ac.clutch"), t(`ac.clutch.${system.clutchType}`)] as [string, string]] : []),
    ...(system.notes ? [[t("ac.notes"), system.notes] as [string, string]] : []),
  ];
  return (
    <section className="rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200" data-testid="ac-system">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-700">
        {system.demo ? `${t("ac.demo")} ` : ""}
        {t("ac.checkLabel")}
      </p>
    </section>
  );
}
