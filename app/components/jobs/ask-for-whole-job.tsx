import { useId } from "react";
import { carLabel, carParam, type JobCar, type OfferedJob } from "#app/catalogue/jobs.ts";
import { localizePath } from "#app/i18n/language.ts";
import { wholeJobTexts } from "#app/i18n/texts/whole-job.ts";

/**
 * "Ask for the whole job" (issue 44, decision 215): one plain GET form to the enquiry list's page
 * (the address wholeJobPath builds), one button per job, so it works before the page hydrates and
 * brings no code of its own. The car: the only one there is, carried hidden; with several (a part
 * that fits several cars), the buyer picks one in a native select.
 *
 * On a product page: the jobs of its category, the cars it fits and `part` ("brand-slug|part
 * number"). On a vehicle page: every job (offeredJobs) and the page's one car, no `part`.
 */
export function AskForWholeJob({
  jobs,
  cars,
  part,
  className = "",
}: {
  jobs: readonly OfferedJob[];
  cars: readonly JobCar[];
  part?: string | undefined;
  className?: string;
}) {
  const { t, language } = wholeJobTexts.useTexts();
  const id = useId();
  // A fit per engine or gearbox of one generation is one car here: the job is the same.
  const distinct = cars.filter((car, index) => cars.findIndex((other) => carParam(other) === carParam(car)) === index);
  const [only] = distinct;
  if (jobs.length === 0 || !only) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t("wholeJob.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {/* On a part's page the job is that part's; on a car's page, any job the car may need. */}
        {t(part ? "wholeJob.introPart" : "wholeJob.introCar")}
      </p>
      <form method="get" action={localizePath("/enquiry", language)} className="mt-3" data-testid="whole-job">
        {part ? <input type="hidden" name="part" value={part} /> : null}
        {distinct.length === 1 ? (
          <p className="text-sm">
            <span className="font-semibold">{t("wholeJob.car")}:</span> {carLabel(only)}
            <input type="hidden" name="car" value={carParam(only)} />
          </p>
        ) : (
          <div>
            <label htmlFor={`${id}-car`} className="mb-1 block text-sm font-semibold">
              {t("wholeJob.car")}
            </label>
            <select
              id={`${id}-car`}
              name="car"
              className="w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
            >
              {distinct.map((car) => (
                <option key={carParam(car)} value={carParam(car)}>
                  {carLabel(car)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {jobs.map((job) => (
            <button
              key={job.slug}
              type="submit"
              name="job"
              value={job.slug}
              className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("wholeJob.ask", { job: job.name })}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}
