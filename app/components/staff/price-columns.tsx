import { useId, useState } from "react";
import {
  DEFAULT_CURRENCY,
  MAX_PRICE_KIND_LENGTH,
  namedPriceKinds,
  type PriceCurrency,
  priceCurrencies,
  priceKindPattern,
} from "#app/catalogue/prices.ts";
import type { ImportMappingAnswer, ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { staffPricesTexts } from "#app/i18n/texts/staff-prices.ts";
import { fieldStyles, StaffButton } from "./ui.tsx";

const kindLabels = { cost: "prices.kind.cost", mrp: "prices.kind.mrp", dealer: "prices.kind.dealer" } as const;

/** A price name staff type ("Distributor price") as the mapping's key ("distributor-price"); "" when none is left. */
export function priceKindKey(name: string): string {
  const key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+|-+$/g, "")
    .slice(0, MAX_PRICE_KIND_LENGTH)
    .replace(/-+$/, "");
  return priceKindPattern.test(key) ? key : "";
}

/** The draft with a price kind's column (and currency) set, or removed when the column is "". */
export function withPriceColumn(
  draft: ImportMappingRequest,
  kind: string,
  column: string,
  currency: PriceCurrency,
): ImportMappingRequest {
  const prices = { ...(draft.prices ?? {}) };
  if (column === "") delete prices[kind];
  else prices[kind] = { column, currency };
  return { ...draft, prices };
}

/**
 * The mapping step's price columns (issue 46, decision 218): for cost, MRP, dealer price and any
 * price staff name, the column and its currency, as guessed from the headers or chosen; and the GST
 * column. Prices are staff data: the step says they stay off the public site.
 */
export function PriceColumns({
  answer,
  draft,
  onChange,
  disabled,
}: {
  answer: ImportMappingAnswer;
  draft: ImportMappingRequest;
  onChange: (draft: ImportMappingRequest) => void;
  disabled: boolean;
}) {
  const { t } = staffPricesTexts.useTexts();
  const id = useId();
  const [newName, setNewName] = useState("");
  const prices = draft.prices ?? {};
  const kinds = [
    ...namedPriceKinds,
    ...Object.keys(prices).filter((kind) => !(namedPriceKinds as readonly string[]).includes(kind)),
  ];
  const label = (kind: string) => (kind in kindLabels ? t(kindLabels[kind as keyof typeof kindLabels]) : kind);
  const columnOptions = answer.columns.map((column) => (
    <option key={column.column} value={column.column}>
      {t("prices.mapping.column", { column: column.column, header: column.header })}
    </option>
  ));
  const newKey = priceKindKey(newName);

  return (
    <fieldset className="space-y-3" data-testid="price-columns">
      <legend className="font-semibold text-ink">{t("prices.mapping.title")}</legend>
      <p className="text-sm text-slate-600">{t("prices.mapping.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {kinds.map((kind) => {
          const chosen = prices[kind];
          const currency = chosen?.currency ?? DEFAULT_CURRENCY;
          return (
            <div key={kind} className="text-sm font-medium text-slate-800">
              <label htmlFor={`${id}-${kind}`}>{label(kind)}</label>
              <div className="mt-1 flex gap-2">
                <select
                  id={`${id}-${kind}`}
                  className={fieldStyles}
                  value={chosen?.column ?? ""}
                  disabled={disabled}
                  onChange={(event) => onChange(withPriceColumn(draft, kind, event.target.value, currency))}
                >
                  <option value="">{t("prices.mapping.none")}</option>
                  {columnOptions}
                </select>
                <select
                  aria-label={t("prices.mapping.currencyOf", { name: label(kind) })}
                  className={`${fieldStyles} w-24`}
                  value={currency}
                  disabled={disabled || !chosen}
                  onChange={(event) =>
                    chosen && onChange(withPriceColumn(draft, kind, chosen.column, event.target.value as PriceCurrency))
                  }
                >
                  {priceCurrencies.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          );
        })}
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-new`}>{t("prices.mapping.otherName")}</label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-new`}
              className={fieldStyles}
              value={newName}
              maxLength={MAX_PRICE_KIND_LENGTH}
              disabled={disabled}
              onChange={(event) => setNewName(event.target.value)}
            />
            <StaffButton
              look="secondary"
              inactive={disabled || newKey === "" || newKey in prices || !answer.columns[0]}
              onClick={() => {
                const first = answer.columns[0];
                if (!first || newKey === "") return;
                onChange(withPriceColumn(draft, newKey, first.column, DEFAULT_CURRENCY));
                setNewName("");
              }}
            >
              {t("prices.mapping.add")}
            </StaffButton>
          </div>
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-gst`}>{t("prices.mapping.gst")}</label>
          <select
            id={`${id}-gst`}
            className={`${fieldStyles} mt-1`}
            value={draft.gst ?? ""}
            disabled={disabled}
            onChange={(event) => {
              // null, not left out: left out, the server would guess the column again.
              onChange({ ...draft, gst: event.target.value === "" ? null : event.target.value });
            }}
          >
            <option value="">{t("prices.mapping.none")}</option>
            {columnOptions}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
