/**
 * One generated request, as data: what the fuzzer sends, prints when a case fails and keeps as a
 * regression case. Placeholders stand for what only the running server knows: `{self}` is the
 * server's own `host:port`, `{port}` its port, `{staff-token}` a live administrator token.
 */
export interface FuzzRequest {
  method: string;
  /** The request-target exactly as sent: origin-form (`/a?b`), absolute-form (`http://…/a`) or `*`. */
  target: string;
  /** The Host header's value; undefined sends none. */
  host: string | undefined;
  /** Other header lines, in order (names may repeat). Framing headers come from `framing`. */
  headers: [string, string][];
  body: Uint8Array;
  framing: Framing;
  /** What the body is, for the oracles and the known-defect list (the bytes alone do not say). */
  bodyKind: BodyKind;
}

/**
 * How the body is delimited: `length` a correct Content-Length; `chunked` valid chunks;
 * `bad-chunked` broken chunk sizes or a missing last chunk; `truncated` a Content-Length larger than
 * what is sent before the client stops sending; `none` no framing header (no body is read).
 */
export type Framing = "length" | "chunked" | "bad-chunked" | "truncated" | "none";

export type BodyKind = "none" | "json" | "form" | "big-form" | "multipart" | "cut-multipart" | "bytes";

export const SELF = "{self}";
export const PORT = "{port}";
export const STAFF_TOKEN = "{staff-token}";

/** The request's path: the target up to `?`, with an absolute-form target's scheme and authority removed. */
export function pathOf(target: string): string {
  const path = target.split("?", 1)[0] ?? "";
  return path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "") || "/";
}

/** Whether the request carries the live staff token (in any Authorization header). */
export function usesStaffToken(request: FuzzRequest): boolean {
  return request.headers.some(([name, value]) => name.toLowerCase() === "authorization" && value.includes(STAFF_TOKEN));
}

/** A readable one-line form of a request, for failure messages and the figures. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string, length: number) =>
    text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;
  const headers = request.headers.map(([name, value]) => `${name}: ${cut(value, 40)}`).join(" | ");
  return `${request.method} ${cut(request.target, 160)} host=${JSON.stringify(request.host)} [${headers}] body=${request.bodyKind}/${request.body.length}B/${request.framing}`;
}
