import { describe, expect, it } from "vitest";
import { action as enquiryAction } from "#app/routes/_public/enquiry.tsx";
import { listEnquiries } from "#app/server/enquiries.server.ts";
import { loadEnquiryLines, saveEnquiryList } from "#app/server/enquiry-lists.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { postJsonFrom } from "#tests/setup/api-client.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

// An enquiry list through POST /api/enquiry-lists and the /enquiry page's action (issue 28). Every
// stored list counts against the per-address limit of the process (5 in 10 minutes, shared with the
// contact form), so only two tests per database store one; the refusals are never counted.

const sender = { name: "Ravi Auto Works", phone: "+91 98111 22334" };
const compressor = { kind: "product", brandSlug: "denso", partNumber: "447652-1005", quantity: 2 } as const;

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe.each(databaseKinds)("enquiry lists on %s", { timeout: 60_000 }, (kind) => {
  const { server, call } = serverPerTest(kind);

  async function stored() {
    const enquiries = await listEnquiries(server.database.db);
    const lines = await loadEnquiryLines(
      server.database.db,
      enquiries.map((enquiry) => enquiry.id),
    );
    return { enquiries, lines };
  }

  it("stores the list with its lines, the catalogue's names, the vehicle and the note, under a reference", async () => {
    await upsertProducts(server.database.db, [
      productInput({ name: "Denso AC Compressor for Honda City", partNumber: "447652-1005" }),
    ]);
    const answer = await call("POST", "/api/enquiry-lists", {
      json: {
        ...sender,
        language: "es",
        vehicle: "Honda City 2019",
        note: "Urgent,\nby Friday",
        lines: [
          { ...compressor, name: "What the device showed" },
          // Gone from the catalogue since it was added: kept with what the device remembered.
          { kind: "product", brandSlug: "denso", partNumber: "GONE-1", brand: "Denso", name: "Old valve", quantity: 1 },
          { kind: "text", text: "sanden sd7v16", quantity: 3 },
        ],
      },
    });
    expect(answer.status).toBe(201);
    const reference = String(answer.json.reference);
    expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);

    const { enquiries, lines } = await stored();
    expect(enquiries).toHaveLength(1);
    const [enquiry] = enquiries;
    expect(enquiry).toMatchObject({
      name: "Ravi Auto Works",
      phone: "+91 98111 22334",
      email: "",
      message: "Urgent,\nby Friday",
      vehicle: "Honda City 2019",
      reference,
      language: "es",
      status: "new",
    });
    expect(lines.get(enquiry?.id ?? 0)).toEqual([
      {
        brandSlug: "denso",
        brand: "Denso",
        partNumber: "447652-1005",
        name: "Denso AC Compressor for Honda City",
        quantity: 2,
      },
      { brandSlug: "denso", brand: "Denso", partNumber: "GONE-1", name: "Old valve", quantity: 1 },
      { brandSlug: "", brand: "", partNumber: "", name: "sanden sd7v16", quantity: 3 },
    ]);

    // Staff see each line with the product as the catalogue has it now.
    const inbox = await call("GET", "/api/enquiries", { token: await server.signIn() });
    const [listed] = inbox.json.enquiries as { reference: string; lines: { product: unknown }[] }[];
    expect(listed?.reference).toBe(reference);
    expect(listed?.lines.map((line) => line.product)).toEqual([
      { path: "/brands/denso/products/447652-1005", status: "active", image: null },
      null,
      null,
    ]);
  });

  it("refuses a list past its limits with a 400 that names the fault, and stores nothing", async () => {
    const longText = "x".repeat(10 * 1024);
    const tooMany = Array.from({ length: 1000 }, (_, n) => ({ kind: "text", text: `P${n}`, quantity: 1 }));
    const cases: [unknown, RegExp][] = [
      [{ ...sender, lines: tooMany }, /^lines: A list has at most 100 lines/],
      [{ ...sender, lines: [] }, /^lines: The list has no line\.$/],
      [{ ...sender, lines: [{ kind: "text", text: longText, quantity: 1 }] }, /longer than 200 characters/],
      [{ ...sender, lines: [{ ...compressor, quantity: 1000 }] }, /at most 999/],
      [{ ...sender, lines: [{ ...compressor, quantity: 0 }] }, /at least 1/],
      [{ ...sender, lines: [{ ...compressor, quantity: 1.5 }] }, /whole number/],
      [{ ...sender, vehicle: "v".repeat(121), lines: [compressor] }, /^vehicle: The vehicle is longer than 120/],
      [{ ...sender, note: "n".repeat(2001), lines: [compressor] }, /^note: The note is longer than 2000/],
      [{ ...sender, lines: [{ ...compressor, price: 10 }] }, /^Unknown field "price" in lines\.0/],
      [{ ...sender, discount: "50%", lines: [compressor] }, /^Unknown field "discount";/],
      [
        { ...sender, lines: [{ kind: "photo", quantity: 1 }] },
        /^lines\.0\.kind: A line's kind is "product" or "text"\.$/,
      ],
      [{ ...sender, lines: "447652-1005 x2" }, /^lines: The lines are a list\.$/],
      [{ ...sender, lines: [{ kind: "text", text: "a\u0000b", quantity: 1 }] }, /control character/],
    ];
    for (const [json, message] of cases) {
      const answer = await call("POST", "/api/enquiry-lists", { json });
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(answer.json.error).toMatch(message);
    }
    expect((await stored()).enquiries).toEqual([]);
  });

  it("takes a Hindi list at every field limit, and refuses a larger body in words (issue 41)", async () => {
    const hindi = (length: number) => "क".repeat(length);
    const line = {
      kind: "product",
      brandSlug: hindi(200),
      partNumber: hindi(200),
      brand: hindi(200),
      name: hindi(200),
      quantity: 999,
    };
    const list = {
      name: hindi(120),
      phone: "+91 98111 22334",
      language: "hi",
      vehicle: hindi(120),
      note: hindi(2000),
      lines: Array.from({ length: 100 }, () => line),
    };
    // Pretty-printed, as a script may send it.
    const body = JSON.stringify(list, null, 2);
    expect(Buffer.byteLength(body)).toBeGreaterThan(250_000);
    const from = kind === "sqlite" ? "127.0.43.1" : "127.0.43.2";
    const sent = await postJsonFrom(from, `${server.url}/api/enquiry-lists`, "test", body);
    expect(sent.status, sent.text).toBe(201);
    expect((await stored()).lines.get((await stored()).enquiries[0]?.id ?? 0)).toHaveLength(100);

    const padded = `${body}${" ".repeat(uploadLimits.maxEnquiryListJsonBytes - Buffer.byteLength(body) + 1)}`;
    const refused = await postJsonFrom(from, `${server.url}/api/enquiry-lists`, "test", padded);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual({
      success: false,
      error:
        "This enquiry list is larger than a list can be: at most 100 lines of at most 200 characters each. Send the rest in another list.",
    });
  });

  it("answers a bot caught by the honeypot as a real sender, with a reference no list has or will have", async () => {
    const [bot, buyer] = kind === "sqlite" ? ["127.0.44.1", "127.0.44.2"] : ["127.0.44.3", "127.0.44.4"];
    const send = (from: string, extra: object) =>
      postJsonFrom(from, `${server.url}/api/enquiry-lists`, "test", { ...sender, lines: [compressor], ...extra });
    const caught = await send(bot, { website: "http://spam.example" });
    expect(caught.status).toBe(201);
    const month = new Date().toISOString().slice(2, 7).replace("-", "");
    const fake = JSON.parse(caught.text) as { success: boolean; reference: string };
    expect(fake).toEqual({ success: true, reference: expect.stringMatching(new RegExp(`^Q-${month}-\\d{4,}$`)) });
    expect((await stored()).enquiries).toEqual([]);
    // The next real list takes the id after it: the bot's reference is never anyone's.
    const real = JSON.parse((await send(buyer, {})).text) as { reference: string };
    const idOf = (reference: string) => Number(reference.split("-")[2]);
    expect(idOf(real.reference)).toBe(idOf(fake.reference) + 1);
    expect((await stored()).enquiries.map((enquiry) => enquiry.reference)).toEqual([real.reference]);
  });

  it("checks the sender as the contact form does, e-mail optional, naming each field", async () => {
    const answer = await call("POST", "/api/enquiry-lists", {
      json: { name: "", phone: "12", email: "not-an-address", lines: [compressor] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("Please check the highlighted fields.");
    expect(answer.json.fields).toEqual({
      name: "Please enter your name.",
      phone: "Please enter a phone number with at least 7 digits, like +91 98100 00000.",
      email: "Please enter a valid e-mail address, like name@example.com.",
    });
    expect((await stored()).enquiries).toEqual([]);
  });

  it("the /enquiry page's action stores the device's list, and refuses an unreadable one", async () => {
    const post = async (fields: Record<string, string>) => {
      const url = new URL("http://shop.test/es/enquiry");
      const context = pageContext(server.database.db, { clientAddress: freshAddress(), limits: server.forms });
      const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
      const answer = (await enquiryAction({ request, url, context, params: {} } as never)) as {
        data: Record<string, unknown>;
        init: { status?: number } | null;
      };
      return { status: answer.init?.status ?? 200, data: answer.data };
    };
    const refused = await post({ ...sender, lines: "{not json" });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, problem: "lines: The lines are a list." } });
    expect((await stored()).enquiries).toEqual([]);

    const sent = await post({
      ...sender,
      email: "",
      website: "",
      vehicle: "Hyundai Creta 2022",
      note: "",
      lines: JSON.stringify([{ kind: "text", text: "expansion valve", quantity: 2 }]),
    });
    expect(sent).toMatchObject({ status: 200, data: { ok: true, vehicle: "Hyundai Creta 2022" } });
    const { enquiries } = await stored();
    expect(enquiries).toEqual([expect.objectContaining({ language: "es", reference: sent.data.reference })]);
  });

  it("staff price a list: the quote is stored, the status is quoted, and the message is in the buyer's language", async () => {
    await upsertProducts(server.database.db, [productInput({ name: "Compresor Denso", partNumber: "447652-1005" })]);
    // Stored directly: the per-address limit is the send's, not what this test is about.
    const { id, reference } = await saveEnquiryList(
      server.database.db,
      {
        ...sender,
        email: "",
        language: "es",
        vehicle: "Honda City 2019",
        note: "",
        lines: [
          { ...compressor, quantity: 2 },
          { kind: "text", text: "sanden sd7v16", quantity: 1 },
        ],
      },
      new Date("2026-11-26T06:00:00Z"),
    );
    const token = await server.signIn();
    const refused = await call("PUT", `/api/enquiries/${id}/quote`, {
      token,
      json: { lines: [{ price: 12500, availability: "in-stock" }], validityDays: 7 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/one price and availability for each line/);
    const unknown = await call("PUT", `/api/enquiries/${id}/quote`, {
      token,
      json: { lines: [{ price: 1, availability: "in-stock", discount: 5 }], validityDays: 7 },
    });
    expect(unknown.status).toBe(400);
    expect(await call("PUT", `/api/enquiries/${id}/quote`, { json: {} })).toMatchObject({ status: 401 });

    const answer = await call("PUT", `/api/enquiries/${id}/quote`, {
      token,
      json: {
        lines: [
          { price: 12500.5, availability: "in-stock" },
          { price: 0, availability: "not-available" },
        ],
        validityDays: 7,
      },
    });
    expect(answer.status).toBe(200);
    const text = String(answer.json.text);
    expect(text).toContain(`para tu lista ${reference}:`);
    // Spanish writes the amount its way: 12.500,50 ₹.
    expect(text).toContain("2 × Compresor Denso (447652-1005, Denso): 12.500,50\u00a0₹ cada una, en stock");
    expect(text).toContain("1 × sanden sd7v16: no disponible");
    expect(text).toContain("Total: 25.001,00\u00a0₹");
    expect(text).toContain("Los precios no incluyen el GST");
    expect(text).toContain("Válido durante 7 días");
    expect(String(answer.json.whatsapp)).toBe(`https://wa.me/919811122334?text=${encodeURIComponent(text)}`);

    const inbox = await call("GET", "/api/enquiries", { token });
    const [quoted] = inbox.json.enquiries as { status: string; quote: { total: number; quotedBy: string } }[];
    expect(quoted).toMatchObject({ status: "quoted", quote: { total: 25001, quotedBy: "staff" } });
  });

  it("a line not available may offer another part by its number, which the catalogue must have (decision 117)", async () => {
    await upsertProducts(server.database.db, [
      productInput({ name: "Compresor Denso", partNumber: "447652-1005" }),
      productInput({ name: "Sanden Compressor SD7V16", partNumber: "SD7V16-1008", brandSlug: "sanden" }),
      productInput({ name: "HCC Condenser", partNumber: "969853X000", brandSlug: "hanon-systems" }),
      productInput({ name: "Hyundai Condenser", partNumber: "969853X000", brandSlug: "valeo" }),
    ]);
    const { id } = await saveEnquiryList(
      server.database.db,
      {
        ...sender,
        email: "",
        language: "en",
        vehicle: "",
        note: "",
        lines: [
          { ...compressor, quantity: 2 },
          { kind: "text", text: "sanden sd7v16", quantity: 1 },
        ],
      },
      new Date("2026-11-26T06:00:00Z"),
    );
    const token = await server.signIn();
    const quote = (alternative: unknown) =>
      call("PUT", `/api/enquiries/${id}/quote`, {
        token,
        json: {
          lines: [
            { price: 100, availability: "in-stock" },
            { price: 0, availability: "not-available", alternative },
          ],
          validityDays: 3,
        },
      });
    const unknown = await quote({ partNumber: "NO-SUCH-1", price: 10 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('Line 2: no product in the catalogue has the part number "NO-SUCH-1".');
    const shared = await quote({ partNumber: "969853x000", price: 10 });
    expect(shared.json.error).toMatch(/both sell "969853x000". Write the brand before it: "hanon-systems:969853X000"/);
    expect((await quote({ partNumber: "sd7v16\u0000", price: 10 })).status).toBe(400);

    const answer = await quote({ partNumber: "sd7v16 1008", price: 8999 });
    expect(answer.status).toBe(200);
    expect(String(answer.json.text)).toContain(
      "1 × sanden sd7v16: not available; instead Sanden Compressor SD7V16 (SD7V16-1008, Sanden) at ₹8,999.00 each, in stock",
    );
    // The total counts the part offered instead.
    expect(answer.json.quote).toMatchObject({
      total: 9199,
      lines: [
        { price: 100, availability: "in-stock" },
        { availability: "not-available", alternative: { brandSlug: "sanden", partNumber: "SD7V16-1008", price: 8999 } },
      ],
    });
    const chosen = await quote({ partNumber: "valeo:969853X000", price: 50 });
    expect(chosen.json.quote).toMatchObject({ lines: [{}, { alternative: { brandSlug: "valeo" } }] });
  });
});
