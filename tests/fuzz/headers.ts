import fc from "fast-check";
import { PORT, SELF, STAFF_TOKEN } from "./fuzz-request.ts";

/**
 * Host values: the server's own name most of the time (so requests reach the pages), else names it
 * must refuse and values no URL parser accepts (issue 24, item 5). undefined sends no Host at all.
 */
export const hostArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(SELF) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      `localhost:${PORT}`,
      "127.0.0.1",
      `[::1]:${PORT}`,
      "LOCALHOST",
      `shop.localhost:${PORT}`,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "x:99999",
      "[::1",
      "localhost:abc",
      "attacker.example",
      `127.0.0.1:${PORT}, attacker.example`,
      "a".repeat(300),
      "%00",
      "local host",
      undefined,
    ),
  },
);

/** Authorization: none, the live staff token (so staff calls run), or tokens and schemes that must fail. */
export const authorizationArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.constantFrom(`Bearer ${STAFF_TOKEN}`, `bearer ${STAFF_TOKEN}`) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(
        "Bearer",
        "Bearer x",
        "Basic Zm9vOmJhcg==",
        `Bearer ${STAFF_TOKEN}x`,
        `Bearer  ${STAFF_TOKEN} junk`,
      ),
      fc.base64String({ minLength: 20, maxLength: 80 }).map((token) => `Bearer ${token}`),
    ),
  },
);

/** Headers a browser, a bot, a proxy or an attacker adds; each request takes a few. */
const extraHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom<[string, string]>(
      ["Accept-Encoding", "br;q=x, gzip, gzip, zstd"],
      ["Accept-Encoding", "*;q=0"],
      ["Accept-Encoding", "br"],
      ["Accept-Language", "es-ES,es;q=0.9"],
      ["Accept", "application/json"],
      ["Accept", "text/x-component"],
      ["Range", "bytes=5-1"],
      ["Range", "bytes=0-0,0-0,0-0"],
      ["If-None-Match", "*"],
      ["If-Modified-Since", "yesterday"],
      ["X-Forwarded-For", "1.2.3.4, ::1"],
      ["X-Forwarded-Host", "attacker.example:8443"],
      ["X-Forwarded-Proto", "gopher"],
      ["Origin", "https://attacker.example"],
      ["User-Agent", "Googlebot/2.1"],
      ["Expect", "100-continue"],
      ["Content-Encoding", "gzip"],
      ["Cookie", "visitor=1"],
      ["Cookie", "__session=%; a"],
      ["X-Remix-Response", "yes"],
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom("Cookie", "X-Custom", "Referer", "User-Agent"), fc.string({ maxLength: 200 }))
      .map(
        // Header values are latin1 on the wire; a line break would start a new header on purpose elsewhere.
        ([name, value]) => [name, value.replace(/[\r\n]/g, " ")] as [string, string],
      ),
  },
  // Near and over Node's 16 KB limit on a request's head.
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1000, max: 20_000 })
      .map((length) => ["X-Long", "v".repeat(length)] as [string, string]),
  },
);

export const extraHeadersArbitrary = fc.array(extraHeader, { maxLength: 3 });
