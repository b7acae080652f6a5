import * as XLSX from "@e965/xlsx";
import { beforeEach, describe, expect, it } from "vitest";
import { saveEnquiry } from "#app/server/enquiries/enquiries.server.ts";
import { filesForm, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest, TEST_ADMIN } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

const condenser = {
  name: "Mahle Condenser for Honda City",
  partNumber: "AC 417 000S",
  brand: "Mahle",
  category: "condenser",
  description: "Parallel-flow condenser.",
  rating: 4.5,
  oeNumbers: ["80110-T9A-H01"],
  crossReferences: "",
  fits: "Honda City 2014-2020",
};

describe.each(databaseKinds)("staff back-office API on %s", (kind) => {
  const { server, call, token } = signedInServerPerTest(kind);

  const product = (json: Json) => json.product as Record<string, unknown> & { id: number };

  describe("one product at a time", () => {
    it("adds a product with every field, read back through the public list", async () => {
      const added = await call("POST", "/products", { json: condenser });
      expect(added.status).toBe(201);
      expect(product(added.json)).toMatchObject({
        name: condenser.name,
        partNumber: "AC 417 000S",
        brandSlug: "mahle-behr",
        categorySlug: "condenser",
        rating: 4.5,
        oeNumbers: ["80110-T9A-H01"],
      });
      const listed = await call("GET", "/products?q=AC417000S&limit=5", { token: null });
      expect((listed.json.products as { name: string }[]).map((p) => p.name)).toEqual([condenser.name]);
    });

    it("refuses without a token, and does nothing", async () => {
      expect((await call("POST", "/products", { json: condenser, token: null })).status).toBe(401);
      expect((await call("PATCH", "/products/1", { json: { name: "x" }, token: null })).status).toBe(401);
      expect((await call("PUT", "/products/1/image", { token: null })).status).toBe(401);
      expect((await call("DELETE", "/products/1/image", { token: null })).status).toBe(401);
      const listed = await call("GET", "/products?limit=5", { token: null });
      expect(listed.json.total).toBe(0);
    });

    it("names each faulty field with the import's own messages", async () => {
      const refused = await call("POST", "/products", {
        json: { ...condenser, name: "", brand: "Acme", rating: 7, fits: "Hyundai" },
      });
      expect(refused.status).toBe(400);
      const errors = refused.json.errors as { field: string; message: string }[];
      expect(errors.map((e) => e.field).sort()).toEqual(["brand", "fits", "name", "rating"]);
      expect(errors.find((e) => e.field === "name")?.message).toBe("Product name is missing.");
      expect(errors.find((e) => e.field === "rating")?.message).toBe("Rating 7 is outside 0 to 5.");
      expect(errors.find((e) => e.field === "brand")?.message).toMatch(/^Unknown brand "Acme"\. Use one of: /);
    });

    it("refuses an unknown field with 400 naming it, never dropping it", async () => {
      const refused = await call("POST", "/products", { json: { ...condenser, partNo: "X1" } });
      expect(refused.status).toBe(400);
      expect(refused.json.unknownFields).toEqual(["partNo"]);
      const added = product((await call("POST", "/products", { json: condenser })).json);
      const patched = await call("PATCH", `/products/${added.id}`, { json: { nmae: "Typo" } });
      expect(patched.status).toBe(400);
      expect(patched.json.error).toMatch(/^Unknown field "nmae"/);
    });

    it("answers 409 for a part number another product has, in any spelling", async () => {
      await call("POST", "/products", { json: condenser });
      const again = await call("POST", "/products", { json: { ...condenser, partNumber: "ac-417-000s" } });
      expect(again.status).toBe(409);
      expect((again.json.errors as { field: string }[])[0]?.field).toBe("partNumber");
    });

    it("edits only the fields sent (PATCH, and PUT alike), and 404s an unknown id", async () => {
      const added = product((await call("POST", "/products", { json: condenser })).json);
      const renamed = await call("PATCH", `/products/${added.id}`, { json: { name: "Mahle Condenser, Honda City" } });
      expect(renamed.status).toBe(200);
      expect(product(renamed.json)).toMatchObject({
        name: "Mahle Condenser, Honda City",
        rating: 4.5,
        brandSlug: "mahle-behr",
      });
      const put = await call("PUT", `/products/${added.id}`, { json: { rating: null } });
      expect(product(put.json).rating).toBeNull();
      expect((await call("PATCH", "/products/999999", { json: { name: "x" } })).status).toBe(404);
      const details = await call("GET", `/products/details/${added.id}`, { token: null });
      expect(product(details.json).name).toBe("Mahle Condenser, Honda City");
    });

    it("records every change by hand in the history, with who, and undoes it", async () => {
      const added = product((await call("POST", "/products", { json: condenser })).json);
      await call("PATCH", `/products/${added.id}`, { json: { name: "Renamed", partNumber: "AC 417 001S" } });
      const history = await call("GET", "/imports");
      const entries = history.json.imports as {
        id: number;
        source: string;
        username: string;
        fileName: string;
        updated: number;
      }[];
      expect(entries.map((e) => [e.source, e.username])).toEqual([
        ["product", TEST_ADMIN.username],
        ["product", TEST_ADMIN.username],
      ]);
      expect(entries[0]).toMatchObject({ fileName: "AC 417 001S · Renamed", updated: 1 });
      const undone = await call("POST", `/imports/${entries[0]?.id}/undo`);
      expect(undone.status).toBe(200);
      const back = await call("GET", `/products/details/${added.id}`, { token: null });
      expect(product(back.json)).toMatchObject({ name: condenser.name, partNumber: "AC 417 000S" });
      expect((await call("GET", "/products/details/AC417001S", { token: null })).status).toBe(404);

      await call("DELETE", "/products/delete", { json: { id: added.id } });
      const deleted = (await call("GET", "/imports")).json.imports as { id: number; deleted: number }[];
      expect(deleted[0]?.deleted).toBe(1);
      await call("POST", `/imports/${deleted[0]?.id}/undo`);
      expect((await call("GET", `/products/details/${added.id}`, { token: null })).status).toBe(200);
    });

    it("replaces the photo from a file of any name, and removes it", async () => {
      const added = product(
        (await call("POST", "/products", { json: { ...condenser, partNumber: "MSSL/RD/1234" } })).json,
      );
      const form = filesForm("image", [{ name: "IMG 2034 (final).png", data: readFixture("images/photo-007.png") }]);
      const replaced = await call("PUT", `/products/${added.id}/image`, { form });
      expect(replaced.status).toBe(200);
      expect(product(replaced.json).image).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);
      expect(String(product(replaced.json).imageSrcSet)).toContain("w, ");

      const notPhoto = filesForm("image", [{ name: "notes.txt", data: Buffer.from("hello") }]);
      const refused = await call("PUT", `/products/${added.id}/image`, { form: notPhoto });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe("Please upload only image files");

      const removed = await call("DELETE", `/products/${added.id}/image`);
      expect(removed.status).toBe(200);
      expect(product(removed.json).image).toBeNull();
    });
  });

  describe("import preview", () => {
    it("shows, for each product a sheet would update, what changes (field: old → new)", async () => {
      await call("POST", "/products", { json: condenser });
      const rows = [
        ["Product Name", "Part No.", "Brand", "Category", "Rating"],
        ["Mahle Condenser, Honda City", "AC417000S", "Mahle Behr", "Condenser", 4],
        ["New Radiator", "RD-1", "Denso", "Radiator", ""],
      ];
      const preview = await call("POST", "/upload-excel?dryRun=1", {
        form: sheetForm("changes.xlsx", xlsxOf(rows, { sheetName: "Products" })),
      });
      expect(preview.json).toMatchObject({ created: 1, updated: 1 });
      expect(preview.json.changes).toEqual([
        {
          partNumber: "AC417000S",
          brand: "Mahle Behr",
          name: "Mahle Condenser, Honda City",
          changes: [
            { field: "name", old: condenser.name, new: "Mahle Condenser, Honda City" },
            { field: "partNumber", old: "AC 417 000S", new: "AC417000S" },
            { field: "description", old: condenser.description, new: "" },
            { field: "rating", old: "4.5", new: "4" },
            { field: "oeNumbers", old: "80110-T9A-H01", new: "" },
            { field: "fits", old: "Honda City 2014-2020", new: "" },
          ],
        },
      ]);
    });
  });

  describe("enquiries", () => {
    beforeEach(async () => {
      await saveEnquiry(server.database.db, {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "+91 98765 43210",
        message: "Compressor for Creta",
        language: "en",
      } as Parameters<typeof saveEnquiry>[1]);
    });

    it("changes the status with who and when, filters by it and counts the new ones", async () => {
      const list = await call("GET", "/enquiries");
      expect(list.json.newCount).toBe(1);
      const [enquiry] = list.json.enquiries as { id: number; status: string }[];
      expect(enquiry?.status).toBe("new");
      expect(
        (await call("PATCH", `/enquiries/${enquiry?.id}`, { json: { status: "closed" }, token: null })).status,
      ).toBe(401);
      const closed = await call("PATCH", `/enquiries/${enquiry?.id}`, { json: { status: "closed" } });
      expect(closed.json.enquiry).toMatchObject({ status: "closed", statusChangedBy: TEST_ADMIN.username });
      expect((await call("GET", "/enquiries?status=new")).json.enquiries).toEqual([]);
      const onlyClosed = await call("GET", "/enquiries?status=closed");
      expect(onlyClosed.json).toMatchObject({ newCount: 0 });
      expect((onlyClosed.json.enquiries as unknown[]).length).toBe(1);
    });

    it("refuses a wrong status or an unknown field, and 404s an unknown enquiry", async () => {
      const [enquiry] = (await call("GET", "/enquiries")).json.enquiries as { id: number }[];
      expect((await call("PATCH", `/enquiries/${enquiry?.id}`, { json: { status: "done" } })).status).toBe(400);
      const extra = await call("PATCH", `/enquiries/${enquiry?.id}`, { json: { status: "closed", note: "x" } });
      expect(extra.json.error).toMatch(/^Unknown field "note"/);
      expect((await call("PATCH", "/enquiries/999999", { json: { status: "closed" } })).status).toBe(404);
      expect((await call("GET", "/enquiries?status=done")).status).toBe(400);
    });

    it("exports every enquiry as a sheet", async () => {
      const response = await fetch(`${server.url}/api/enquiries/export.xlsx`, {
        headers: { authorization: `Bearer ${token()}` },
      });
      expect(response.status).toBe(200);
      const workbook = XLSX.read(Buffer.from(await response.arrayBuffer()));
      const rows = XLSX.utils.sheet_to_json<Record<string, string>>(workbook.Sheets.Enquiries as XLSX.WorkSheet);
      expect(rows[0]).toMatchObject({ Name: "Ravi Kumar", Phone: "+91 98765 43210", Status: "new" });
      expect((await fetch(`${server.url}/api/enquiries/export.xlsx`)).status).toBe(401);
    });
  });

  describe("staff accounts", () => {
    const strong = "a long enough password";

    it("lets the first account add, reset and remove others, ending their sessions", async () => {
      expect((await call("GET", "/admins", { token: null })).status).toBe(401);
      expect(
        (await call("POST", "/admins", { json: { username: "priya", password: strong }, token: null })).status,
      ).toBe(401);
      expect((await call("DELETE", `/admins/${TEST_ADMIN.username}`, { token: null })).status).toBe(401);
      expect((await call("POST", "/admins/staff/password", { json: { password: strong }, token: null })).status).toBe(
        401,
      );
      const unknown = await call("POST", "/admins", { json: { username: "priya", password: strong, role: "owner" } });
      expect(unknown.json.error).toMatch(/^Unknown field "role"/);
      const short = await call("POST", "/admins", { json: { username: "priya", password: "short" } });
      expect(short.status).toBe(400);
      expect((short.json.errors as { field: string }[])[0]?.field).toBe("password");
      expect((await call("POST", "/admins", { json: { username: "priya", password: strong } })).status).toBe(201);
      expect((await call("POST", "/admins", { json: { username: "Priya", password: strong } })).status).toBe(409);

      const login = async (password: string) =>
        fetch(`${server.url}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "priya", password }),
        }).then(async (r) => ({ status: r.status, token: ((await r.json()) as { token?: string }).token }));
      const priya = await login(strong);
      expect(priya.status).toBe(200);
      // Not the first account: it may not manage others.
      expect(
        (await call("POST", "/admins", { json: { username: "x1234", password: strong }, token: priya.token })).status,
      ).toBe(403);
      expect((await call("DELETE", `/admins/${TEST_ADMIN.username}`, { token: priya.token })).status).toBe(403);

      expect((await call("POST", "/admins/priya/password", { json: { password: `${strong}!` } })).status).toBe(200);
      expect((await call("GET", "/admins", { token: priya.token })).status).toBe(401);
      const again = await login(`${strong}!`);
      expect((await call("DELETE", "/admins/priya")).status).toBe(200);
      expect((await call("GET", "/admins", { token: again.token })).status).toBe(401);
      expect((await call("DELETE", `/admins/${TEST_ADMIN.username}`)).status).toBe(403);
      const list = await call("GET", "/admins");
      expect(list.json.admins).toEqual([expect.objectContaining({ username: TEST_ADMIN.username, owner: true })]);
    });

    it("changes its own password only with the old one", async () => {
      const wrong = await call("POST", `/admins/${TEST_ADMIN.username}/password`, {
        json: { oldPassword: "not it at all", password: strong },
      });
      expect(wrong.status).toBe(400);
      expect((wrong.json.errors as { field: string }[])[0]?.field).toBe("oldPassword");
      const right = await call("POST", `/admins/${TEST_ADMIN.username}/password`, {
        json: { oldPassword: TEST_ADMIN.password, password: strong },
      });
      expect(right.status).toBe(200);
      expect((await call("GET", "/admins")).status).toBe(401);
    });
  });
});
