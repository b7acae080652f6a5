import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { removeAdmin } from "#app/server/auth/admins.server.ts";
import { hashParameters } from "#app/server/auth/password.server.ts";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { photosForm, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest, TEST_ADMIN } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, sign-in and sessions, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("sign-in", () => {
    it("gives a new random token at each sign-in and stores only its hash", async () => {
      const first = await call("POST", "/api/login", { json: TEST_ADMIN });
      const second = await call("POST", "/proxy/api/login", { json: TEST_ADMIN });
      expect(first.json.success).toBe(true);
      const token = first.json.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.json.token).not.toBe(token);
      const stored = await server.database.db.selectFrom("admin_sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
      expect(stored).toHaveLength(2);
    });

    it("answers a wrong password and an unknown user alike", async () => {
      const wrong = await call("POST", "/api/login", { json: { username: "staff", password: "nope" } });
      const unknown = await call("POST", "/api/login", { json: { username: "ghost", password: "nope" } });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ success: false, error: "Invalid username or password" });
      }
      expect((await call("POST", "/api/login", { json: { username: "staff" } })).status).toBe(400);
    });

    it("stores passwords as scrypt at the ASVS minimums", async () => {
      const { password_hash } = await server.database.db
        .selectFrom("admins")
        .select("password_hash")
        .executeTakeFirstOrThrow();
      expect(password_hash).not.toContain(TEST_ADMIN.password);
      const params = hashParameters(password_hash);
      expect(params.algorithm).toBe("scrypt");
      expect(2 ** params.log2n).toBeGreaterThanOrEqual(2 ** 17);
      expect(params.r).toBe(8);
      expect(params.p).toBe(1);
    });

    it("throttles repeated failures with 429 and Retry-After; a forged X-Forwarded-For changes nothing", async () => {
      for (let i = 0; i < 5; i++) {
        const answer = await call("POST", "/api/login", {
          json: { username: "staff", password: `guess-${i}` },
          headers: { "x-forwarded-for": `203.0.113.${i}` },
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await call("POST", "/api/login", {
        json: TEST_ADMIN,
        headers: { "x-forwarded-for": "198.51.100.7" },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.json.error).toMatch(/Too many failed sign-in attempts/);
    });

    it("counts guesses sent all at once before their password checks end", async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call("POST", "/api/login", { json: { username: "burst", password: `guess-${i}` } }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      for (const answer of answers.filter((each) => each.status === 429)) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    });
  });

  describe("administrator calls", () => {
    const adminCalls: [string, string, () => { json?: unknown; form?: FormData }][] = [
      [
        "POST",
        "/api/upload-excel",
        () => ({ form: sheetForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")) }),
      ],
      [
        "POST",
        "/proxy/api/upload-images",
        () => ({ form: photosForm([{ name: "33740.png", data: readFixture("images", "33740.png") }]) }),
      ],
      ["DELETE", "/api/products/delete", () => ({ json: { id: 1 } })],
      ["GET", "/api/products/export.xlsx", () => ({})],
      ["GET", "/api/products/template.xlsx", () => ({})],
      ["POST", "/api/logout", () => ({})],
      ["GET", "/api/imports", () => ({})],
      ["POST", "/api/imports/1/undo", () => ({})],
    ];

    async function expectNothingChanged(before: number) {
      expect(await countProducts(server.database.db)).toBe(before);
      expect(readdirSync(server.mediaDir)).toEqual([]);
    }

    it("refuse without a valid, unexpired, unrevoked token and change nothing", async () => {
      const token = await server.signIn();
      await upsertProducts(server.database.db, [
        {
          name: "Kept",
          partNumber: "KEEP-1",
          brandSlug: "denso",
          categorySlug: "compressor",
          description: "",
          image: null,
          rating: null,
        },
      ]);
      const expired = await server.signIn();
      await server.database.db
        .updateTable("admin_sessions")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("token_hash", "=", (await import("#app/server/auth/sessions.server.ts")).hashToken(expired))
        .execute();
      const idle = await server.signIn();
      await server.database.db
        .updateTable("admin_sessions")
        .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
        .where("token_hash", "=", (await import("#app/server/auth/sessions.server.ts")).hashToken(idle))
        .execute();
      const loggedOut = await server.signIn();
      expect((await call("POST", "/api/logout", { token: loggedOut })).json.success).toBe(true);

      for (const [method, path, options] of adminCalls) {
        for (const badToken of [undefined, "not-a-real-token-at-all-0123456789", expired, idle, loggedOut]) {
          const answer = await call(method, path, { ...options(), token: badToken });
          expect(answer.status, `${method} ${path} with ${badToken ? "a bad token" : "no token"}`).toBe(401);
          expect(answer.json.success).toBe(false);
          expect(answer.json.error).toEqual(expect.any(String));
          await expectNothingChanged(1);
        }
      }
      // The live token still works after all that.
      expect((await call("GET", "/api/products/template.xlsx", { token })).status).toBe(200);
    });

    it("removing an administrator ends its sessions", async () => {
      const token = await server.signIn();
      await removeAdmin(server.database.db, TEST_ADMIN.username);
      expect((await call("GET", "/api/products/template.xlsx", { token })).status).toBe(401);
    });
  });
});
