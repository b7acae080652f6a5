import type { Request } from "express";
import { createJobSchema, jobSlugSchema, updateJobSchema } from "#app/forms/job.ts";
import { createJob, deleteJob, JobRefusal, listJobs, updateJob } from "#app/server/jobs/jobs.server.ts";
import { ApiError, refusalsAs, sendOk } from "../respond.ts";
import { type ApiRoute, route, sessionAdmin } from "../route.ts";

/**
 * /api/jobs (docs/api.md, "Jobs"; issue 44, decision 214): the jobs staff define, each an ordered
 * list of categories with quantities. Staff only, reads too: the public pages get the jobs from
 * their loaders, named in the page's language.
 */

function slugParam(req: Request): string {
  const parsed = jobSlugSchema.safeParse(req.params.slug);
  if (!parsed.success) throw new ApiError(404, "Not found");
  return parsed.data;
}

const refusals = refusalsAs(JobRefusal);

export const jobRoutes: ApiRoute[] = [
  route({
    method: "GET",
    path: "/jobs",
    access: "admin",
    handle: async ({ res, deps }) => {
      sendOk(res, { jobs: await listJobs(deps.db) });
    },
  }),
  route({
    method: "POST",
    path: "/jobs",
    access: "admin",
    body: createJobSchema,
    handle: async ({ res, deps, body }) => {
      const job = await refusals(() => createJob(deps.db, body));
      deps.logger.info("job-created", { slug: job.slug, by: sessionAdmin(res).username });
      sendOk(res, { job }, 201);
    },
  }),
  route({
    method: "PATCH",
    path: "/jobs/:slug",
    access: "admin",
    body: updateJobSchema,
    handle: async ({ req, res, deps, body }) => {
      const job = await refusals(() => updateJob(deps.db, slugParam(req), body));
      deps.logger.info("job-changed", { slug: job.slug, by: sessionAdmin(res).username });
      sendOk(res, { job });
    },
  }),
  route({
    method: "DELETE",
    path: "/jobs/:slug",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      const slug = slugParam(req);
      await refusals(() => deleteJob(deps.db, slug));
      deps.logger.info("job-deleted", { slug, by: sessionAdmin(res).username });
      sendOk(res);
    },
  }),
];
