import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ChevronLeftIcon } from "#app/components/ui/icons/controls.tsx";
import { PhotoIcon, SheetIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { ExcelUpload } from "./excel-upload.tsx";
import { ImageUpload } from "./image-upload.tsx";
import { StaffButton, StaffPanel } from "./ui.tsx";

type UploadType = "excel" | "images";

/**
 * The spec's chooser, "Add Products" / "Choose upload type", then the chosen upload panel with its
 * "Change Upload Type" action. `onUploaded` tells the Products tab its table is out of date.
 */
export function UploadChooser({ onUploaded }: { onUploaded: () => void }) {
  const { t } = staffTexts.useTexts();
  const [uploadType, setUploadType] = useState<UploadType | null>(null);
  // While a sheet or photos are being sent, the panel stays: its outcome is what staff wait for.
  const [uploadSending, setUploadSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // After a choice of upload type (or back to the chooser), the new heading takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of type
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [uploadType]);

  const chooseType = (type: UploadType | null) => {
    if (uploadSending) return;
    focusHeading.current = true;
    setUploadType(type);
  };

  return (
    <StaffPanel labelledBy="upload-heading" look="padded">
      {uploadType === null ? (
        <>
          <h2 id="upload-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
            {t("staff.chooser.title")}
          </h2>
          <p className="mt-1 text-slate-600">{t("staff.chooser.intro")}</p>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <TypeChoice
              icon={<SheetIcon className="size-7" />}
              title={t("staff.chooser.excel")}
              text={t("staff.chooser.excelText")}
              onChoose={() => chooseType("excel")}
            />
            <TypeChoice
              icon={<PhotoIcon className="size-7" />}
              title={t("staff.chooser.images")}
              text={t("staff.chooser.imagesText")}
              onChoose={() => chooseType("images")}
            />
          </div>
        </>
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="upload-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
              {uploadType === "excel" ? t("staff.chooser.excel") : t("staff.chooser.images")}
            </h2>
            <StaffButton look="quiet" onClick={() => chooseType(null)} inactive={uploadSending}>
              <ChevronLeftIcon className="size-4" />
              {t("staff.chooser.change")}
            </StaffButton>
          </div>
          {uploadType === "excel" ? (
            <ExcelUpload onImported={onUploaded} onSendingChange={setUploadSending} />
          ) : (
            <ImageUpload onUploaded={onUploaded} onSendingChange={setUploadSending} />
          )}
        </>
      )}
    </StaffPanel>
  );
}

function TypeChoice({
  icon,
  title,
  text,
  onChoose,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="group flex items-start gap-4 rounded-xl bg-white p-5 text-start ring-1 ring-slate-300 transition hover:bg-brand-50 hover:ring-2 hover:ring-brand-600"
    >
      <span
        aria-hidden
        className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-white"
      >
        {icon}
      </span>
      <span>
        <span id={`${id}-title`} className="block text-lg font-semibold text-ink">
          {title}
        </span>
        <span id={`${id}-text`} className="mt-1 block text-sm text-slate-600">
          {text}
        </span>
      </span>
    </button>
  );
}
