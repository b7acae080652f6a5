import { useEffect, useState } from "react";

/**
 * Runs `work` in a task of its own once the browser has painted its next frame: a
 * requestAnimationFrame callback runs just before a frame is painted, and a timeout set from there
 * runs after it. A tap's own frame can so show a control's frame at once and the heavier rest
 * follow (issue 30: every tap paints within 100 ms on a slowed phone). Returns a cancel function,
 * for an effect's cleanup.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until `shown` has been true for one painted frame, then true for good: what a control
 * renders only after its first paint.
 */
export function usePaintedOnce(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [shown, painted]);
  return painted;
}

/** What Tab can reach inside a dialog, in document order (hidden ones are filtered out below). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbableIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** The listeners that make an open popover a modal, by dialog: one set, however often it is shown. */
const modalListeners = new WeakMap<HTMLDialogElement, () => void>();

/**
 * Shows a dialog as a modal in the tap's own frame, without the cost of showModal() (decision 164,
 * which replaces 161). showModal() makes the rest of the page inert, and Chromium restyles every
 * element of the page for that: about 100 ms on a slowed phone, in the tap's task or, put off by a
 * frame, in the first keys typed after it. A popover (popover="manual") is in the same top layer
 * with the same ::backdrop, and costs a few milliseconds; what a modal dialog adds is given here:
 * `aria-modal` tells assistive technology that the page behind is out of reach, Tab and Shift+Tab
 * go round the dialog's own controls, focus that leaves it comes back, a tap outside it closes it
 * without reaching the page, and Escape closes it. The dialog needs popover="manual" and its size
 * limits as classes (a popover gets none): a max-width, and a max-height that leaves room for its
 * top margin, so that its last control can always be scrolled into view on a phone.
 *
 * A dialog already shown is left as it is, with the listeners it has: a tap's handler may show it
 * at once and the component's effect call this again later (decision 169). Returns a function that
 * undoes the listeners, for an effect's cleanup.
 */
export function showAsModal(dialog: HTMLDialogElement, field: HTMLInputElement | null): () => void {
  if (typeof dialog.showPopover !== "function") {
    if (!dialog.open) {
      dialog.showModal();
      field?.focus();
    }
    return () => {};
  }
  if (!dialog.matches(":popover-open")) {
    dialog.setAttribute("aria-modal", "true");
    dialog.showPopover();
    field?.focus();
  }
  const listening = modalListeners.get(dialog);
  if (listening) return listening;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      closeDialog(dialog);
      return;
    }
    if (event.key !== "Tab") return;
    const tabbable = tabbableIn(dialog);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) return;
    const leavingEnd = !event.shiftKey && document.activeElement === last;
    const leavingStart = event.shiftKey && document.activeElement === first;
    if (!leavingEnd && !leavingStart) return;
    event.preventDefault();
    (leavingEnd ? first : last).focus();
  };
  // Focus moved out by other means (a screen reader's cursor, a script) is brought back.
  const onFocusIn = (event: FocusEvent) => {
    if (!dialog.matches(":popover-open") || dialog.contains(event.target as Node)) return;
    (tabbableIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
  };
  // A popover's ::backdrop does not take taps as a modal's does: a tap outside the dialog would
  // reach the page behind. Caught first, on the window, it closes the dialog instead and goes no
  // further, as a tap on a modal's backdrop does.
  const onOutside = (event: Event) => {
    if (!dialog.matches(":popover-open") || dialog.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "click") closeDialog(dialog);
  };
  const outsideEvents = ["pointerdown", "mousedown", "click"] as const;
  dialog.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusin", onFocusIn);
  for (const type of outsideEvents) window.addEventListener(type, onOutside, { capture: true });
  const stopListening = () => {
    modalListeners.delete(dialog);
    dialog.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("focusin", onFocusIn);
    for (const type of outsideEvents) window.removeEventListener(type, onOutside, { capture: true });
  };
  modalListeners.set(dialog, stopListening);
  return stopListening;
}

/** Whether a dialog opened by showAsModal is showing (as a popover, or modal where popovers are missing). */
export function isShown(dialog: HTMLDialogElement): boolean {
  return dialog.open || dialog.matches(":popover-open");
}

/** Closes a dialog opened by showAsModal (as a popover, or modal where popovers are missing); its close event fires either way. */
export function closeDialog(dialog: HTMLDialogElement) {
  if (dialog.matches(":popover-open")) {
    dialog.hidePopover();
    dialog.dispatchEvent(new Event("close"));
  } else if (dialog.open) dialog.close();
}
