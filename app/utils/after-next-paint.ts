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

/**
 * Shows a dialog in the tap's own frame and makes it modal just after that frame is painted
 * (decision 161). showModal() makes the rest of the page inert, and Chromium restyles every element
 * of the page for that: about 100 ms on a slowed phone, all of it before the tap's first paint. A
 * popover is in the same top layer with the same ::backdrop and costs a few milliseconds, so the
 * dialog first shows as one, then becomes modal (focus kept inside, the page inert) without a paint
 * in between; the focused field keeps its caret and selection. The dialog needs popover="manual",
 * and the modal's own limits as classes (max-width and max-height: 100% - 6px - 2em, which the
 * browser gives a modal dialog and not a popover), so that both frames are the same size.
 * Returns a function that cancels the upgrade, for an effect's cleanup.
 */
export function showModalAfterPaint(dialog: HTMLDialogElement, field: HTMLInputElement | null): () => void {
  if (typeof dialog.showPopover !== "function") {
    dialog.showModal();
    field?.focus();
    return () => {};
  }
  dialog.showPopover();
  field?.focus();
  return afterNextPaint(() => {
    if (!dialog.matches(":popover-open")) return;
    const focused = document.activeElement;
    const start = field?.selectionStart ?? null;
    const end = field?.selectionEnd ?? null;
    const direction = field?.selectionDirection ?? undefined;
    dialog.hidePopover();
    dialog.showModal();
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus({ preventScroll: true });
    if (field && focused === field && start !== null && end !== null) field.setSelectionRange(start, end, direction);
  });
}

/** Closes a dialog opened by showModalAfterPaint, modal or not yet; either way its close event fires. */
export function closeDialog(dialog: HTMLDialogElement) {
  if (dialog.matches(":popover-open")) {
    dialog.hidePopover();
    dialog.dispatchEvent(new Event("close"));
  } else if (dialog.open) dialog.close();
}
