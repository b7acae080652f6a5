import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { type FuzzRequest, PORT, pathOf, SELF } from "./fuzz-request.ts";
import type { Violation, ViolationKind } from "./violations.ts";

/**
 * Defects of issue 24 that other branches are fixing right now. A violation one of these covers is
 * counted (the figures show the fuzzer still finds it) but does not fail the run. EMPTY THIS LIST
 * once those branches are merged: from then on each of these classes fails the fuzzer again.
 */
export const knownDefectsFixedOnOtherBranches: KnownDefect[] = [
  {
    item: 6,
    defect: "PostgreSQL answers 500 for a NUL character in a text field or an id of 2^31 or more (should be 400)",
    covers: (request, violation, database) =>
      database === "postgres" &&
      (holdsNul(request) || holdsHugeNumber(request)) &&
      has(violation, "server-error", "stack-in-log"),
  },
];

export interface KnownDefect {
  /** The item of issue 24 it is filed under. */
  item: number;
  defect: string;
  covers(request: FuzzRequest, violation: Violation, database: DatabaseKind): boolean;
}

/** The known defect a violation belongs to, if any. */
export function knownDefectFor(
  request: FuzzRequest,
  violation: Violation,
  database: DatabaseKind,
): KnownDefect | undefined {
  return knownDefectsFixedOnOtherBranches.find((known) => known.covers(request, violation, database));
}

const has = (violation: Violation, ...kinds: ViolationKind[]) => kinds.includes(violation.kind);

const contentType = (request: FuzzRequest) =>
  request.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1].toLowerCase() ?? "";

const isMultipart = (request: FuzzRequest) => contentType(request).startsWith("multipart/");

function isLongPath(request: FuzzRequest): boolean {
  const path = pathOf(request.target);
  return path.length > 2048 || path.split("/").length > 64;
}

function isOddHost(host: string | undefined): boolean {
  if (host === undefined || host === "") return true;
  const filled = host.replaceAll(SELF, "127.0.0.1:1").replaceAll(PORT, "1").toLowerCase();
  return !URL.canParse(`http://${filled}/`) || new URL(`http://${filled}/`).host !== filled;
}

const bodyText = (request: FuzzRequest) => Buffer.from(request.body).toString("latin1");

function holdsNul(request: FuzzRequest): boolean {
  const text = `${request.target}\n${bodyText(request)}`;
  return text.includes("\u0000") || /\\u0000|%00/i.test(text);
}

/** An id of 2^31 or more: in an id's place in the path, the query or a JSON body. */
function holdsHugeNumber(request: FuzzRequest): boolean {
  const places = [
    ...request.target.matchAll(/\/(?:products|enquiries|imports|import-mappings)\/([^/?]+)/g),
    ...request.target.matchAll(/[?&]id=([^&]+)/g),
    ...bodyText(request).matchAll(/"(?:id|ids|productId)":\s*\[?\s*"?([^,\]}"]+)/g),
  ].map((match) => decodeURIComponent(match[1] ?? "").trim());
  return places.some((place) => Number(place) >= 2 ** 31);
}
