import { checkCase } from "./check-case.ts";
import { type FuzzRequest, SELF } from "./fuzz-request.ts";
import type { ServerUnderFuzz } from "./server-under-fuzz.ts";
import { HEALTHZ_LIMIT_MS, REFERENCE_FACTOR, SLOW_HEALTHZ_ATTEMPTS, type Violation } from "./violations.ts";

/** An ordinary request whose page is rendered for its one visitor (a cookie skips the render cache). */
const reference: FuzzRequest = {
  method: "GET",
  target: "/es/brands/denso",
  host: SELF,
  headers: [["Cookie", "visitor=1"]],
  body: new Uint8Array(),
  framing: "none",
  bodyKind: "none",
};

/**
 * Whether a case that slowed /healthz past the limit really blocks the server: it must do so again
 * each time it is sent, and far more than an ordinary page render does on this machine right now
 * (each of the case's sends against the slowest of as many renders).
 */
export async function confirmSlowHealthz(
  server: ServerUnderFuzz,
  request: FuzzRequest,
  firstMs: number,
): Promise<Violation | undefined> {
  let fastest = firstMs;
  for (let attempt = 1; attempt < SLOW_HEALTHZ_ATTEMPTS && fastest > HEALTHZ_LIMIT_MS; attempt++) {
    fastest = Math.min(fastest, (await checkCase(server, request)).healthzMs);
  }
  if (fastest <= HEALTHZ_LIMIT_MS) return undefined;
  // The case at its fastest against the reference at its slowest: noise on a shared machine
  // comes and goes within seconds, a frozen loop does not.
  let referenceMs = 0;
  for (let attempt = 0; attempt < SLOW_HEALTHZ_ATTEMPTS; attempt++) {
    referenceMs = Math.max(referenceMs, (await checkCase(server, reference)).healthzMs);
  }
  if (fastest <= REFERENCE_FACTOR * referenceMs) return undefined;
  return { kind: "slow-healthz", ms: fastest, referenceMs };
}
