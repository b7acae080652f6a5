import { type ChangeEvent, useState } from "react";

interface FilePickerProps {
  id: string;
  /** The form field's name, when the file travels with a form. */
  name?: string;
  accept: string;
  describedBy?: string;
  disabled?: boolean;
  /** The button's words ("Choose file") and what shows before a file is chosen ("No file chosen"). */
  chooseLabel: string;
  noneLabel: string;
  /** Clears the field after each choice, so the same file chosen again runs again. */
  clearAfterChoice?: boolean;
  onFiles?: (files: File[]) => void;
}

/**
 * A file field in the page's language. The browser's own control writes "Choose File / No file
 * chosen" in the browser's language, not the page's (issue 43: English on /hi and /es), so the real
 * input is visually hidden (still focusable, still in the form, working before hydration through
 * its label) and a label styled as a button and the chosen file's name stand in for it.
 */
export function FilePicker({
  id,
  name,
  accept,
  describedBy,
  disabled = false,
  chooseLabel,
  noneLabel,
  clearAfterChoice = false,
  onFiles,
}: FilePickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    setChosen(clearAfterChoice ? null : files.map((file) => file.name).join(", ") || null);
    onFiles?.(files);
    if (clearAfterChoice) event.currentTarget.value = "";
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-10 cursor-pointer items-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-light peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {chooseLabel}
      </label>
      <span className="min-w-0 text-sm text-slate-700 [overflow-wrap:anywhere]" data-testid="file-picker-chosen">
        {chosen ?? noneLabel}
      </span>
    </div>
  );
}
