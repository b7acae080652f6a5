import { z } from "zod";
import { ENQUIRY_LIST_LIMITS } from "#app/catalogue/enquiry-list.ts";
import { namesSchema } from "./spec-field.ts";

/**
 * A job as the API takes it (POST /api/jobs creates, PATCH /api/jobs/{slug} changes any subset;
 * issue 44, decision 214): its names per language (English required, as specification fields have
 * theirs), and its steps, an ordered list of categories each with a quantity. Strict: a field the
 * API does not know is refused by name. Whether each category exists is the server's to say.
 */
export const JOB_LIMITS = { steps: 12 } as const;

export const jobSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const stepSchema = z.strictObject(
  {
    categorySlug: z
      .string({ error: "A step's category is missing." })
      .trim()
      .min(1, { error: "A step's category is missing." })
      .max(80, { error: "A step's category is longer than 80 characters." }),
    quantity: z
      .number({ error: "A step's quantity is a whole number." })
      .int({ error: "A step's quantity is a whole number." })
      .min(1, { error: "A step's quantity is at least 1." })
      .max(ENQUIRY_LIST_LIMITS.quantity, { error: `A step's quantity is at most ${ENQUIRY_LIST_LIMITS.quantity}.` }),
  },
  { error: 'A step is {"categorySlug": "…", "quantity": 1}.' },
);

const stepsSchema = z
  .array(stepSchema, { error: "Steps are a list." })
  .min(1, { error: "A job has at least one category." })
  .max(JOB_LIMITS.steps, { error: `A job has at most ${JOB_LIMITS.steps} categories.` })
  .refine((steps) => new Set(steps.map((step) => step.categorySlug)).size === steps.length, {
    error: "A category is in the job twice: give it one step with its quantity.",
  });

const sortOrderSchema = z
  .number({ error: "Sort order is a whole number." })
  .int({ error: "Sort order is a whole number." })
  .min(0, { error: "Sort order is 0 or more." })
  .max(1_000_000, { error: "Sort order is at most 1,000,000." });

/** Adding: names and steps required; the slug is made from the English name. */
export const createJobSchema = z.strictObject({
  names: namesSchema,
  steps: stepsSchema,
  sortOrder: sortOrderSchema.optional(),
});

/** Changing: any of names, steps and sort order, at least one. The slug stays: links carry it. */
export const updateJobSchema = z
  .strictObject({ names: namesSchema, steps: stepsSchema, sortOrder: sortOrderSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: "Send at least one field to change." });

export type CreateJobInput = z.infer<typeof createJobSchema>;
export type UpdateJobInput = z.infer<typeof updateJobSchema>;
