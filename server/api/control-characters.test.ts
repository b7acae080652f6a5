import { describe, expect, it } from "vitest";
import { loader as brandLoader } from "#app/routes/_public/brand.tsx";
import { action as contactAction } from "#app/routes/_public/contact.tsx";
import { loader as searchLoader } from "#app/routes/_public/search.tsx";
import { action as subscribeAction } from "#app/routes/_public/subscribe.tsx";
import { listEnquiries, listSubscribers } from "#app/server/enquiries.server.ts";
import { countProducts } from "#app/server/product-queries.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { apiClient, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

const NUL = "\u0000";
const refusal = (label: string, codePoint = "U+0000") =>
  `${label} holds a control character (${codePoint}), which is not text; remove it.`;
const enquiry = { name: "Ravi Sharma", email: "ravi@example.com", phone: "+91 98111 22334", message: "Hello" };

let nextAddress = 1;
/** Each page action call from its own address, so the per-address limits never interfere. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe.each(databaseKinds)("control characters and ids on %s", { timeout: 60_000 }, (kind) => {
  const { server } = serverPerTest(kind);

  const call = apiClient(() => server.url);

  function visitorContext() {
    return pageContext(server.database.db, { clientAddress: freshAddress(), limits: server.forms });
  }

  async function postPage(
    action: typeof contactAction | typeof subscribeAction,
    path: string,
    fields: Record<string, string>,
  ) {
    const url = new URL(`http://shop.test${path}`);
    const body = new URLSearchParams(fields);
    const request = new Request(url, { method: "POST", body });
    const answer = (await action({ request, url, context: visitorContext(), params: {} } as never)) as {
      data: Record<string, unknown>;
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, data: answer.data };
  }

  it("POST /api/login refuses a control character in the username with 400, naming it", async () => {
    for (const [username, codePoint] of [
      [`staff${NUL}`, "U+0000"],
      ["staff\u007f", "U+007F"],
      ["sta\tff", "U+0009"],
    ] as const) {
      const answer = await call("POST", "/api/login", { json: { username, password: "whatever-it-is" } });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(refusal("Username", codePoint));
    }
  });

  it("POST /api/enquiries refuses NUL in a field, keeps tabs and line breaks in the message, stores nothing else", async () => {
    for (const field of ["name", "message"] as const) {
      const answer = await call("POST", "/api/enquiries", { json: { ...enquiry, [field]: `Hello ${NUL}there` } });
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toEqual({ [field]: "Please remove the invisible control character from this field." });
    }
    const multiLine = await call("POST", "/api/enquiries", {
      json: { ...enquiry, message: "Need:\r\n\t4 compressors\nThanks" },
    });
    expect(multiLine.status).toBe(201);
    const stored = await listEnquiries(server.database.db);
    expect(stored.map((entry) => entry.message)).toEqual(["Need:\r\n\t4 compressors\nThanks"]);
  });

  it("the /contact page's action refuses NUL with 400 and the field's message, storing nothing", async () => {
    const answer = await postPage(contactAction, "/contact", { ...enquiry, name: `Ravi${NUL}` });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { name: "contact.errorControlCharacter" },
    });
    expect(await listEnquiries(server.database.db)).toEqual([]);
  });

  it("the /subscribe page's action refuses NUL in the address with 400, storing nothing", async () => {
    const answer = await postPage(subscribeAction, "/subscribe", { email: `ravi@example.com${NUL}` });
    expect(answer).toEqual({ status: 400, data: { ok: false, error: "invalid" } });
    expect(await listSubscribers(server.database.db)).toEqual([]);
  });

  it("the search and brand pages take a search with a control character as no search, instead of failing", async () => {
    await upsertProducts(server.database.db, [productInput({ name: "Compressor", partNumber: "CC-1" })]);
    const load = (loader: typeof searchLoader | typeof brandLoader, path: string, params = {}) => {
      const url = new URL(`http://shop.test${path}`);
      return loader({ url, context: visitorContext(), params, request: new Request(url) } as never);
    };
    const search = await load(searchLoader, "/search?q=comp%00ressor&make=Honda%00");
    expect(search).toMatchObject({ data: { q: "" } });
    const brand = await load(brandLoader, "/brands/denso?q=comp%00&category=compr%00essor&model=City%00", {
      brand: "denso",
    });
    expect(brand).toMatchObject({ data: { listing: { total: 1, q: "" } } });
  });

  it("GET /api/products refuses NUL in a search or filter with 400 rather than failing in the search", async () => {
    for (const [query, label] of [
      ["q=a%00b", "The search text"],
      ["brand=den%00so", "Brand"],
      ["make=Honda&model=City%00", "Model"],
    ] as const) {
      const answer = await call("GET", `/api/products?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(refusal(label));
    }
  });

  it("a staff write refuses a control character in any field, names the field, and writes nothing", async () => {
    const token = await server.signIn();
    const product = { name: "Compressor", partNumber: "CC-1", brand: "denso", category: "compressor" };
    for (const [field, value, label] of [
      ["name", `Compressor${NUL}`, "Product name"],
      ["partNumber", `CC${NUL}1`, "Part number"],
      ["description", `Fits${NUL}`, "Description"],
      ["fits", `Honda City 2014-2020\u001b`, "Fits"],
    ] as const) {
      const answer = await call("POST", "/api/products", { token, json: { ...product, [field]: value } });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toContain(refusal(label, field === "fits" ? "U+001B" : "U+0000"));
    }
    expect(await countProducts(server.database.db)).toBe(0);
    // A description may hold line breaks and tabs.
    const written = await call("POST", "/api/products", {
      token,
      json: { ...product, description: "Line one\n\tLine two" },
    });
    expect(written.status).toBe(201);

    const brand = await call("PATCH", "/api/brands/denso", {
      token,
      json: { translations: { es: { name: `Denso${NUL}` } } },
    });
    expect(brand).toMatchObject({ status: 400, json: { error: refusal("A translated name") } });
    const mapping = await call("PATCH", "/api/import-mappings/1", { token, json: { name: `Tally${NUL}` } });
    expect(mapping).toMatchObject({ status: 400, json: { error: refusal("The name") } });
    const account = await call("DELETE", `/api/admins/${encodeURIComponent(`staff${NUL}`)}`, { token });
    expect(account).toMatchObject({ status: 404, json: { error: "No such account." } });
  });

  it("a sheet cell with a control character is a row problem; a file name with one is refused", async () => {
    const token = await server.signIn();
    const header = ["Product Name", "Part No.", "Brand", "Category", "Description"];
    const good = ["Compressor", "CC-1", "Denso", "Compressor", "Two\nlines"];
    const form = sheetForm(
      "catalogue.xlsx",
      xlsxOf([header, good, ["Compressor", `CC${NUL}2`, "Denso", "Compressor", ""]]),
    );
    const refused = await call("POST", "/api/upload-excel", { token, form });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ row: 3, column: "Part No.", message: refusal("Part number") }]);

    // A NUL in a file name reaches the server as RFC 5987's percent-encoded filename*.
    const body = Buffer.concat([
      Buffer.from(`--XB\r\nContent-Disposition: form-data; name="excel"; filename*=UTF-8''cata%00logue.xlsx\r\n\r\n`),
      xlsxOf([header, good]),
      Buffer.from("\r\n--XB--\r\n"),
    ]);
    const response = await fetch(`${server.url}/api/upload-excel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=XB" },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error).toBe(refusal("The file name"));
    expect(await countProducts(server.database.db)).toBe(0);
  });

  it("ids of 2^31 and 2^53 in a path are 404 and in a body 400, never a database error", async () => {
    const token = await server.signIn();
    await upsertProducts(server.database.db, [productInput({ name: "Compressor", partNumber: "CC-1" })]);
    for (const id of ["2147483648", "9007199254740992"]) {
      expect((await call("GET", `/api/products/details/${id}`)).status).toBe(404);
      expect((await call("PATCH", `/api/products/${id}`, { token, json: { name: "X" } })).status).toBe(404);
      expect((await call("DELETE", `/api/products/${id}/image`, { token })).status).toBe(404);
      expect((await call("PATCH", `/api/enquiries/${id}`, { token, json: { status: "replied" } })).status).toBe(404);
      expect((await call("POST", `/api/imports/${id}/undo`, { token })).status).toBe(404);
      expect((await call("DELETE", `/api/import-mappings/${id}`, { token })).status).toBe(404);
      const deleted = await call("DELETE", "/api/products/delete", { token, json: { id: Number(id) } });
      expect(deleted.status).toBe(400);
      expect((await call("DELETE", `/api/products/delete?id=${id}`, { token })).status).toBe(400);
    }
    expect(await countProducts(server.database.db)).toBe(1);
  });
});
