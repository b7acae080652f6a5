import type { Kysely } from "kysely";
import type { Job, JobStep, OfferedJob } from "#app/catalogue/jobs.ts";
import { type LanguageNames, nameIn } from "#app/catalogue/spec-fields.ts";
import { termSlug } from "#app/catalogue/term-slug.ts";
import type { CreateJobInput, UpdateJobInput } from "#app/forms/job.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database, JobsTable } from "../db/schema.ts";

/**
 * Jobs staff define (issue 44, decision 214): reads for the staff screen and the public pages, and
 * the staff's writes. A job's categories must exist when it is saved; a category deleted later
 * leaves its step behind, and asking for the job then says that part in words.
 */

/** A write the job's data refuses: the API answers with its status and sentence. */
export class JobRefusal extends Error {
  readonly status: 404 | 409 | 400;
  constructor(status: 404 | 409 | 400, message: string) {
    super(message);
    this.status = status;
  }
}

function jobFromRow(row: Pick<JobsTable, "slug" | "names" | "steps" | "sort_order">): Job {
  return {
    slug: row.slug,
    names: JSON.parse(row.names) as LanguageNames,
    steps: JSON.parse(row.steps) as JobStep[],
    sortOrder: Number(row.sort_order),
  };
}

/** Every job, in staff's order. */
export async function listJobs(db: Kysely<Database>): Promise<Job[]> {
  const rows = await db.selectFrom("jobs").selectAll().orderBy("sort_order").orderBy("slug").execute();
  return rows.map(jobFromRow);
}

export async function readJob(db: Kysely<Database>, slug: string): Promise<Job | null> {
  const row = await db.selectFrom("jobs").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? jobFromRow(row) : null;
}

/** The jobs a category is part of, named in the page's language: what a product page offers. */
export async function jobsWithCategory(
  db: Kysely<Database>,
  categorySlug: string,
  language: Language,
): Promise<OfferedJob[]> {
  return (await listJobs(db))
    .filter((job) => job.steps.some((step) => step.categorySlug === categorySlug))
    .map((job) => ({ slug: job.slug, name: nameIn(job.names, language) }));
}

/** Every job, named in the page's language: what a vehicle page offers. */
export async function offeredJobs(db: Kysely<Database>, language: Language): Promise<OfferedJob[]> {
  return (await listJobs(db)).map((job) => ({ slug: job.slug, name: nameIn(job.names, language) }));
}

async function refuseUnknownCategories(db: Kysely<Database>, steps: readonly JobStep[]): Promise<void> {
  const slugs = steps.map((step) => step.categorySlug);
  const known = new Set(
    (await db.selectFrom("categories").select("slug").where("slug", "in", slugs).execute()).map((row) => row.slug),
  );
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length > 0)
    throw new JobRefusal(
      400,
      `No category ${unknown.map((slug) => `"${slug}"`).join(", ")}: add it under Brands & categories first.`,
    );
}

async function refuseTakenName(db: Kysely<Database>, names: LanguageNames, slug: string, self?: string) {
  const others = (await listJobs(db)).filter((job) => job.slug !== self);
  const englishName = names.en.trim().toLowerCase();
  const clash = others.find((job) => job.slug === slug || job.names.en.trim().toLowerCase() === englishName);
  if (clash) throw new JobRefusal(409, `A job named "${clash.names.en}" is already there.`);
}

const cleanNames = (names: CreateJobInput["names"]): LanguageNames =>
  Object.fromEntries(
    Object.entries(names).filter(([, name]) => typeof name === "string" && name !== ""),
  ) as LanguageNames;

export async function createJob(db: Kysely<Database>, input: CreateJobInput): Promise<Job> {
  const slug = termSlug(input.names.en);
  if (!slug) throw new JobRefusal(400, "The English name needs a letter or a digit.");
  const names = cleanNames(input.names);
  await refuseTakenName(db, names, slug);
  await refuseUnknownCategories(db, input.steps);
  const now = new Date().toISOString();
  const last = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.max("sort_order").as("top"))
    .executeTakeFirst();
  await db
    .insertInto("jobs")
    .values({
      slug,
      names: JSON.stringify(names),
      steps: JSON.stringify(input.steps),
      sort_order: input.sortOrder ?? Number(last?.top ?? 0) + 10,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await readJob(db, slug)) as Job;
}

export async function updateJob(db: Kysely<Database>, slug: string, input: UpdateJobInput): Promise<Job> {
  const job = await readJob(db, slug);
  if (!job) throw new JobRefusal(404, "Not found");
  const names = input.names ? cleanNames(input.names) : undefined;
  if (names) await refuseTakenName(db, names, slug, slug);
  if (input.steps) await refuseUnknownCategories(db, input.steps);
  await db
    .updateTable("jobs")
    .set({
      ...(names ? { names: JSON.stringify(names) } : {}),
      ...(input.steps ? { steps: JSON.stringify(input.steps) } : {}),
      ...(input.sortOrder === undefined ? {} : { sort_order: input.sortOrder }),
      updated_at: new Date().toISOString(),
    })
    .where("slug", "=", slug)
    .execute();
  return (await readJob(db, slug)) as Job;
}

export async function deleteJob(db: Kysely<Database>, slug: string): Promise<void> {
  const result = await db.deleteFrom("jobs").where("slug", "=", slug).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new JobRefusal(404, "Not found");
}
