/** A way a case broke one of the fuzzer's promises (issue 24: no 5xx, no crash, /healthz quick, clean logs). */
export type Violation =
  | { kind: "server-error"; status: number }
  | { kind: "process-died" }
  | { kind: "hung"; ms: number }
  | { kind: "slow-healthz"; ms: number; referenceMs?: number }
  | { kind: "stack-in-log"; line: string }
  | { kind: "log-line-missing" }
  | { kind: "log-line-repeated"; count: number }
  | { kind: "body-not-refused"; status: number | undefined };

export type ViolationKind = Violation["kind"];

/** The slowest /healthz answer a case may cause while it runs (issue 24), on an idle machine. */
export const HEALTHZ_LIMIT_MS = 100;
/** A slow /healthz counts only if the case slows it each of this many times: the machine may be busy once. */
export const SLOW_HEALTHZ_ATTEMPTS = 3;
/**
 * ...and only if it is this many times slower than during an ordinary request sent right then (a
 * page rendered for one visitor): on a machine whose cores are shared, that render alone may hold
 * the loop past 100 ms, and that is the machine, not a defect. A frozen loop takes seconds.
 */
export const REFERENCE_FACTOR = 3;

export function describeViolation(violation: Violation): string {
  switch (violation.kind) {
    case "server-error":
      return `answered ${violation.status}`;
    case "process-died":
      return "the server process died";
    case "hung":
      return `no answer within ${Math.round(violation.ms)} ms`;
    case "slow-healthz":
      return `/healthz took ${Math.round(violation.ms)} ms meanwhile, each of ${SLOW_HEALTHZ_ATTEMPTS} times (limit ${HEALTHZ_LIMIT_MS} ms; ${Math.round(violation.referenceMs ?? 0)} ms at most during a page rendered for one visitor)`;
    case "stack-in-log":
      return `a stack trace or raw text in the log: ${violation.line.slice(0, 300)}`;
    case "log-line-missing":
      return "no request line in the log for an answer the app sent";
    case "log-line-repeated":
      return `${violation.count} request lines in the log for one request`;
    case "body-not-refused":
      return `a form body over 1 MB was answered ${violation.status ?? "with no status"}, not 413`;
  }
}
