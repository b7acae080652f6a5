import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Product, ProductPhoto } from "#app/catalogue/product.ts";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { inLanguage } from "#app/i18n/language.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import type { FieldProblem } from "#app/utils/api-refusals.ts";
import { fieldProblems } from "#app/utils/api-refusals.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { apiRequest, uploadForm } from "#app/utils/staff-api.ts";
import { fieldStyles, formatNumber, Spinner, StaffButton } from "../ui.tsx";
import {
  bodyOf,
  type FieldName,
  fieldOrder,
  type ProductPrefill,
  specTextsOf,
  type Values,
  valuesOf,
  withCurrent,
} from "./product-form-values.ts";
import { ProductPhotoOrder } from "./product-photo-order.tsx";
import { ProductPrices } from "./product-prices.tsx";
import { productProblemText } from "./product-problems.ts";
import { ProductSpecFields, type SpecTexts } from "./product-spec-fields.tsx";

const ratings = ["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5"];

export interface ProductFormProps {
  /** The product to edit, or null to add one; the dialog is open while `open`. */
  product: Product | null;
  /** For a new product: what its fields start with. */
  prefill?: ProductPrefill;
  open: boolean;
  onClose: () => void;
  onSaved: (product: Product, created: boolean, photoProblem: string | null) => void;
}

/**
 * Add or edit one product in a modal dialog. The server checks it with the spreadsheet import's own
 * row schema and names each faulty field; the form shows each message under its field, marks it
 * invalid and moves the focus to the first one. A photo chosen here is sent after the product is saved.
 */
export function ProductForm({ product, prefill, open, onClose, onSaved }: ProductFormProps) {
  const { t, language } = officeTexts.useTexts();
  const { brands, categories } = useTaxonomy();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [initial, setInitial] = useState<Values>(() => valuesOf(product, prefill));
  const [values, setValues] = useState<Values>(initial);
  const [initialSpecs, setInitialSpecs] = useState<SpecTexts>(() => specTextsOf(product));
  const [specs, setSpecs] = useState<SpecTexts>(initialSpecs);
  const [specErrors, setSpecErrors] = useState<Record<string, string>>({});
  const [specKeys, setSpecKeys] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  // The product's photos as loaded and as staff ordered them (decision 151); null until loaded.
  const [photos, setPhotos] = useState<{ initial: ProductPhoto[]; current: ProductPhoto[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = product !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      const start = valuesOf(product, prefill);
      setInitial(start);
      setValues(start);
      const startSpecs = specTextsOf(product);
      setInitialSpecs(startSpecs);
      setSpecs(startSpecs);
      setSpecErrors({});
      setErrors({});
      setGeneral(null);
      setPhoto(null);
      setPhotos(null);
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) dialog.close();
  }, [open, product, prefill]);

  const productId = product?.id;
  useEffect(() => {
    if (!open || productId === undefined) return;
    let current = true;
    apiRequest("GET /products/:id/photos", { params: { id: productId } }).then((answer) => {
      if (current && answer.ok) setPhotos({ initial: answer.data.photos, current: answer.data.photos });
    });
    return () => {
      current = false;
    };
  }, [open, productId]);

  const set = (field: FieldName) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const focusFirstError = (fields: Partial<Record<FieldName, string>>) => {
    const first = fieldOrder.find((field) => fields[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setGeneral(null);
    const body = bodyOf(values, initial, editing, specs, initialSpecs, specKeys);
    const unchanged = editing && Object.keys(body).length === 0;
    const result = unchanged
      ? ({ ok: true, status: 200, data: { product } } as const)
      : editing
        ? await apiRequest("PATCH /products/:id", { params: { id: product.id }, json: body })
        : await apiRequest("POST /products", { json: body });
    if (result.status === 401) return;
    if (!result.ok) {
      setSaving(false);
      const problems: FieldProblem[] = fieldProblems(result.body);
      const byField: Partial<Record<FieldName, string>> = {};
      const bySpec: Record<string, string> = {};
      const other: string[] = [];
      for (const problem of problems) {
        const field = problem.field as FieldName;
        const message = productProblemText(problem.message, language);
        const specKey = problem.field.startsWith("specs.") ? problem.field.slice("specs.".length) : null;
        if (fieldOrder.includes(field)) byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
        else if (specKey !== null && specKey in specs) bySpec[specKey] = message;
        else other.push(message);
      }
      setErrors(byField);
      setSpecErrors(bySpec);
      setGeneral(
        other.length > 0
          ? other.join(" ")
          : problems.length > 0
            ? t("office.form.problemsCount", { count: Object.keys(byField).length + Object.keys(bySpec).length })
            : result.error
              ? productProblemText(result.error, language)
              : t("office.form.failed"),
      );
      focusFirstError(byField);
      const firstSpec = Object.keys(bySpec)[0];
      if (Object.keys(byField).length === 0 && firstSpec)
        formRef.current?.querySelector<HTMLElement>(`[name="specs.${firstSpec}"]`)?.focus();
      return;
    }
    let saved: Product | null = result.data.product;
    let photoProblem: string | null = null;
    const order = photos?.current.map((item) => item.key) ?? [];
    if (saved && photos && order.join("\n") !== photos.initial.map((item) => item.key).join("\n")) {
      const sent = await apiRequest("PUT /products/:id/photos", {
        params: { id: saved.id },
        json: { photos: order },
      });
      if (sent.ok) {
        // The first photo is the product's: read it again for the table.
        const fresh = await apiRequest("GET /products/details/:idOrPartNumber", {
          params: { idOrPartNumber: saved.id },
        });
        if (fresh.ok) saved = fresh.data.product;
      } else if (sent.status !== 401)
        photoProblem = t("office.gallery.failed", { reason: sent.error ?? t("office.photo.failed") });
    }
    if (saved && photo) {
      const form = new FormData();
      form.append("image", photo, photo.name);
      const sent = await uploadForm("PUT /products/:id/image", form, { params: { id: saved.id } });
      if (sent.ok) saved = sent.data.product;
      else if (sent.status !== 401) photoProblem = sent.error ?? t("office.photo.failed");
    }
    setSaving(false);
    if (saved) onSaved(saved, !editing, photoProblem);
  };

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `${id}-${name}-error` : "", hintOf(name) ? `${id}-${name}-hint` : ""].filter(Boolean).join(" ") ||
      undefined,
  });

  const hintOf = (name: FieldName) =>
    name === "oeNumbers" || name === "crossReferences"
      ? t("office.form.listHint")
      : name === "fits"
        ? t("office.form.fitsHint")
        : null;

  const label = (name: FieldName, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
      {text}
      {required ? <span aria-hidden> *</span> : null}
    </label>
  );

  const below = (name: FieldName) => (
    <>
      {hintOf(name) ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hintOf(name)}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </>
  );

  const invalidRing = (name: FieldName) => (errors[name] ? " border-red-600 ring-2 ring-red-600/20" : "");

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100vw-1rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-[rgb(2_6_23/0.6)]"
    >
      {/* Only while open: a closed dialog's fields would still answer to their labels. */}
      {open ? (
        <form ref={formRef} onSubmit={submit} noValidate className="p-4 sm:p-6" data-testid="product-form">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
              {editing ? t("office.form.editTitle") : t("office.form.addTitle")}
            </h2>
            <StaffButton look="quiet" onClick={onClose} inactive={saving}>
              {t("office.form.close")}
            </StaffButton>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t("office.form.intro")}</p>
          <div
            role="alert"
            className="empty:hidden mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
          >
            {general ? (
              <>
                <strong className="block">{t("office.form.problems")}</strong>
                {general}
              </>
            ) : null}
          </div>

          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {label("name", t("office.form.name"), true)}
              <input
                type="text"
                required
                autoComplete="off"
                className={fieldStyles + invalidRing("name")}
                {...field("name")}
              />
              {below("name")}
            </div>
            <div>
              {label("partNumber", t("office.form.partNumber"), true)}
              <input
                type="text"
                required
                autoComplete="off"
                spellCheck={false}
                className={`${fieldStyles} font-mono${invalidRing("partNumber")}`}
                {...field("partNumber")}
              />
              {below("partNumber")}
            </div>
            <div>
              {label("rating", t("office.form.rating"))}
              <select className={fieldStyles + invalidRing("rating")} {...field("rating")}>
                <option value="">{t("office.form.noRating")}</option>
                {ratings.map((rating) => (
                  <option key={rating} value={rating}>
                    {formatNumber(Number(rating), language)} ★
                  </option>
                ))}
              </select>
              {below("rating")}
            </div>
            <div>
              {label("brand", t("office.form.brand"), true)}
              <select required className={fieldStyles + invalidRing("brand")} {...field("brand")}>
                <option value="">{t("office.form.choose")}</option>
                {withCurrent(brands, initial.brand, product?.brand).map((brand) => (
                  <option key={brand.slug} value={brand.slug}>
                    {brand.name}
                  </option>
                ))}
              </select>
              {below("brand")}
            </div>
            <div>
              {label("category", t("office.form.category"), true)}
              <select required className={fieldStyles + invalidRing("category")} {...field("category")}>
                <option value="">{t("office.form.choose")}</option>
                {withCurrent(categories, initial.category, product?.category).map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {inLanguage(category.label, language)}
                  </option>
                ))}
              </select>
              {below("category")}
            </div>
            <div className="sm:col-span-2">
              {label("description", t("office.form.description"))}
              <textarea rows={3} className={fieldStyles + invalidRing("description")} {...field("description")} />
              {below("description")}
            </div>
            <div>
              {label("oeNumbers", t("office.form.oeNumbers"))}
              <textarea
                rows={3}
                spellCheck={false}
                className={`${fieldStyles} font-mono${invalidRing("oeNumbers")}`}
                {...field("oeNumbers")}
              />
              {below("oeNumbers")}
            </div>
            <div>
              {label("crossReferences", t("office.form.crossReferences"))}
              <textarea
                rows={3}
                spellCheck={false}
                className={`${fieldStyles} font-mono${invalidRing("crossReferences")}`}
                {...field("crossReferences")}
              />
              {below("crossReferences")}
            </div>
            <div className="sm:col-span-2">
              {label("fits", t("office.form.fits"))}
              <textarea rows={3} className={fieldStyles + invalidRing("fits")} {...field("fits")} />
              {below("fits")}
            </div>
            <ProductSpecFields
              categorySlug={values.category}
              values={specs}
              errors={specErrors}
              onChange={(key, value) => setSpecs((current) => ({ ...current, [key]: value }))}
              onFieldsLoaded={setSpecKeys}
            />
            {photos && photos.initial.length > 0 ? (
              <ProductPhotoOrder
                photos={photos.current}
                onChange={(current) => setPhotos((loaded) => (loaded ? { ...loaded, current } : loaded))}
              />
            ) : null}
            {product ? <ProductPrices productId={product.id} /> : null}
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-photo`} className="mb-1 block text-sm font-medium text-slate-700">
                {t("office.form.photo")}
              </label>
              <FilePicker
                id={`${id}-photo`}
                accept="image/*"
                describedBy={`${id}-photo-hint`}
                chooseLabel={t("office.form.photoChoose")}
                noneLabel={t("office.form.photoNone")}
                onFiles={(files) => setPhoto(files[0] ?? null)}
              />
              <p id={`${id}-photo-hint`} className="mt-1 text-xs text-slate-600 [overflow-wrap:anywhere]">
                {photo ? t("office.form.photoChosen", { name: photo.name }) : t("office.form.photoHint")}
              </p>
            </div>
          </div>

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <StaffButton look="secondary" onClick={onClose} inactive={saving}>
              {t("office.form.cancel")}
            </StaffButton>
            <StaffButton look="primary" type="submit" inactive={saving}>
              {saving ? <Spinner className="size-4" /> : null}
              {saving ? t("office.form.saving") : t("office.form.save")}
            </StaffButton>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
