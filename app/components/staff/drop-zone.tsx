import { type ReactNode, type Ref, useId, useState } from "react";
import { UploadIcon } from "#app/components/ui/icons/staff.tsx";

interface DropZoneProps {
  accept: string;
  multiple?: boolean;
  /** What to do, e.g. "Drag and drop your Excel file here, or choose one". */
  label: string;
  hint: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
}

/**
 * A file picker with drag and drop. The real file input stays in the page (visually hidden, in the
 * tab order), so a keyboard opens the picker with Enter or Space and a screen reader reads its label;
 * the dashed area is that input's label, so a click anywhere in it opens the picker too.
 */
export function DropZone({
  accept,
  multiple = false,
  label,
  hint,
  disabled = false,
  inputRef,
  onFiles,
}: DropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop is the mouse shortcut; the input inside does the same for everyone
    <div
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // Choosing the same file again (after fixing it) must run again.
          event.currentTarget.value = "";
        }}
      />
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-light peer-disabled:cursor-not-allowed peer-disabled:opacity-60 sm:py-10 ${
          dragging
            ? "border-brand-600 bg-brand-50"
            : "border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50/60"
        }`}
      >
        <span
          aria-hidden
          className="grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200"
        >
          <UploadIcon className="size-6" />
        </span>
        <span className="max-w-md font-semibold text-ink">{label}</span>
        <span id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </span>
      </label>
    </div>
  );
}
