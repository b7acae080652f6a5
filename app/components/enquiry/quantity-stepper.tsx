import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";

const stepClass =
  "grid size-10 place-items-center text-lg font-bold text-brand-800 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent";

/**
 * − quantity +, for a line of the enquiry list: the buttons step by one, the field takes any
 * number from 1 to the limit (a wrong one is brought back into range when it is left).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the part: "Quantity of Denso compressor in your enquiry". */
  label: string;
}) {
  const { t } = enquiryListTexts.useTexts();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border to a three-control row
    <div role="group" aria-label={label} className="inline-flex items-center rounded-lg bg-white ring-1 ring-slate-300">
      <button
        type="button"
        className={`${stepClass} rounded-s-lg`}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t("enquiryList.fewer")}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={ENQUIRY_LIST_LIMITS.quantity}
        value={value}
        onChange={(event) => {
          const typed = event.currentTarget.valueAsNumber;
          if (Number.isFinite(typed)) onChange(typed);
        }}
        aria-label={t("enquiryList.quantity")}
        className="h-10 w-12 border-x border-slate-300 text-center font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        data-testid="enquiry-quantity"
      />
      <button
        type="button"
        className={`${stepClass} rounded-e-lg`}
        onClick={() => onChange(value + 1)}
        disabled={value >= ENQUIRY_LIST_LIMITS.quantity}
        aria-label={t("enquiryList.more")}
      >
        +
      </button>
    </div>
  );
}
