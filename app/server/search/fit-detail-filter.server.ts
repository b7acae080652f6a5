import { type RawBuilder, sql } from "kysely";
import { MAX_MODEL_LENGTH } from "#app/catalogue/fitment.ts";
import { AC_TYPES, FUELS, TRANSMISSIONS } from "#app/catalogue/fitment-details.ts";

/*
 * The details of a vehicle the finder may ask about (decision 131), in the order it asks: the one
 * that most often splits a model's parts first. Each is a product_fitments column, and a URL
 * parameter of the same name.
 */
export const FIT_DETAIL_QUESTIONS = ["fuel", "engine", "transmission", "ac"] as const;
export type FitDetailQuestion = (typeof FIT_DETAIL_QUESTIONS)[number];
export type FitDetailAnswers = Partial<Record<FitDetailQuestion, string>>;

const allowed: Record<FitDetailQuestion, (value: string) => boolean> = {
  fuel: (value) => (FUELS as readonly string[]).includes(value),
  transmission: (value) => (TRANSMISSIONS as readonly string[]).includes(value),
  ac: (value) => (AC_TYPES as readonly string[]).includes(value),
  engine: (value) => value.length <= MAX_MODEL_LENGTH && !/\p{Cc}/u.test(value),
};

/** The answers in a URL; a value no line could hold is dropped, so a tampered URL lists as if unasked. */
export function fitDetailAnswers(url: URL): FitDetailAnswers {
  const answers: FitDetailAnswers = {};
  for (const question of FIT_DETAIL_QUESTIONS) {
    const value = url.searchParams.get(question)?.trim();
    if (value && allowed[question](value)) answers[question] = value;
  }
  return answers;
}

/**
 * Conditions on product_fitments rows for the answers: a line that names another value is left
 * out, a line that says nothing of it fits every car (a condenser for every Creta fits the diesel).
 */
export function fitDetailConditions(answers: FitDetailAnswers | undefined): RawBuilder<unknown> {
  const parts = FIT_DETAIL_QUESTIONS.flatMap((question) => {
    const value = answers?.[question];
    if (value === undefined) return [];
    // Engines are as typed: "1.6 crdi" and "1.6 CRDi" are one engine.
    return question === "engine"
      ? [sql` and (engine is null or lower(engine) = ${value.toLowerCase()})`]
      : [sql` and (${sql.ref(question)} is null or ${sql.ref(question)} = ${value})`];
  });
  return parts.length === 0 ? sql`` : sql.join(parts, sql``);
}

/** Conditions on product_fitments rows that carry each answer themselves (details without a vehicle). */
export function fitDetailsCarried(answers: FitDetailAnswers | undefined): RawBuilder<unknown> {
  const parts = FIT_DETAIL_QUESTIONS.flatMap((question) => {
    const value = answers?.[question];
    if (value === undefined) return [];
    return question === "engine"
      ? [sql` and lower(engine) = ${value.toLowerCase()}`]
      : [sql` and ${sql.ref(question)} = ${value}`];
  });
  return parts.length === 0 ? sql`` : sql.join(parts, sql``);
}
