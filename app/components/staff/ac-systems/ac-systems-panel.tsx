import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { type AcSystem, type AcSystemInput, CLUTCH_TYPES, REFRIGERANTS } from "#app/forms/ac-system.ts";
import { staffAcTexts } from "#app/i18n/texts/staff-ac.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { TextField } from "../spec-fields/spec-field-form.tsx";
import { errorsByField, type FieldErrors } from "../taxonomy/term-api.ts";
import { fieldStyles, MessageBox, type Notice, Spinner, StaffButton, StaffPanel } from "../ui.tsx";

/** "2015–2020", "2020–", "–2012" or "" in the staff list: the sheet's way, short. */
function yearsText(system: Pick<AcSystem, "yearFrom" | "yearTo">): string {
  if (system.yearFrom === null && system.yearTo === null) return "";
  return `${system.yearFrom ?? ""}–${system.yearTo ?? ""}`;
}

/**
 * The "AC data" tab (decision 212): every car's AC system as staff keep it, a form to add or change
 * one, and removal. The server checks everything (zod, a known make, one row per car and years) and
 * its sentences are shown as it writes them, beside the field they are about.
 */
export default function AcSystemsPanel() {
  const { t } = staffAcTexts.useTexts();
  const id = useId();
  const [systems, setSystems] = useState<AcSystem[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<AcSystem | "new" | null>(null);
  const [deleting, setDeleting] = useState<AcSystem | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest("GET /ac-systems", {});
    if (result.ok) setSystems(result.data.systems);
    else if (result.status !== 401) setNotice({ tone: "error", text: result.error ?? t("staffAc.failed") });
  }, [t]);

  useEffect(() => {
    load();
  }, [load]);

  const confirmDelete = async () => {
    const system = deleting;
    setDeleting(null);
    if (!system) return;
    const result = await apiRequest("DELETE /ac-systems/:id", { params: { id: system.id } });
    if (!result.ok) return setNotice({ tone: "error", text: result.error ?? t("staffAc.failed") });
    setNotice({ tone: "success", text: t("staffAc.deleted", { vehicle: `${system.make} ${system.model}` }) });
    await load();
  };

  const saved = async (system: AcSystem) => {
    setEditing(null);
    setNotice({ tone: "success", text: t("staffAc.saved", { vehicle: `${system.make} ${system.model}` }) });
    await load();
  };

  return (
    <StaffPanel labelledBy={`${id}-title`} look="list">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
            {t("staffAc.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("staffAc.intro")}</p>
        </div>
        <StaffButton look="secondary" onClick={() => setEditing("new")}>
          {t("staffAc.add")}
        </StaffButton>
      </div>
      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
      {editing !== null ? (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <AcSystemForm
            key={editing === "new" ? "new" : editing.id}
            system={editing === "new" ? undefined : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {systems === null ? (
        <p className="flex items-center gap-2 px-4 py-6 text-slate-600 sm:px-6">
          <Spinner /> {t("staffAc.loading")}
        </p>
      ) : systems.length === 0 ? (
        <p className="px-4 py-6 text-slate-600 sm:px-6">{t("staffAc.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 text-start sm:px-6">
                  {t("staffAc.car")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("staffAc.refrigerant")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("staffAc.charge")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("staffAc.oil")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("staffAc.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {systems.map((system) => {
                const named = { vehicle: `${system.make} ${system.model}`, years: yearsText(system) };
                return (
                  <tr key={system.id} data-testid="ac-system-row">
                    <td className="px-4 py-2 font-medium sm:px-6">
                      {named.vehicle} {named.years}
                      {system.demo ? (
                        <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                          {t("staffAc.demo")}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-2">{system.refrigerant}</td>
                    <td className="px-4 py-2">
                      {system.chargeGrams} g
                      {system.chargeToleranceGrams === null ? "" : ` ± ${system.chargeToleranceGrams} g`}
                    </td>
                    <td className="px-4 py-2">
                      {system.oilType}
                      {system.oilMl === null ? "" : `, ${system.oilMl} ml`}
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      <StaffButton
                        look="quiet"
                        aria-label={t("staffAc.editLabel", named)}
                        onClick={() => setEditing(system)}
                      >
                        {t("staffAc.edit")}
                      </StaffButton>
                      <StaffButton
                        look="quiet"
                        aria-label={t("staffAc.deleteLabel", named)}
                        onClick={() => setDeleting(system)}
                      >
                        {t("staffAc.delete")}
                      </StaffButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting
            ? t("staffAc.deleteConfirm", { vehicle: `${deleting.make} ${deleting.model}`, years: yearsText(deleting) })
            : ""
        }
        confirmLabel={t("staffAc.delete")}
        cancelLabel={t("staffAc.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t("staffAc.intro")}</p>
      </ConfirmDialog>
    </StaffPanel>
  );
}

/** A number field's text as the API takes it: null when empty, else the number typed (the server checks it). */
function numberOrNull(text: string): number | null {
  return text.trim() === "" ? null : Number(text.trim());
}

const asText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

function AcSystemForm({
  system,
  onSaved,
  onCancel,
}: {
  system: AcSystem | undefined;
  onSaved: (system: AcSystem) => void;
  onCancel: () => void;
}) {
  const { t } = staffAcTexts.useTexts();
  const id = useId();
  const [values, setValues] = useState({
    make: system?.make ?? "",
    model: system?.model ?? "",
    yearFrom: asText(system?.yearFrom),
    yearTo: asText(system?.yearTo),
    refrigerant: system?.refrigerant ?? "R134a",
    chargeGrams: asText(system?.chargeGrams),
    chargeToleranceGrams: asText(system?.chargeToleranceGrams),
    oilType: system?.oilType ?? "",
    oilMl: asText(system?.oilMl),
    compressorModel: system?.compressorModel ?? "",
    clutchType: system?.clutchType ?? "",
    notes: system?.notes ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const json = {
      ...values,
      yearFrom: numberOrNull(values.yearFrom),
      yearTo: numberOrNull(values.yearTo),
      chargeGrams: numberOrNull(values.chargeGrams),
      chargeToleranceGrams: numberOrNull(values.chargeToleranceGrams),
      oilMl: numberOrNull(values.oilMl),
    } as unknown as AcSystemInput;
    setSaving(true);
    const result = system
      ? await apiRequest("PUT /ac-systems/:id", { params: { id: system.id }, json })
      : await apiRequest("POST /ac-systems", { json });
    setSaving(false);
    if (result.ok) return onSaved(result.data.system);
    if (result.status === 401) return;
    setErrors(errorsByField(result.body));
    setError(result.error ?? t("staffAc.failed"));
  };

  const field = (name: keyof typeof values, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: errors[name],
    value: values[name],
    onChange: set(name),
  });
  const select = (name: "make" | "refrigerant" | "clutchType", label: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={fieldStyles}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
      data-testid="ac-system-form"
    >
      <MessageBox notice={error ? { tone: "error", text: error } : null} className="sm:col-span-2 lg:col-span-3" />
      {select("make", t("staffAc.make"), [
        ["", "—"],
        ...vehicleMakes.map((make): [string, string] => [make.name, make.name]),
      ])}
      <TextField {...field("model", t("staffAc.model"))} required />
      <TextField {...field("yearFrom", t("staffAc.yearFrom"), t("staffAc.yearsHint"))} inputMode="numeric" />
      <TextField {...field("yearTo", t("staffAc.yearTo"))} inputMode="numeric" />
      {select(
        "refrigerant",
        t("staffAc.refrigerant"),
        REFRIGERANTS.map((value) => [value, value]),
      )}
      <TextField {...field("chargeGrams", t("staffAc.chargeGrams"))} inputMode="numeric" required />
      <TextField {...field("chargeToleranceGrams", t("staffAc.tolerance"))} inputMode="numeric" />
      <TextField {...field("oilType", t("staffAc.oilType"), t("staffAc.oilHint"))} required />
      <TextField {...field("oilMl", t("staffAc.oilMl"))} inputMode="numeric" />
      <TextField {...field("compressorModel", t("staffAc.compressor"))} />
      {select("clutchType", t("staffAc.clutch"), [
        ["", t("staffAc.clutch.none")],
        ...CLUTCH_TYPES.map((value): [string, string] => [value, t(`staffAc.clutch.${value}`)]),
      ])}
      <TextField {...field("notes", t("staffAc.notes"))} />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <StaffButton look="primary" type="submit" inactive={saving}>
          {t("staffAc.save")}
        </StaffButton>
        <StaffButton look="quiet" onClick={onCancel}>
          {t("staffAc.cancel")}
        </StaffButton>
      </div>
    </form>
  );
}
