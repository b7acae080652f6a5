import { describe, expect, it } from "vitest";
import { type CallInput, endpointRequest } from "./endpoints.ts";

describe("the staff calls' table (decision 192)", () => {
  it("fills a path's parts, each encoded, and says which one is missing", () => {
    expect(endpointRequest("PATCH /enquiries/:id", { id: 12 })).toEqual({ method: "PATCH", path: "/enquiries/12" });
    expect(endpointRequest("GET /products/details/:idOrPartNumber", { idOrPartNumber: "DN 44/7" })).toEqual({
      method: "GET",
      path: "/products/details/DN%2044%2F7",
    });
    expect(endpointRequest("GET /enquiries", undefined)).toEqual({ method: "GET", path: "/enquiries" });
    expect(() => endpointRequest("DELETE /admins/:username", {})).toThrow(/:username/);
  });

  it("types each call's input from the server's schemas", () => {
    // The compiler is the test here: each line below the marks must fail to compile (npm run typecheck).
    const valid: CallInput<"PATCH /enquiries/:id">[] = [{ params: { id: 3 }, json: { status: "closed" } }];
    // @ts-expect-error a status the server's enum refuses
    valid.push({ params: { id: 3 }, json: { status: "archived" } });
    // @ts-expect-error the enquiry's id is part of the path
    valid.push({ json: { status: "new" } });
    const quote: CallInput<"PUT /enquiries/:id/quote"> = {
      params: { id: 1 },
      json: { lines: [{ price: 10, availability: "in-stock" }], validityDays: 7 },
    };
    // @ts-expect-error a line's availability is one of the three the schema names
    quote.json.lines.push({ price: 10, availability: "tomorrow" });
    const report: CallInput<"GET /demand"> = { query: { days: 30 } };
    // @ts-expect-error the report's window is 7, 30 or 90 days
    report.query = { days: 14 };
    expect(valid).toHaveLength(3);
  });
});
