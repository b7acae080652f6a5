import { useEffect, useRef } from "react";
import { addWholeJob, type EnquiryLine } from "#app/catalogue/enquiry-list.ts";
import { updateEnquiryList } from "#app/components/enquiry/enquiry-store.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import type { WholeJob } from "#app/server/jobs/whole-job.server.ts";

/**
 * The enquiry page asked with `?job=&car=` (issue 44): once the page can read the device's list,
 * the job's lines go on it (addWholeJob: asking twice, or reloading, adds nothing twice), a missing
 * part as a line in words ("Receiver Drier for Hyundai Creta 2015–2020"); and a sentence says what
 * happened, or that the job or car was not found.
 */
export function WholeJobNotice({ wholeJob }: { wholeJob: WholeJob | "unknown" }) {
  const { t } = enquiryListTexts.useTexts();
  const done = useRef<WholeJob | null>(null);

  useEffect(() => {
    if (wholeJob === "unknown" || done.current === wholeJob) return;
    done.current = wholeJob;
    const lines = wholeJob.lines.map(
      (line): EnquiryLine =>
        line.kind === "product"
          ? { kind: "product", ...line.product, quantity: line.quantity }
          : {
              kind: "text",
              text: t("enquiryList.jobMissingLine", { category: line.category, car: wholeJob.carLabel }),
              quantity: line.quantity,
            },
    );
    updateEnquiryList((list) => addWholeJob(list, { job: wholeJob.job, vehicle: wholeJob.carLabel, lines }));
  }, [wholeJob, t]);

  if (wholeJob === "unknown")
    return (
      <p role="status" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        {t("enquiryList.jobUnknown")}
      </p>
    );
  const missing = wholeJob.lines.some((line) => line.kind === "missing");
  return (
    <div
      role="status"
      className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
      data-testid="whole-job-added"
    >
      <p className="font-semibold">{t("enquiryList.jobAdded", { job: wholeJob.job.name, car: wholeJob.carLabel })}</p>
      {missing ? <p className="mt-1 text-sm">{t("enquiryList.jobMissing")}</p> : null}
    </div>
  );
}
