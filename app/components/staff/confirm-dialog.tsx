import { type ReactNode, useEffect, useId, useRef } from "react";
import { StaffButton } from "./ui.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button's look: red for what removes or undoes, the brand's for what publishes. */
  confirmLook?: "danger" | "primary";
  /** Set while the question's facts load: the confirming button waits. */
  confirmInactive?: boolean;
}

/**
 * A modal question on the native <dialog>: the browser keeps focus inside, Escape cancels, and
 * focus returns to the button that opened it. Cancel has the focus first: the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmLook = "danger",
  confirmInactive = false,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-[rgb(2_6_23/0.6)]"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children ? (
          <div id={`${id}-body`} className="mt-2 text-slate-700">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <StaffButton look="secondary" autoFocus onClick={onCancel}>
            {cancelLabel}
          </StaffButton>
          {confirmLook === "danger" ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          ) : (
            <StaffButton
              look="primary"
              inactive={confirmInactive}
              onClick={() => {
                if (!confirmInactive) onConfirm();
              }}
            >
              {confirmLabel}
            </StaffButton>
          )}
        </div>
      </div>
    </dialog>
  );
}
