import type { ComponentProps, ReactNode } from "react";
import { ScanButton } from "#app/scanner/scan-button.tsx";
import { buttonClass } from "./button.tsx";
import { SearchIcon } from "./icons/nav.tsx";

const tones = {
  /** On a white panel: a bordered field, a labelled line above it. */
  panel: {
    label: "mb-1 block text-sm font-medium text-slate-700",
    input: "min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2",
    button: buttonClass(),
    icon: "size-4",
  },
  /** On a page's dark banner: a larger borderless field, the label for screen readers only. */
  banner: {
    label: "sr-only",
    // A white field: the banner is navy, and dark text on it was unreadable (issue 14).
    input: "min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-3 text-ink placeholder:text-slate-500",
    button:
      "inline-flex items-center gap-2 rounded-lg bg-accent px-5 py-3 font-semibold text-white hover:bg-orange-800",
    icon: "size-5",
  },
} as const;

/**
 * The site's search box (the search dialog, the /search page, the brand and category listings):
 * a labelled `q` field and its submit button, inside the caller's GET form. Any input attribute
 * (a combobox's ARIA, a ref, a default value) passes through to the field. The camera button
 * (scan-button.tsx) reads a part's label into it.
 */
export function SearchField({
  id,
  label,
  submitLabel,
  tone = "panel",
  children,
  ...input
}: Omit<ComponentProps<"input">, "id" | "type" | "children"> & {
  id: string;
  label: string;
  submitLabel: string;
  tone?: keyof typeof tones;
  /** Hidden fields that travel with the search (the chosen vehicle). */
  children?: ReactNode;
}) {
  const style = tones[tone];
  return (
    <>
      <label htmlFor={id} className={style.label}>
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex min-w-0 flex-1">
          <input id={id} type="search" name="q" className={`${style.input} w-full pe-11`} {...input} />
          <ScanButton inputId={id} />
        </div>
        {children}
        <button type="submit" className={style.button}>
          <SearchIcon className={style.icon} />
          {submitLabel}
        </button>
      </div>
    </>
  );
}
