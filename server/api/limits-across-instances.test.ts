import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startSecondInstance, startTestServer, TEST_ADMIN, type TestServer } from "#tests/setup/test-server.ts";

const enquiry = {
  name: "Ravi Sharma",
  email: "ravi@sharma-autocool.example",
  phone: "+91 98111 22334",
  message: "Need 4 compressors for Creta diesel.",
  language: "en",
};
const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

// Two instances of the app on one PostgreSQL database, each with its own pools and limiters: two
// processes, as on two machines. Every limit is counted once for both (decision 197).
describe.skipIf(!databaseKinds.includes("postgres"))("limits held across two processes", () => {
  let first: TestServer;
  let second: TestServer;
  // A small budget of whole lists, so a slow machine spends it well within its minute.
  const env = { WHOLE_LISTS_PER_MINUTE: "4" };
  beforeEach(async () => {
    first = await startTestServer("postgres", { env });
    second = await startSecondInstance(first, env);
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });
  const instances = () => [apiClient(() => first.url), apiClient(() => second.url)] as const;

  it("refuses the 6th wrong password through either process, and the right one from that address", async () => {
    const [one, two] = instances();
    const signIn = (call: typeof one, password: string) =>
      call("POST", "/api/login", { json: { username: TEST_ADMIN.username, password } });
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? two : one, `guess-${i}`)).status).toBe(401);
    const sixth = await signIn(two, "guess-5");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(one, TEST_ADMIN.password)).status).toBe(429);
  }, 120_000);

  it("takes 5 enquiries from one address in 10 minutes whichever process they reach", async () => {
    const [one, two] = instances();
    for (let i = 0; i < 5; i++)
      expect((await (i % 2 ? two : one)("POST", "/api/enquiries", { json: enquiry })).status).toBe(201);
    const sixth = await one("POST", "/api/enquiries", { json: enquiry });
    expect(sixth.status).toBe(429);
    expect((await two("POST", "/api/enquiry-lists", { json: { ...enquiry, lines: [] } })).status).toBe(429);
    expect(await first.database.db.selectFrom("enquiries").select("id").execute()).toHaveLength(5);
  });

  it("spends one budget of whole lists (WHOLE_LISTS_PER_MINUTE) from both processes", async () => {
    const [one, two] = instances();
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? two : one)("GET", "/api/products")).status).toBe(200);
    const refused = await two("GET", "/api/products");
    expect(refused.status).toBe(429);
    expect((await one("GET", "/api/products")).status).toBe(429);
  }, 120_000);

  it("lets one address add at most the daily cap (3) to a count of demand, whichever process counted it", async () => {
    const search = { event: "search", subject: "sd7v16", language: "en", detail: "words", results: 0 } as const;
    const buyer = { address: "203.0.113.7", userAgent: browser };
    for (let i = 0; i < 3; i++) first.demand.count([search], buyer);
    for (let i = 0; i < 3; i++) second.demand.count([search], buyer);
    await first.demand.flush();
    await second.demand.flush();
    const rows = await first.database.db.selectFrom("demand_counts").select(["subject", "hits"]).execute();
    expect(rows).toEqual([{ subject: "sd7v16", hits: 3 }]);
  });
});
