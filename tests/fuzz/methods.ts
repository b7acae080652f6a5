import fc from "fast-check";

/** Methods as clients send them: mostly the ones the site takes, some it refuses, some no parser knows. */
export const methodArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constant("GET") },
  { weight: 5, arbitrary: fc.constant("POST") },
  { weight: 4, arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  { weight: 1, arbitrary: fc.constantFrom("TRACE", "CONNECT", "PROPFIND", "MKCOL", "SEARCH", "QUERY") },
  { weight: 1, arbitrary: fc.constantFrom("BREW", "get", "G ET", "GET\u0000", "") },
);
