import { type FuzzRequest, pathOf, SELF, usesStaffToken } from "./fuzz-request.ts";
import { requestLine } from "./log-reader.ts";
import { fill, type RawAnswer, sendRaw, serialize } from "./raw-http.ts";
import type { ServerUnderFuzz } from "./server-under-fuzz.ts";
import type { Violation } from "./violations.ts";

/** How long a request may go unanswered; the server's own request timeout is far longer. */
const ANSWER_TIMEOUT_MS = 15_000;
/** How long the request's log line may trail its answer. */
const LOG_DELAY_MS = 2_000;

const formPages = /^(\/es)?\/(contact|subscribe)(\.data)?$/;

export interface CaseOutcome {
  answer: RawAnswer;
  /** The slowest /healthz answer while the request was in flight (ms); judged by slow-healthz.ts. */
  healthzMs: number;
  violations: Violation[];
}

/**
 * Sends one request to the running server and judges what followed: the answer's status, whether
 * the process lived, the slowest /healthz answer while the request was in flight, and the log lines
 * the request caused (exactly one `request` line when the app answered; no stack trace, no raw text).
 */
export async function checkCase(server: ServerUnderFuzz, request: FuzzRequest): Promise<CaseOutcome> {
  await server.ensureRunning();
  const destination = {
    port: server.port,
    staffToken: usesStaffToken(request) ? await server.staffToken() : "no-token",
  };
  const from = server.log.mark();
  const started = performance.now();
  const answer = await sendRaw(
    serialize(request, destination),
    server.port,
    ANSWER_TIMEOUT_MS,
    request.framing === "truncated",
  );
  const ended = performance.now();
  const violations: Violation[] = [];

  // A process that dies takes its connections with it: a connection closed unanswered may be one.
  const died = answer.status === undefined ? await server.died() : !server.alive;
  if (died) violations.push({ kind: "process-died" });
  if (answer.hung) violations.push({ kind: "hung", ms: answer.ms });
  if (answer.status !== undefined && answer.status >= 500)
    violations.push({ kind: "server-error", status: answer.status });

  if (!died) await server.healthz.settle(ended);
  const healthzMs = died ? 0 : server.healthz.slowestBetween(started, ended);

  if (answer.fromApp && answer.status !== undefined && !died) {
    const expected = {
      method: request.method,
      path: fill(request.target, destination).split("?", 1)[0] ?? "",
      status: answer.status,
    };
    await server.log.waitForRequest(expected, from, LOG_DELAY_MS);
    const count = server.log.since(from).filter((line) => {
      const fields = requestLine(line);
      return fields?.method === expected.method && fields.path === expected.path && fields.status === expected.status;
    }).length;
    if (count === 0) violations.push({ kind: "log-line-missing" });
    if (count > 1) violations.push({ kind: "log-line-repeated", count });
  }
  for (const line of server.log.since(from)) {
    if (!line.json || "stack" in line.json) violations.push({ kind: "stack-in-log", line: line.raw });
  }

  const bigFormToPage =
    request.bodyKind === "big-form" &&
    request.method === "POST" &&
    request.host === SELF &&
    formPages.test(pathOf(request.target));
  // 413, or 429 once the address has used its posts (decision 073): both are answered before the body is read.
  // Node's own refusals (431 for headers over 16 KB) come before the app, and before the body, too.
  if (bigFormToPage && answer.fromApp && answer.status !== 413 && answer.status !== 429) {
    violations.push({ kind: "body-not-refused", status: answer.status });
  }

  // A case may have ended the staff session (a logout, a password change): sign in afresh next time.
  if (usesStaffToken(request) && (answer.status === 401 || /logout|admins/.test(request.target))) server.forgetToken();
  return { answer, healthzMs, violations };
}
