import { describe, expect, it } from "vitest";
import { importProducts } from "#app/server/import/import-service.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { importFixture, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest, TEST_ADMIN } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, import history and undo, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("import history and undo", () => {
    /** Every products row, every column, in id order. */
    const snapshot = () => server.database.db.selectFrom("products").selectAll().orderBy("id").execute();

    async function imports(token: string) {
      const answer = await call("GET", "/api/imports", { token });
      expect(answer.status).toBe(200);
      return answer.json.imports as Json[];
    }

    it("lists committed imports newest first and undoes one to the exact catalogue before", async () => {
      const token = await server.signIn();
      await upsertProducts(server.database.db, [
        {
          name: "Changed by the sheet",
          partNumber: "AC 417 000S",
          // The sheet's brand: (brand, part number) is the product the sheet updates (decision 089).
          brandSlug: "mahle-behr",
          categorySlug: "compressor",
          description: "Before the import.",
          image: null,
          rating: 1,
        },
        {
          name: "Not in the sheet",
          partNumber: "KEEP-1",
          brandSlug: "denso",
          categorySlug: "compressor",
          description: "",
          image: null,
          rating: null,
        },
      ]);
      const before = await snapshot();
      await call("POST", "/api/upload-excel?dryRun=1", {
        token,
        form: sheetForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")),
      });
      expect(await imports(token)).toEqual([]);

      expect((await importFixture(call, token)).json).toMatchObject({ created: 299, updated: 1 });
      const [entry] = await imports(token);
      expect(entry).toMatchObject({
        id: expect.any(Number),
        createdAt: expect.any(String),
        username: TEST_ADMIN.username,
        fileName: "catalogue-300.xlsx",
        replaceAll: false,
        created: 299,
        updated: 1,
        unchanged: 0,
        undoneAt: null,
        undoneBy: null,
        blockedBy: null,
      });

      const undo = await call("POST", `/api/imports/${entry?.id}/undo`, { token });
      expect(undo.status).toBe(200);
      expect(undo.json).toMatchObject({ success: true, removed: 299, restored: 1 });
      expect(await snapshot()).toEqual(before);
      expect((await imports(token))[0]).toMatchObject({ undoneAt: expect.any(String), undoneBy: TEST_ADMIN.username });

      const again = await call("POST", `/api/imports/${entry?.id}/undo`, { token });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ success: false, reason: "already-undone" });
      expect(again.json.error).toMatch(/already undone/);
      expect(await snapshot()).toEqual(before);
    });

    it("refuses to undo an older import that a later one touched, naming the later one", async () => {
      const token = await server.signIn();
      await importFixture(call, token);
      // A product added outside imports belongs to neither import and stays through both undos.
      await upsertProducts(server.database.db, [
        {
          name: "Made later",
          partNumber: "LATER-1",
          brandSlug: "denso",
          categorySlug: "compressor",
          description: "",
          image: null,
          rating: null,
        },
      ]);
      const [first] = await imports(token);
      // A later import by someone else changes one of the first import's products.
      const changed = (await call("GET", "/api/products/details/33740")).json.product as Json;
      await importProducts(
        server.database.db,
        [
          {
            name: String(changed.name),
            partNumber: "33740",
            brandSlug: String(changed.brandSlug),
            categorySlug: String(changed.categorySlug),
            description: "Changed by the second sheet.",
            image: null,
            rating: null,
          },
        ],
        { author: { adminId: null, username: "someone-else", fileName: "second.xlsx" } },
      );
      const [second] = await imports(token);
      const before = await snapshot();

      const refused = await call("POST", `/api/imports/${first?.id}/undo`, { token });
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({
        success: false,
        reason: "blocked",
        blockedBy: { id: second?.id, products: 1 },
      });
      expect(refused.json.error).toMatch(
        new RegExp(
          `^Import #${second?.id} of \\d{4}-\\d{2}-\\d{2} changed 1 of these products later; undo it first\\.$`,
        ),
      );
      expect(await snapshot()).toEqual(before);
      expect((await imports(token)).map((item) => (item.blockedBy as Json | null)?.id ?? null)).toEqual([
        null,
        second?.id,
      ]);

      expect((await call("POST", `/api/imports/${second?.id}/undo`, { token })).json).toMatchObject({ restored: 1 });
      expect((await call("POST", `/api/imports/${first?.id}/undo`, { token })).json).toMatchObject({ removed: 300 });
      expect((await snapshot()).map((row) => row.part_key)).toEqual(["LATER1"]);
    });

    it("answers an unknown or malformed import with 404, and a bad page with 400", async () => {
      const token = await server.signIn();
      for (const id of ["999", "abc", "0", "-1", "99999999999"]) {
        const answer = await call("POST", `/api/imports/${id}/undo`, { token });
        expect(answer.status, id).toBe(404);
        expect(answer.json).toMatchObject({ success: false, error: "Import not found." });
      }
      expect((await call("GET", "/api/imports?limit=0", { token })).status).toBe(400);
      expect((await call("GET", "/api/imports?limit=2&offset=0", { token })).json).toMatchObject({
        imports: [],
        total: 0,
      });
    });
  });
});
