import { useEffect, useId } from "react";
import { Form, Link, useFetcher, useLocation, useSubmit } from "react-router";
import {
  ENQUIRY_LIST_LIMITS,
  type EnquiryLine,
  lineKey,
  removeLine,
  setQuantity,
} from "#app/catalogue/enquiry-list.ts";
import { WholeJobNotice } from "#app/components/jobs/whole-job-notice.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { useProductPhoto } from "#app/components/product-image.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { applyOnVehicleChange, filledParams, VehicleFields } from "#app/components/vehicle-fields.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import type { ListedProduct } from "#app/server/enquiries/enquiry-list-products.server.ts";
import type { WholeJob } from "#app/server/jobs/whole-job.server.ts";
import type { VehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { AlsoForThisCar } from "./also-for-this-car.tsx";
import { updateEnquiryList, useEnquiryList } from "./enquiry-store.ts";
import { PasteShortageList } from "./paste-shortage-list.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { SendEnquiryList } from "./send-enquiry-list.tsx";

const fieldClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink";

/**
 * Which of the list's parts are still in the catalogue, asked of the page's loader once the device's
 * list is known (and again when a part is added or removed): undefined until it answered.
 */
function useListedProducts(lines: readonly EnquiryLine[] | undefined): Record<string, ListedProduct> | undefined {
  const fetcher = useFetcher<{ products: Record<string, ListedProduct> | null }>();
  const { pathname } = useLocation();
  const keys = (lines ?? []).filter((line) => line.kind === "product").map(lineKey);
  const query = new URLSearchParams(keys.map((key) => ["line", key])).toString();
  const { load } = fetcher;
  useEffect(() => {
    if (query) void load(`${pathname}?${query}`);
  }, [load, pathname, query]);
  return query ? (fetcher.data?.products ?? undefined) : {};
}

/** The /enquiry page: the list kept on this device, its vehicle and note. */
export function EnquiryListPage({
  vehicle,
  wholeJob = null,
}: {
  vehicle: VehicleChoice;
  /** A whole job asked for with `?job=&car=` (issue 44), or "unknown" when it could not be found. */
  wholeJob?: WholeJob | "unknown" | null;
}) {
  const { t, language } = enquiryListTexts.useTexts();
  const list = useEnquiryList();
  const listed = useListedProducts(list?.lines);
  const chosenVehicle = vehicle.label;

  // A vehicle picked with the finder below becomes the list's.
  useEffect(() => {
    if (chosenVehicle) updateEnquiryList((current) => ({ ...current, vehicle: chosenVehicle }));
  }, [chosenVehicle]);

  return (
    <div data-enquiry-page>
      <PageBanner title={t("enquiryList.heading")} compact>
        <p className="mt-3 max-w-2xl text-slate-200">{t("enquiryList.intro")}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="enquiry-lines-heading">
          <h2 id="enquiry-lines-heading" className="text-xl font-bold">
            {t("enquiryList.lines")}
            {list && list.lines.length > 0 ? (
              <span className="ms-2 text-base font-normal text-slate-600">
                {t("enquiryList.lineCount", { count: list.lines.length })}
              </span>
            ) : null}
          </h2>
          {wholeJob ? <WholeJobNotice wholeJob={wholeJob} /> : null}
          {list && list.jobs.length > 0 ? (
            <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="list-jobs">
              {t("enquiryList.jobsOnList", { jobs: list.jobs.map((job) => job.name).join(", ") })}
            </p>
          ) : null}
          {/* The server cannot know the list: the box it draws is the empty list's, so nothing moves when it is read. */}
          {list === null ? (
            <div className="mt-4 min-h-36 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <p className="text-slate-600">{t("enquiryList.loading")}</p>
            </div>
          ) : list.lines.length === 0 ? (
            <div className="mt-4 min-h-36 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <p>{t("enquiryList.empty")}</p>
              <Link to={localizePath("/categories", language)} className={buttonClass({ className: "mt-4" })}>
                {t("enquiryList.browse")}
              </Link>
            </div>
          ) : (
            <ul
              className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
              data-testid="enquiry-lines"
            >
              {list.lines.map((line) => (
                <LineRow
                  key={lineKey(line)}
                  line={line}
                  listed={line.kind === "product" ? listed?.[lineKey(line)] : undefined}
                  checked={listed !== undefined}
                />
              ))}
            </ul>
          )}
          {list ? <AlsoForThisCar list={list} /> : null}
          <PasteShortageList />
        </section>
        <div className="space-y-8">
          <VehicleSection vehicle={vehicle} value={list?.vehicle ?? ""} disabled={list === null} />
          <NoteField value={list?.note ?? ""} disabled={list === null} />
          <SendEnquiryList list={list} />
        </div>
      </div>
    </div>
  );
}

function LineRow({
  line,
  listed,
  checked,
}: {
  line: EnquiryLine;
  /** The product as the catalogue has it now; undefined when gone (or not checked yet). */
  listed: ListedProduct | undefined;
  checked: boolean;
}) {
  const { t, language } = enquiryListTexts.useTexts();
  const key = lineKey(line);
  const name = line.kind === "product" ? (listed?.name ?? line.name) : line.text;
  const gone = line.kind === "product" && checked && !listed;
  const picture = useProductPhoto(
    line.kind === "product"
      ? {
          name,
          image: listed?.image ?? line.image,
          imageSrcSet: listed?.imageSrcSet ?? null,
          categorySlug: line.categorySlug,
        }
      : { name, image: null, imageSrcSet: null, categorySlug: "" },
    t("product.noPhoto"),
    "96px",
  );
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4" data-testid="enquiry-line" data-line-key={key}>
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        alt={picture.alt}
        width={96}
        height={72}
        loading="lazy"
        className={`h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-contain p-1 ${line.kind === "text" || gone ? "opacity-50" : ""}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {line.kind === "product" && !gone ? (
            <Link
              to={productPath({ kind: "brand", brandSlug: line.brandSlug }, line.partNumber, language)}
              className="hover:underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {line.kind === "product" ? (
          <p className="text-sm text-slate-600">
            <span className="font-mono">{t("enquiryList.partNo", { partNumber: line.partNumber })}</span>
            {" · "}
            {listed?.brand ?? line.brand}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("enquiryList.typedLine")}</p>
        )}
        {gone ? (
          <p className="mt-1 text-sm font-medium text-amber-800" data-testid="line-gone">
            {t("enquiryList.gone")}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={line.quantity}
            onChange={(quantity) => updateEnquiryList((current) => setQuantity(current, key, quantity))}
            label={t("enquiryList.quantityOf", { name })}
          />
          <button
            type="button"
            onClick={() => updateEnquiryList((current) => removeLine(current, key))}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={t("enquiryList.removeNamed", { name })}
          >
            {t("enquiryList.remove")}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The vehicle: typed, or picked with the site's finder (which fills the field). */
function VehicleSection({ vehicle, value, disabled }: { vehicle: VehicleChoice; value: string; disabled: boolean }) {
  const { t } = enquiryListTexts.useTexts();
  const id = useId();
  const submit = useSubmit();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("enquiryList.vehicleHeading")}
      </h2>
      <label htmlFor={`${id}-vehicle`} className="mt-3 mb-1 block text-sm font-medium text-slate-700">
        {t("enquiryList.vehicleLabel")}
      </label>
      <input
        id={`${id}-vehicle`}
        type="text"
        value={value}
        disabled={disabled}
        maxLength={ENQUIRY_LIST_LIMITS.vehicle}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          updateEnquiryList((current) => ({ ...current, vehicle: typed }));
        }}
        aria-describedby={`${id}-vehicle-hint`}
        className={fieldClass}
        data-testid="enquiry-vehicle"
      />
      <p id={`${id}-vehicle-hint`} className="mt-1 text-sm text-slate-600">
        {t("enquiryList.vehicleHint")}
      </p>
      <Form
        method="get"
        action={pathname}
        preventScrollReset
        className="mt-4"
        onChange={(event) => {
          if (applyOnVehicleChange(event.target))
            void submit(filledParams(event.currentTarget), {
              method: "get",
              action: pathname,
              preventScrollReset: true,
            });
        }}
      >
        <VehicleFields choice={vehicle} compact />
        <button type="submit" className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}>
          {t("enquiryList.pickVehicle")}
        </button>
      </Form>
    </section>
  );
}

function NoteField({ value, disabled }: { value: string; disabled: boolean }) {
  const { t } = enquiryListTexts.useTexts();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t("enquiryList.noteLabel")}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        disabled={disabled}
        maxLength={ENQUIRY_LIST_LIMITS.note}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          updateEnquiryList((current) => ({ ...current, note: typed }));
        }}
        aria-describedby={`${id}-hint`}
        className={fieldClass}
        data-testid="enquiry-note"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("enquiryList.noteHint")}
      </p>
    </div>
  );
}
