import fc from "fast-check";
import { apiRoutes } from "#server/api/router.ts";
import { bodyArbitrary, type GeneratedBody, noBody } from "./bodies.ts";
import type { Framing, FuzzRequest } from "./fuzz-request.ts";
import { describeRequest, SELF, STAFF_TOKEN } from "./fuzz-request.ts";
import { authorizationArbitrary, extraHeadersArbitrary, hostArbitrary } from "./headers.ts";
import { methodArbitrary } from "./methods.ts";
import { shapedCallArbitrary } from "./shaped-calls.ts";
import { targetArbitrary } from "./targets.ts";

const framingArbitrary: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Framing>("length") },
  { weight: 1, arbitrary: fc.constantFrom<Framing>("chunked", "bad-chunked", "truncated", "none") },
);

function assemble(
  method: string,
  target: string,
  host: string | undefined,
  authorization: string | undefined,
  extra: [string, string][],
  body: GeneratedBody,
  framing: Framing,
): FuzzRequest {
  const headers: [string, string][] = [];
  if (authorization !== undefined) headers.push(["Authorization", authorization]);
  if (body.contentType !== undefined) headers.push(["Content-Type", body.contentType]);
  headers.push(...extra);
  const bodyless = body.kind === "none";
  return { method, target, host, headers, body: body.bytes, framing: bodyless ? "none" : framing, bodyKind: body.kind };
}

/** Anything: each part of the request drawn on its own. */
const anyRequest = fc
  .tuple(
    methodArbitrary,
    targetArbitrary,
    hostArbitrary,
    authorizationArbitrary,
    extraHeadersArbitrary,
    bodyArbitrary,
    framingArbitrary,
  )
  .map((parts) => assemble(...parts));

/** Calls that take a file, by method and path pattern, from the API's own table. */
const uploadCalls = apiRoutes.filter((route) => route.body === "multipart");
const uploadTarget = fc
  .constantFrom(...uploadCalls)
  .chain((route) =>
    fc
      .constantFrom("1", "240", "2147483648", "denso", "compressor")
      .map((value) => ({ method: route.method, path: `/api${route.path.replace(/:[A-Za-z]+/g, value)}` })),
  );

/** A signed-in staff upload, whole or cut off: the path to the busboy error of issue 24, item 1. */
const staffUpload = fc
  .tuple(
    uploadTarget,
    bodyArbitrary.filter((body) => body.kind === "multipart" || body.kind === "cut-multipart"),
  )
  .map(([{ method, path }, body]) => assemble(method, path, SELF, `Bearer ${STAFF_TOKEN}`, [], body, "length"));

/** A visitor's form post to a page that takes one, now and then far too large (item 4). */
const formPost = fc
  .tuple(
    fc.constantFrom("/contact", "/subscribe", "/es/contact", "/es/subscribe", "/contact.data", "/es/subscribe.data"),
    bodyArbitrary.filter((body) => body.kind === "form" || body.kind === "big-form" || body.kind === "multipart"),
    extraHeadersArbitrary,
  )
  .map(([target, body, extra]) => assemble("POST", target, SELF, undefined, extra, body, "length"));

/** A call with the fields its schema asks for, so odd values reach the database. */
const shapedCall = shapedCallArbitrary.map(({ method, target, staff, body }) =>
  assemble(method, target, SELF, staff ? `Bearer ${STAFF_TOKEN}` : undefined, [], body ?? noBody, "length"),
);

export const requestArbitrary: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    { weight: 8, arbitrary: anyRequest },
    { weight: 1, arbitrary: staffUpload },
    { weight: 1, arbitrary: formPost },
    { weight: 2, arbitrary: shapedCall },
  )
  // A failing case is reported as one line, not as a dump of its body's bytes.
  .map((request) => ({ ...request, [fc.toStringMethod]: () => describeRequest(request) }));
