import { readdirSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeAdmin } from "#app/server/auth/admins.server.ts";
import { hashParameters } from "#app/server/auth/password.server.ts";
import { importProducts } from "#app/server/import/import-service.server.ts";
import { countProducts } from "#app/server/product-queries.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { fixturePath, readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "#tests/setup/test-server.ts";
import { apiRoutes } from "./router.ts";

type Json = Record<string, unknown> & { success: boolean; error?: string };

describe.each(databaseKinds)("JSON API on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  async function call(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let json: Json = { success: false };
    try {
      json = JSON.parse(text) as Json;
    } catch {}
    return { status: response.status, headers: response.headers, json, text };
  }

  const excelForm = (name: string, data: Buffer, field = "excel") => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)]), name);
    return form;
  };

  const imagesForm = (files: { name: string; data: Buffer }[]) => {
    const form = new FormData();
    for (const file of files) form.append("images[]", new Blob([new Uint8Array(file.data)]), file.name);
    return form;
  };

  async function importFixture(token: string, name = "catalogue-300.xlsx") {
    return call("POST", "/api/upload-excel", { token, form: excelForm(name, readFixture(name)) });
  }

  describe("products", () => {
    beforeEach(async () => {
      await upsertProducts(server.database.db, [
        {
          name: "Mahle Condenser for Honda City",
          partNumber: "AC 417 000S",
          brandSlug: "mahle-behr",
          categorySlug: "condenser",
          description: "Parallel-flow condenser.",
          image: null,
          rating: 4.5,
          oeNumbers: "80110-T9A-H01",
          fits: "Honda City 2014-2020",
        },
        {
          name: "Motherson Radiator for Swift",
          partNumber: "MSSL/RD/1234",
          brandSlug: "motherson",
          categorySlug: "radiator",
          description: "",
          image: null,
          rating: null,
        },
        {
          name: "Mahle Expansion Valve for Seltos",
          partNumber: "AVE 100 000S",
          brandSlug: "mahle-behr",
          categorySlug: "expansion-valves",
          description: "",
          image: null,
          rating: 4,
          crossReferences: "SEV-4521",
          fits: "Kia Seltos 2019-; Hyundai Creta 2020-",
        },
      ]);
    });

    it("lists all products, with the spec's fields, at /api and /proxy/api", async () => {
      for (const prefix of ["/api", "/proxy/api"]) {
        const { status, json } = await call("GET", `${prefix}/products`);
        expect(status).toBe(200);
        expect(json.success).toBe(true);
        expect(json.total).toBe(3);
        expect(json.products).toHaveLength(3);
        expect((json.products as Json[])[0]).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          partNumber: expect.any(String),
          brand: expect.any(String),
          category: expect.any(String),
        });
      }
    });

    it("filters by brand and category through names, slugs and aliases, any case", async () => {
      for (const brand of ["mahle", "mahle-behr", "Mahle Behr", "MAHLE"]) {
        const { json } = await call("GET", `/api/products?brand=${encodeURIComponent(brand)}`);
        expect(json.total).toBe(2);
      }
      const { json } = await call("GET", "/api/products?category=Expansion%20Valve");
      expect((json.products as Json[]).map((p) => p.partNumber)).toEqual(["AVE 100 000S"]);
      expect((await call("GET", "/api/products?brand=bosch")).json.total).toBe(0);
    });

    it("searches part numbers ignoring case, spaces and punctuation, and pages", async () => {
      expect(((await call("GET", "/api/products?q=ac417000s")).json.products as Json[])[0]?.partNumber).toBe(
        "AC 417 000S",
      );
      const page = await call("GET", "/api/products?limit=1&offset=1");
      expect(page.json.total).toBe(3);
      expect(page.json.products).toHaveLength(1);
      expect((await call("GET", "/api/products?limit=0")).status).toBe(400);
    });

    it("answers whole lists to one address 30 times a minute by default, and pages always", async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        expect((await call("GET", attempt % 2 ? "/api/products" : "/proxy/api/products?brand=motherson")).status).toBe(
          200,
        );
      }
      const refused = await call("GET", "/api/products");
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(
        /^Too many whole lists asked for just now\. Wait \d+ s, or ask for pages with limit and offset\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await call("GET", "/api/products?limit=1000");
      expect(page.status).toBe(200);
      expect(page.json.total).toBe(3);
    });

    it("finds a product by an OE number or cross reference typed any way, saying which matched", async () => {
      const { json } = await call("GET", `/api/products?q=${encodeURIComponent("80110 t9a h01")}`);
      expect(json.total).toBe(1);
      expect((json.products as Json[])[0]).toMatchObject({
        partNumber: "AC 417 000S",
        oeNumbers: ["80110-T9A-H01"],
        crossReferences: [],
        fits: [{ makeSlug: "honda", make: "Honda", model: "City", yearFrom: 2014, yearTo: 2020 }],
        matched: { kind: "oe", number: "80110-T9A-H01" },
      });
      const xref = await call("GET", "/api/products?q=sev4521");
      expect((xref.json.products as Json[]).map((p) => [p.partNumber, p.matched])).toEqual([
        ["AVE 100 000S", { kind: "xref", number: "SEV-4521" }],
      ]);
      expect(((await call("GET", "/api/products?q=ac417000s")).json.products as Json[])[0]).not.toHaveProperty(
        "matched",
      );
    });

    it("narrows to the parts that fit a vehicle, with the other filters", async () => {
      const partsFor = async (query: string) =>
        ((await call("GET", `/api/products?${query}`)).json.products as Json[]).map((p) => p.partNumber);
      expect(await partsFor("make=kia")).toEqual(["AVE 100 000S"]);
      expect(await partsFor("make=Honda&model=city&year=2016")).toEqual(["AC 417 000S"]);
      expect(await partsFor("make=honda&model=city&year=2021")).toEqual([]);
      expect(await partsFor("make=hyundai&model=creta&brand=mahle&category=expansion-valve")).toEqual(["AVE 100 000S"]);
      expect(await partsFor("make=hyundai&brand=motherson")).toEqual([]);
      expect(await partsFor("make=bosch")).toEqual([]);
      expect((await call("GET", "/api/products?make=kia&year=soon")).status).toBe(400);
    });

    it("gives one product by id or by part number, slashes encoded or not", async () => {
      const { json } = await call("GET", `/api/products/details/${encodeURIComponent("MSSL/RD/1234")}`);
      expect(json.success).toBe(true);
      const product = json.product as Json;
      expect(product.partNumber).toBe("MSSL/RD/1234");
      expect((await call("GET", "/api/products/details/MSSL/RD/1234")).json.success).toBe(true);
      expect(((await call("GET", `/proxy/api/products/details/${product.id}`)).json.product as Json).name).toBe(
        "Motherson Radiator for Swift",
      );
      const missing = await call("GET", "/api/products/details/NOPE-404");
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, error: "Product not found" });
    });

    it("answers unknown API paths with JSON 404", async () => {
      const { status, json } = await call("GET", "/api/nothing-here");
      expect(status).toBe(404);
      expect(json.success).toBe(false);
    });
  });

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
        () => ({ form: excelForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")) }),
      ],
      [
        "POST",
        "/proxy/api/upload-images",
        () => ({ form: imagesForm([{ name: "33740.png", data: readFixture("images", "33740.png") }]) }),
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

  describe("spreadsheet import", () => {
    it("imports the 300-row .xlsx, then the same rows as .xls change nothing", async () => {
      const token = await server.signIn();
      const first = await importFixture(token);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        success: true,
        message: "Successfully uploaded products",
        created: 300,
        updated: 0,
        unchanged: 0,
      });
      const again = await importFixture(token, "catalogue-300.xls");
      expect(again.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 300 });
      const digits = await call("GET", "/api/products/details/33740");
      expect((digits.json.product as Json).partNumber).toBe("33740");
    });

    it("previews without writing when asked for a dry run", async () => {
      const token = await server.signIn();
      const preview = await call("POST", "/api/upload-excel?dryRun=1", {
        token,
        form: excelForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")),
      });
      expect(preview.json).toMatchObject({ success: true, dryRun: true, created: 300 });
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("refuses a sheet with faults, names each by row and column, and writes nothing", async () => {
      const token = await server.signIn();
      const answer = await importFixture(token, "catalogue-with-errors.xlsx");
      expect(answer.status).toBe(400);
      expect(answer.json.success).toBe(false);
      const errors = answer.json.errors as { row: number; column: string; message: string }[];
      expect(errors.map((e) => e.row).sort((a, b) => a - b)).toEqual([3, 5, 7, 9, 11]);
      for (const error of errors) {
        expect(error.column).toEqual(expect.any(String));
        expect(error.message).toEqual(expect.any(String));
      }
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("refuses files that are not spreadsheets, damaged or missing, changing nothing", async () => {
      const token = await server.signIn();
      for (const name of ["not-a-spreadsheet.xlsx", "text-renamed.jpg"]) {
        const answer = await call("POST", "/api/upload-excel", {
          token,
          form: excelForm(name, readFixture("bad", name)),
        });
        expect(answer.status).toBe(400);
        expect(answer.json.error).toBe(
          "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
        );
      }
      const truncated = await call("POST", "/api/upload-excel", {
        token,
        form: excelForm("truncated.xlsx", readFixture("bad", "truncated.xlsx")),
      });
      expect(truncated.status).toBe(400);
      expect(truncated.json.error).toEqual(expect.any(String));
      const none = await call("POST", "/api/upload-excel", { token, form: new FormData() });
      expect(none.json).toEqual({ success: false, error: "Please select an Excel file" });
      const tooBig = await call("POST", "/api/upload-excel", {
        token,
        form: excelForm("huge.xlsx", Buffer.alloc(20 * 1024 * 1024 + 1)),
      });
      expect(tooBig.status).toBe(413);
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("exports the catalogue in the import format; importing it back changes nothing", async () => {
      const token = await server.signIn();
      await importFixture(token);
      const exported = await fetch(`${server.url}/api/products/export.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(exported.headers.get("content-type")).toContain("spreadsheetml");
      const data = Buffer.from(await exported.arrayBuffer());
      const reimport = await call("POST", "/api/upload-excel", { token, form: excelForm("export.xlsx", data) });
      expect(reimport.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 300 });
      const template = await fetch(`${server.url}/api/products/template.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const templateImport = await call("POST", "/api/upload-excel?dryRun=1", {
        token,
        form: excelForm("template.xlsx", Buffer.from(await template.arrayBuffer())),
      });
      expect(templateImport.json).toMatchObject({ success: true, rows: 1 });
    });

    it("imports OE numbers, cross references and fitment, exports them, and takes the export back unchanged", async () => {
      const token = await server.signIn();
      const rows = [
        ["Product Name", "Part No.", "Brand", "Category", "OE No.", "Cross Ref", "Fitment"],
        [
          "Hanon Compressor",
          "97701-F0LWT",
          "Hanon",
          "Compressor",
          "97701-2S000\n97701 2S010",
          "",
          "hyundai creta 2015-2020",
        ],
        ["Denso Condenser", "447260-5555", "Denso", "Condenser", "", "SBR CD1234", "Maruti Swift 2018-; VW Polo"],
      ];
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Catalogue");
      const sheet = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
      expect(
        (await call("POST", "/api/upload-excel", { token, form: excelForm("fits.xlsx", sheet) })).json,
      ).toMatchObject({ success: true, created: 2 });
      expect(
        ((await call("GET", "/api/products?make=volkswagen&model=polo")).json.products as Json[])[0],
      ).toMatchObject({
        partNumber: "447260-5555",
        crossReferences: ["SBR CD1234"],
      });
      const exported = await fetch(`${server.url}/api/products/export.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const data = Buffer.from(await exported.arrayBuffer());
      const cells = XLSX.utils.sheet_to_json<Record<string, string>>(
        XLSX.read(data, { type: "buffer" }).Sheets.Catalogue as XLSX.WorkSheet,
      );
      expect(cells.find((row) => row["Part No."] === "97701-F0LWT")).toMatchObject({
        "OE Numbers": "97701-2S000; 97701 2S010",
        Fits: "Hyundai creta 2015-2020",
      });
      expect(cells.find((row) => row["Part No."] === "447260-5555")).toMatchObject({
        "Cross References": "SBR CD1234",
        Fits: "Maruti Suzuki Swift 2018-; Volkswagen Polo",
      });
      const reimport = await call("POST", "/api/upload-excel", { token, form: excelForm("export.xlsx", data) });
      expect(reimport.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 2 });
    });
  });

  describe("images and delete", () => {
    it("attaches every fixture photo to its product and serves WebP renditions safely", async () => {
      const token = await server.signIn();
      await importFixture(token);
      const names = readdirSync(fixturePath("images"));
      const answer = await call("POST", "/api/upload-images", {
        token,
        form: imagesForm(names.map((name) => ({ name, data: readFixture("images", name) }))),
      });
      expect(answer.status).toBe(200);
      expect(answer.json.message).toBe("Successfully uploaded images");
      expect(answer.json.matched).toHaveLength(12);
      expect(answer.json.unmatched).toEqual([]);

      const product = (await call("GET", `/api/products/details/${encodeURIComponent("AC 417 000S")}`)).json
        .product as Json;
      expect(product.image).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);
      const media = await fetch(`${server.url}${product.image}`);
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      expect(media.headers.get("x-content-type-options")).toBe("nosniff");
      expect(media.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`${server.url}/media/originals`)).status).toBe(404);
    });

    it("refuses files that are not photos and keeps the library as it was", async () => {
      const token = await server.signIn();
      for (const name of ["script.svg", "text-renamed.jpg", "40000x40000.png"]) {
        const answer = await call("POST", "/api/upload-images", {
          token,
          form: imagesForm([
            { name: "33740.png", data: readFixture("images", "33740.png") },
            { name, data: readFixture("bad", name) },
          ]),
        });
        expect(answer.status, name).toBe(400);
        expect(answer.json.success).toBe(false);
        expect(readdirSync(server.mediaDir).filter((f) => f !== "originals")).toEqual([]);
      }
      const none = await call("POST", "/api/upload-images", { token, form: new FormData() });
      expect(none.json).toEqual({ success: false, error: "Please select at least one image" });
    });

    it("refuses photos that together pass the request's 40 MB with 413, and stores none of them", async () => {
      const token = await server.signIn();
      const photo = readFixture("images", "33740.png");
      // Five files of 9 MB: each under its own 10 MB limit, 45 MB together.
      const padded = Buffer.concat([photo, Buffer.alloc(9 * 1024 * 1024 - photo.length)]);
      const answer = await call("POST", "/api/upload-images", {
        token,
        form: imagesForm(Array.from({ length: 5 }, (_, i) => ({ name: `3374${i}.png`, data: padded }))),
      });
      expect(answer.status).toBe(413);
      expect(answer.json.error).toBe("The photos in one upload may add up to 40 MB. Send fewer at a time.");
      expect(readdirSync(server.mediaDir).filter((f) => f !== "originals")).toEqual([]);
    });

    it("deletes a product by id; an unknown id is 404", async () => {
      const token = await server.signIn();
      await importFixture(token);
      const { json } = await call("GET", "/api/products?limit=1");
      const id = (json.products as Json[])[0]?.id;
      expect((await call("DELETE", "/api/products/delete", { token, json: { id } })).json).toEqual({ success: true });
      expect(await countProducts(server.database.db)).toBe(299);
      const again = await call("DELETE", "/api/products/delete", { token, json: { id } });
      expect(again.status).toBe(404);
      expect(again.json.error).toBe("Product not found");
    });
  });

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
          brandSlug: "denso",
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
        form: excelForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")),
      });
      expect(await imports(token)).toEqual([]);

      expect((await importFixture(token)).json).toMatchObject({ created: 299, updated: 1 });
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
      await importFixture(token);
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
      const form = excelForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx"));
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
