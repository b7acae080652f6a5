import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockWait } from "#app/server/db/sqlite-dialect.server.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "#tests/setup/test-server.ts";

const enquiry = {
  name: "Ravi Auto Works",
  email: "ravi@example.in",
  phone: "+91 98111 22233",
  message: "Need 10 Denso compressors",
};

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Whether a request has answered by the time the server has had several turns of its event loop. */
async function answeredAfterOtherRequests(pending: Promise<Response>, others: () => Promise<unknown>) {
  let answered = false;
  void pending.then(() => {
    answered = true;
  });
  await others();
  return answered;
}

// SQLite only: PostgreSQL's driver is asynchronous and waits for its locks without holding the thread.
describe("the API while an import's worker holds SQLite's write lock", () => {
  let server: TestServer;
  let holder: DatabaseSync;

  beforeEach(async () => {
    server = await startTestServer("sqlite");
    // Another connection to the same file, as the import's worker thread has, inside a write.
    holder = new DatabaseSync(server.database.location);
    holder.exec("BEGIN IMMEDIATE");
  });

  afterEach(async () => {
    if (holder.isTransaction) holder.exec("ROLLBACK");
    holder.close();
    await server.close();
  });

  it("keeps answering, and a public enquiry and a sign-in land once the lock is free", async () => {
    const sent = post(`${server.url}/api/enquiries`, enquiry);
    const signIn = post(`${server.url}/api/login`, TEST_ADMIN);
    const stillWaiting = !(await answeredAfterOtherRequests(sent, async () => {
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/products?limit=5`)).status).toBe(200);
      }
    }));
    expect(stillWaiting).toBe(true);
    holder.exec("COMMIT");
    expect((await sent).status).toBe(201);
    const { token } = (await (await signIn).json()) as { token: string };
    const listed = (await (
      await fetch(`${server.url}/api/enquiries`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      enquiries: { name: string }[];
    };
    expect(listed.enquiries.map((row) => row.name)).toEqual([enquiry.name]);
  });

  it("answers 503 with Retry-After when the lock outlasts the wait, and stores nothing", async () => {
    const budget = lockWait.budgetMs;
    lockWait.budgetMs = 50;
    try {
      const refused = await post(`${server.url}/api/enquiries`, enquiry);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Nothing was saved/);
    } finally {
      lockWait.budgetMs = budget;
    }
    holder.exec("ROLLBACK");
    const token = await server.signIn();
    const listed = (await (
      await fetch(`${server.url}/api/enquiries`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      enquiries: unknown[];
    };
    expect(listed.enquiries).toEqual([]);
  });
});
