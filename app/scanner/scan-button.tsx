import { lazy, Suspense, useEffect, useState } from "react";
import { defineIcon } from "#app/components/ui/icons/icon.tsx";
import { scanButtonTexts } from "#app/i18n/texts/scan-button.ts";

const ScannerDialog = lazy(() => import("./scanner-dialog.tsx"));

const CameraIcon = /* @__PURE__ */ defineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

/**
 * The search field's camera button (issue 32): on a device that can give the page a camera, it
 * opens the label scanner, whose code, texts and engines load only then. It sits over the field's
 * right end, so showing it after hydration moves nothing (the field keeps room for it).
 */
export function ScanButton({ inputId }: { inputId: string }) {
  const { t } = scanButtonTexts.useTexts();
  const [canScan, setCanScan] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setCanScan(typeof navigator.mediaDevices?.getUserMedia === "function"), []);
  return (
    <>
      <button
        type="button"
        hidden={!canScan}
        aria-label={t("scan.button")}
        onClick={() => setOpen(true)}
        className="absolute top-1/2 end-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-ink"
        data-testid="scan-button"
      >
        <CameraIcon className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScannerDialog inputId={inputId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
