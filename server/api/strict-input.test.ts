import { describe, expect, it } from "vitest";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";
import { apiRoutes } from "./router.ts";

describe.each(databaseKinds)("JSON API, enquiries and strict input, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("enquiries", () => {
    it("stores a valid enquiry, explains invalid fields, drops bot posts, and lists them for staff only", async () => {
      const valid = {
        name: "Ravi Auto Works",
        email: "ravi@example.in",
        phone: "+91 98111 22233",
        message: "Need 10 Denso compressors",
      };
      expect((await call("POST", "/api/enquiries", { json: valid })).status).toBe(201);
      const invalid = await call("POST", "/api/enquiries", { json: { name: "", email: "nope", phone: "12" } });
      expect(invalid.status).toBe(400);
      const fields = invalid.json.fields as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual(["email", "name", "phone"]);
      for (const message of Object.values(fields)) expect(message).not.toMatch(/^contact\./);
      expect(
        (await call("POST", "/api/enquiries", { json: { ...valid, website: "http://spam.example" } })).status,
      ).toBe(201);
      expect((await call("GET", "/api/enquiries")).status).toBe(401);
      const token = await server.signIn();
      const listed = await call("GET", "/api/enquiries", { token });
      expect((listed.json.enquiries as Json[]).map((e) => e.name)).toEqual(["Ravi Auto Works"]);
      expect((await call("GET", "/api/subscribers", { token })).json.subscribers).toEqual([]);
    });
  });

  describe("strict input", () => {
    const named = (answer: { status: number; json: Json }, field: string) => {
      expect(answer.status).toBe(400);
      expect(answer.json.success).toBe(false);
      expect(answer.json.error).toContain(`"${field}"`);
    };

    it("refuses an enquiry whose text is in a field it does not know, and stores nothing", async () => {
      const answer = await call("POST", "/api/enquiries", {
        json: {
          name: "Ravi Auto Works",
          email: "ravi@example.in",
          phone: "+91 98111 22233",
          enquiry: "10 compressors",
        },
      });
      named(answer, "enquiry");
      const token = await server.signIn();
      expect((await call("GET", "/api/enquiries", { token })).json.enquiries).toEqual([]);
    });

    it("names an unknown field of every call's query string, signed in or not", async () => {
      const token = await server.signIn();
      for (const { method, path } of apiRoutes) {
        const concrete = path.replace("*idOrPartNumber", "1").replace(":id", "1");
        named(await call(method, `/api${concrete}?colour=red`, { token }), "colour");
      }
      named(await call("GET", "/proxy/api/products?limit=5&colour=red"), "colour");
    });

    it("names unknown fields of JSON bodies and upload forms, and changes nothing", async () => {
      named(
        await call("POST", "/api/login", { json: { username: "staff", password: "x", remember: true } }),
        "remember",
      );
      const token = await server.signIn();
      named(await call("POST", "/api/logout", { token, json: { everywhere: true } }), "everywhere");
      expect((await call("GET", "/api/imports", { token })).status).toBe(200);
      const before = await countProducts(server.database.db);
      named(await call("DELETE", "/api/products/delete", { token, json: { id: 1, confirm: true } }), "confirm");
      named(await call("POST", "/api/imports/1/undo", { token, json: { force: true } }), "force");
      const form = sheetForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx"));
      form.append("replaceAll", "1");
      named(await call("POST", "/api/upload-excel", { token, form }), "replaceAll");
      expect(await countProducts(server.database.db)).toBe(before);
      const both = await call("GET", "/api/products?limit=1&colour=red&size=big");
      expect(both.json.error).toContain('"colour", "size"');
    });
  });

  it("refuses a JSON body over its limit with 413", async () => {
    const answer = await call("POST", "/api/login", {
      json: { username: "staff", password: "x".repeat(20 * 1024) },
    });
    expect(answer.status).toBe(413);
  });
});
