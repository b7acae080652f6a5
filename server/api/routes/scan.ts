import { z } from "zod";
import { SCAN_LOOKUP_LIMITS, type ScanLookupAnswer } from "#app/api/scan.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { lookUpScan } from "#app/server/scan/scan-lookup.server.ts";
import { sendOk, takeApiTurn } from "../respond.ts";
import { route } from "../route.ts";

const { candidates: MAX_CANDIDATES, minLength, maxLength } = SCAN_LOOKUP_LIMITS;
const CANDIDATES_RULE = `candidates: 1 to ${MAX_CANDIDATES} numbers read off a label, separated by commas, each ${minLength} to ${maxLength} characters.`;

/** The tokens as one comma-separated parameter: a part number never holds a comma. */
const scanLookupQuery = z.strictObject({
  candidates: z
    .string()
    .max(MAX_CANDIDATES * (maxLength + 1))
    .check(noControlCharacters({ label: "The candidates" }))
    .transform((text) => [...new Set(text.split(",").map((token) => token.trim()))])
    .pipe(z.array(z.string().min(minLength).max(maxLength)).min(1).max(MAX_CANDIDATES)),
});

export const scanRoutes = [
  /**
   * What a scanned label names (issue 32, decision 147): the first of the candidates, in the order
   * sent, that is a part, OE or cross-reference number of a public product, with how it matched.
   * Read-only, two or three indexed queries per candidate: cheap alone, but anyone may call it, so
   * it has a budget per address and network (SCAN_LOOKUPS_PER_MINUTE) and a fair gate (decision 171).
   */
  route({
    method: "GET",
    path: "/scan-lookup",
    access: "public",
    cacheControl: "no-cache",
    query: scanLookupQuery,
    invalidQuery: CANDIDATES_RULE,
    handle: async ({ req, res, deps, query }) => {
      const turn = await takeApiTurn(deps.scanLookups, req, res, {
        budget: (seconds) => `Too many scan lookups from your address just now. Wait ${seconds} s and scan again.`,
        busy: (seconds) => `Scan lookups are busy just now. Try again in ${seconds} s.`,
      });
      if (!turn) return;
      const answer: ScanLookupAnswer = { hit: await lookUpScan(deps.db, query.candidates) };
      sendOk(res, answer);
    },
  }),
];
