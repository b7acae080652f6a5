import fc from "fast-check";
import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { checkCase } from "./check-case.ts";
import { describeRequest, type FuzzRequest } from "./fuzz-request.ts";
import { requestArbitrary } from "./request-arbitrary.ts";
import type { ServerUnderFuzz } from "./server-under-fuzz.ts";
import { confirmSlowHealthz } from "./slow-healthz.ts";
import { describeViolation, HEALTHZ_LIMIT_MS, type Violation } from "./violations.ts";

/** A fixed run: a fast-check seed, and the path to the one case it found, replayed as it was. */
export interface ReplayedSeed {
  seed: number;
  path: string;
}

export interface FuzzRun {
  seed: number;
  /** Cases to generate; with `seconds`, the run also stops when its time is up. */
  runs: number;
  seconds?: number | undefined;
  /** Replays one case (a kept regression seed) instead of generating `runs` cases. */
  path?: string | undefined;
  /** Shrinks a failing case to a smaller one (slow against a live server; off unless asked). */
  shrink?: boolean;
}

export interface FuzzFigures {
  database: DatabaseKind;
  seed: number;
  cases: number;
  failures: number;
  statuses: Record<string, number>;
  restarts: number;
  seconds: number;
}

/** The violations of one case; a slow /healthz counts only once confirmed (see confirmSlowHealthz). */
async function caseViolations(
  server: ServerUnderFuzz,
  request: FuzzRequest,
  figures: FuzzFigures,
): Promise<Violation[]> {
  const outcome = await checkCase(server, request);
  figures.cases++;
  const status = String(outcome.answer.status ?? (outcome.answer.hung ? "hung" : "closed"));
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  if (process.env.FUZZ_TRACE) {
    console.log(
      `[fuzz] ${status} ${Math.round(outcome.answer.ms)} ms healthz ${Math.round(outcome.healthzMs)} ms ${describeRequest(request)}`,
    );
  }
  const left = [...outcome.violations];
  if (outcome.healthzMs > HEALTHZ_LIMIT_MS) {
    const confirmed = await confirmSlowHealthz(server, request, outcome.healthzMs);
    if (confirmed) left.push(confirmed);
  }
  return left;
}

/**
 * Runs generated requests, one after another, against a running server and fails on the first
 * case with a violation, naming the seed and path that replay it.
 */
export async function fuzzServer(server: ServerUnderFuzz, run: FuzzRun): Promise<FuzzFigures> {
  const began = performance.now();
  const figures: FuzzFigures = {
    database: server.kind,
    seed: run.seed,
    cases: 0,
    failures: 0,
    statuses: {},
    restarts: 0,
    seconds: 0,
  };
  const property = fc.asyncProperty(requestArbitrary, async (request) => {
    const violations = await caseViolations(server, request, figures);
    if (violations.length > 0) {
      figures.failures++;
      throw new Error(`${describeRequest(request)}\n  ${violations.map(describeViolation).join("\n  ")}`);
    }
  });
  try {
    await fc.assert(property, {
      seed: run.seed,
      numRuns: run.path === undefined ? run.runs : 1,
      ...(run.path === undefined ? {} : { path: run.path }),
      ...(run.seconds ? { interruptAfterTimeLimit: run.seconds * 1000, markInterruptAsFailure: false } : {}),
      endOnFailure: !run.shrink,
    });
  } finally {
    figures.restarts = server.restarts;
    figures.seconds = Math.round((performance.now() - began) / 100) / 10;
  }
  return figures;
}
