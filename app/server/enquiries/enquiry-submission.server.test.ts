import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { memoryLimitStore, SharedLimit } from "../limits/shared-limit.server.ts";
import { listEnquiries } from "./enquiries.server.ts";
import { submitEnquiry } from "./enquiry-submission.server.ts";

const valid = {
  name: "Ravi Sharma",
  email: "ravi@sharma-autocool.example",
  phone: "+91 98111 22334",
  message: "Need 4 compressors for Creta diesel, part 97701-XXXXX.",
  language: "en",
};

const form = (fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...valid, ...fields })) data.set(key, value);
  return data;
};

const limiter = () => new SharedLimit(memoryLimitStore, { name: "enquiries", max: 5, windowMs: 10 * 60 * 1000 });

describe.each(databaseKinds)("contact form submission on %s", (kind) => {
  const database = databasePerTest(kind);

  it("stores a valid enquiry, trimmed, with its language", async () => {
    const result = await submitEnquiry(
      database.db,
      form({ name: "  Ravi Sharma ", language: "es" }),
      "203.0.113.7",
      limiter(),
    );
    expect(result).toEqual({ ok: true, name: "Ravi Sharma" });
    const stored = await listEnquiries(database.db);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, language: "es" });
    expect(Date.parse(stored[0]?.createdAt ?? "")).not.toBeNaN();
  });

  it("refuses invalid fields with one message key per field, hands back what was typed, stores nothing", async () => {
    const typed = { name: "", email: "not-an-email", phone: "12", message: "Hello" };
    const result = await submitEnquiry(database.db, form(typed), "203.0.113.8", limiter());
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        name: "contact.errorNameRequired",
        email: "contact.errorEmailInvalid",
        phone: "contact.errorPhoneInvalid",
      },
      values: typed,
    });
    expect(await listEnquiries(database.db)).toEqual([]);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const result = await submitEnquiry(
      database.db,
      form({ website: "https://spam.example" }),
      "203.0.113.9",
      limiter(),
    );
    expect(result).toEqual({ ok: true, name: "Ravi Sharma" });
    expect(await listEnquiries(database.db)).toEqual([]);
  });

  it("limits one address to 5 enquiries in 10 minutes, keeps the typed text, and leaves other addresses alone", async () => {
    const shared = limiter();
    for (let i = 0; i < 5; i += 1) {
      expect(await submitEnquiry(database.db, form(), "198.51.100.1", shared)).toMatchObject({ ok: true });
    }
    const refused = await submitEnquiry(database.db, form({ message: "Sixth" }), "198.51.100.1", shared);
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited", values: { message: "Sixth" } });
    expect(refused.ok === false && refused.reason === "rate-limited" && refused.retryAfterSeconds).toBeGreaterThan(500);
    expect(await submitEnquiry(database.db, form(), "198.51.100.2", shared)).toMatchObject({ ok: true });
    expect(await listEnquiries(database.db)).toHaveLength(6);
  });

  it("does not count invalid attempts against the limit", async () => {
    const shared = limiter();
    for (let i = 0; i < 6; i += 1) {
      await submitEnquiry(database.db, form({ email: "" }), "198.51.100.3", shared);
    }
    expect(await submitEnquiry(database.db, form(), "198.51.100.3", shared)).toMatchObject({ ok: true });
  });

  it("says it failed, keeping the typed text, when the database cannot store it, and does not count it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // The lines of enquiry lists point at enquiries: PostgreSQL drops the table only without them.
    await database.db.schema.dropTable("enquiry_lines").execute();
    await database.db.schema.dropTable("enquiries").execute();
    const shared = limiter();
    for (let i = 0; i < 6; i += 1) {
      const result = await submitEnquiry(database.db, form(), "198.51.100.4", shared);
      // Six failures in a row: each is "failed", never "rate-limited", since none was stored.
      expect(result).toMatchObject({ ok: false, reason: "failed", values: { name: "Ravi Sharma" } });
    }
    expect(error).toHaveBeenCalledTimes(6);
  });
});

describe("the fields of a JSON body", () => {
  it("are read like a form's", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const result = await submitEnquiry(
        database.db,
        { name: "Asha", email: "asha@example.in", phone: 9811122334, message: "Hi" },
        "192.0.2.1",
        limiter(),
      );
      expect(result).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { phone: "contact.errorPhoneRequired" },
      });
    } finally {
      await database.dispose();
    }
  });
});
