import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { TermJson } from "#app/api/taxonomy.ts";
import type { Job } from "#app/catalogue/jobs.ts";
import { nameIn } from "#app/catalogue/spec-fields.ts";
import { jobsTexts } from "#app/i18n/texts/staff-jobs.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { staffPath } from "../staff-tabs.tsx";
import { MessageBox, type Notice, Spinner, StaffButton, StaffPanel } from "../ui.tsx";
import { JobForm } from "./job-form.tsx";

/**
 * The "Jobs" tab (issue 44, decision 214): the jobs staff define, each a list of categories with
 * quantities, to add, change and delete. Categories come from Brands & categories, where staff
 * create the ones a job needs.
 */
export default function JobsPanel() {
  const { t, language } = jobsTexts.useTexts();
  const id = useId();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [categories, setCategories] = useState<TermJson[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);

  const load = useCallback(async () => {
    const [jobList, categoryList] = await Promise.all([
      apiRequest("GET /jobs"),
      apiRequest("GET /categories", { query: { all: "1" } }),
    ]);
    if (jobList.ok && categoryList.ok) {
      setJobs(jobList.data.jobs);
      setCategories(categoryList.data.categories);
      setLoadFailed(false);
    } else if (jobList.status !== 401 && categoryList.status !== 401) setLoadFailed(true);
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  const categoryName = (slug: string) => {
    const category = categories.find((item) => item.slug === slug);
    return category ? category.translations[language]?.name || category.name : slug;
  };

  const saved = async (job: Job, created: boolean) => {
    setEditing(null);
    setNotice({
      tone: "success",
      text: t(created ? "jobs.added" : "jobs.saved", { name: nameIn(job.names, language) }),
    });
    await load();
  };

  const confirmDelete = async () => {
    const job = deleting;
    setDeleting(null);
    if (!job) return;
    const result = await apiRequest("DELETE /jobs/:slug", { params: { slug: job.slug } });
    if (!result.ok) return setNotice({ tone: "error", text: result.error ?? t("jobs.failed") });
    setNotice({ tone: "success", text: t("jobs.deleted", { name: nameIn(job.names, language) }) });
    await load();
  };

  return (
    <StaffPanel labelledBy={`${id}-title`} look="list">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
            {t("jobs.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("jobs.intro")}</p>
          <p className="mt-1 text-sm">
            <Link to={staffPath("taxonomy", language)} className="text-brand-700 underline underline-offset-2">
              {t("jobs.newCategory")}
            </Link>
          </p>
        </div>
        {editing === "new" ? null : (
          <StaffButton look="secondary" onClick={() => setEditing("new")} inactive={jobs === null}>
            {t("jobs.add")}
          </StaffButton>
        )}
      </div>
      <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
      {editing === "new" ? (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <JobForm categories={categories} onCancel={() => setEditing(null)} onSaved={(job) => saved(job, true)} />
        </div>
      ) : null}
      {jobs === null ? (
        <div className="flex items-center gap-3 px-6 py-8 text-slate-600" role="status">
          {loadFailed ? (
            t("jobs.loadError")
          ) : (
            <>
              <Spinner className="size-5 text-brand-700" />
              {t("loading")}
            </>
          )}
        </div>
      ) : jobs.length === 0 ? (
        <p className="px-6 py-8 text-slate-600">{t("jobs.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {jobs.map((job) => {
            const name = nameIn(job.names, language);
            return (
              <li key={job.slug} className="px-4 py-3 sm:px-6" data-testid={`job-${job.slug}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{name}</p>
                    <p className="text-sm text-slate-600">
                      {job.steps.map((step) => `${categoryName(step.categorySlug)} × ${step.quantity}`).join(", ")}
                    </p>
                  </div>
                  <StaffButton
                    look="quiet"
                    aria-label={t("jobs.editNamed", { name })}
                    aria-expanded={editing === job.slug}
                    onClick={() => setEditing(editing === job.slug ? null : job.slug)}
                  >
                    {t("jobs.edit")}
                  </StaffButton>
                  <StaffButton
                    look="danger"
                    aria-label={t("jobs.deleteNamed", { name })}
                    onClick={() => setDeleting(job)}
                  >
                    {t("jobs.delete")}
                  </StaffButton>
                </div>
                {editing === job.slug ? (
                  <div className="mt-4">
                    <JobForm
                      job={job}
                      categories={categories}
                      onCancel={() => setEditing(null)}
                      onSaved={(changed) => saved(changed, false)}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("jobs.deleteNamed", { name: nameIn(deleting.names, language) }) : ""}
        confirmLabel={t("jobs.delete")}
        cancelLabel={t("jobs.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t("jobs.confirmDelete")}</p>
      </ConfirmDialog>
    </StaffPanel>
  );
}
