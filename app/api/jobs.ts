import type { Job } from "#app/catalogue/jobs.ts";

/** GET /jobs: every job, in staff's order (docs/api.md, "Jobs"). */
export interface JobList {
  jobs: Job[];
}

/** POST /jobs (201) and PATCH /jobs/{slug}: the job as saved. */
export interface JobAnswer {
  job: Job;
}
