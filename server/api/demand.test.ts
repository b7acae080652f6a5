import { describe, expect, it } from "vitest";
import type { DemandReport } from "#app/api/demand.ts";
import type { DemandEvent } from "#app/server/demand/demand-events.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { postJsonFrom } from "#tests/setup/api-client.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

const browser =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1";

describe.each(databaseKinds)("demand: clicks and the staff's report, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  /** Events as a page would name them, from `visitors` different addresses. */
  function counted(event: Omit<DemandEvent, "language" | "detail" | "results"> & Partial<DemandEvent>, visitors = 1) {
    for (let i = 0; i < visitors; i++) {
      server.demand.count([{ language: "en", detail: "", results: null, ...event }], {
        address: `198.51.100.${i + 1}`,
        userAgent: browser,
      });
    }
  }

  async function report(days = 7): Promise<DemandReport> {
    const answer = await call("GET", `/api/demand?days=${days}`, { token: await server.signIn() });
    expect(answer.status).toBe(200);
    return answer.json.report as DemandReport;
  }

  const click = (channel: string, headers: Record<string, string>) =>
    call("POST", `/api/clicks/${channel}`, {
      headers: { "content-type": "text/ping", "user-agent": browser, ...headers },
    });

  it("counts a followed WhatsApp or call link by the page it was on, and nothing else", async () => {
    const page = (path: string) => ({ "ping-from": `${server.url}${path}` });
    expect((await click("whatsapp", page("/brands/denso/products/AC-1"))).status).toBe(204);
    await click("whatsapp", page("/es/brands/denso/products/AC-1"));
    await click("whatsapp", page("/"));
    await click("call", { referer: `${server.url}/contact` });
    // Not ours, not a known channel, a crawler, no page: answered alike, not counted.
    await click("whatsapp", { "ping-from": "https://elsewhere.example/brands/x" });
    expect((await click("telegram", page("/"))).status).toBe(204);
    await click("whatsapp", { ...page("/"), "user-agent": "Googlebot/2.1" });
    await click("call", {});
    await server.demand.flush();
    expect((await report()).clicks).toEqual([
      { channel: "whatsapp", pageType: "product", hits: 2 },
      { channel: "call", pageType: "contact", hits: 1 },
      { channel: "whatsapp", pageType: "home", hits: 1 },
    ]);
  });

  it("reports searches with no result, numbers not carried, vehicles with their parts, views and the zero-result rate", async () => {
    await upsertProducts(server.database.db, [
      productInput({
        name: "Compressor Creta",
        partNumber: "AC-417",
        oeNumbers: "SD7V16-1234",
        fits: "Hyundai Creta 2015-2020",
      }),
      productInput({
        name: "Condenser Creta",
        partNumber: "CN-9",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2018",
      }),
    ]);
    const [compressor] = await server.database.db
      .selectFrom("products")
      .select("id")
      .where("part_key", "=", "AC417")
      .execute();
    counted({ event: "search", subject: "radiator nano", detail: "vehicle", results: 0 }, 4);
    counted({ event: "search", subject: "sd7v169999", detail: "number", results: 0 }, 2);
    counted({ event: "search", subject: "sd7v16 9999", detail: "number", results: 1 }, 1);
    // Carried: as a product's own number, and as an OE number.
    counted({ event: "search", subject: "ac417", detail: "number", results: 1 }, 3);
    counted({ event: "search", subject: "sd7v161234", detail: "number", results: 1 }, 1);
    counted({ event: "search", subject: "compressor", detail: "words", results: 2 }, 2);
    counted({ event: "finder", subject: "hyundai|Creta|", results: 2 }, 2);
    counted({ event: "finder", subject: "hyundai|creta|2018", results: 2 }, 1);
    counted({ event: "finder", subject: "tata|Nano|", results: 0 }, 1);
    counted({ event: "view", subject: String(compressor?.id) }, 3);
    await server.demand.flush();

    const week = await report(7);
    expect(week.zeroResults.map((row) => [row.subject, row.detail, row.hits])).toEqual([
      ["radiator nano", "vehicle", 4],
      ["sd7v169999", "number", 2],
    ]);
    // One point a day, today's last.
    expect(week.zeroResults[0]?.daily).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect(week.numbersNotCarried).toEqual([
      {
        key: "SD7V169999",
        hits: 3,
        results: 0,
        lookalike: { number: "SD7V16-1234", brandSlug: "denso", partNumber: "AC-417", oe: true },
      },
    ]);
    expect(week.vehicles).toEqual([
      { make: "hyundai", makeName: "Hyundai", model: "Creta", hits: 3, activeParts: 2 },
      { make: "tata", makeName: "Tata", model: "Nano", hits: 1, activeParts: 0 },
    ]);
    expect(week.mostViewed).toEqual([
      {
        id: compressor?.id,
        hits: 3,
        name: "Compressor Creta",
        partNumber: "AC-417",
        brandSlug: "denso",
        categorySlug: "compressor",
      },
    ]);
    // 6 of 13 searches found nothing; nothing was counted the week before.
    expect(week.zeroResultRate).toMatchObject({ searches: 13, zero: 6, previous: null });
    expect(week.zeroResultRate.rate).toBeCloseTo(6 / 13);
    expect(week.zeroResultRate.daily.at(-1)).toBeCloseTo(6 / 13);
    expect((await report(90)).zeroResults[0]?.daily).toHaveLength(90);
  });

  it("counts enquiry-list lines: the products asked for, and what no product answered, numbers among them", async () => {
    await upsertProducts(server.database.db, [productInput({ name: "Compressor Creta", partNumber: "AC-417" })]);
    const [compressor] = await server.database.db
      .selectFrom("products")
      .select("id")
      .where("part_key", "=", "AC417")
      .execute();
    const list = (lines: unknown[]) =>
      call("POST", "/api/enquiry-lists", {
        headers: { "user-agent": browser },
        json: { name: "Ravi Auto Works", phone: "+91 98111 22334", language: "en", lines },
      });
    const product = { kind: "product", brandSlug: "denso", partNumber: "AC-417", quantity: 2 };
    const first = await list([
      product,
      { kind: "text", text: "Radiator, Tata Nano", quantity: 1 },
      { kind: "text", text: "SD7V16-8888", quantity: 4 },
    ]);
    expect(first.status, first.text).toBe(201);
    expect(
      (
        await list([
          { ...product, quantity: 1 },
          { kind: "text", text: "radiator tata  nano", quantity: 2 },
        ])
      ).status,
    ).toBe(201);
    // A crawler's list is stored (it is an enquiry) but not counted as demand.
    await call("POST", "/api/enquiry-lists", {
      headers: { "user-agent": "Googlebot/2.1" },
      json: { name: "Bot", phone: "+91 98111 22335", lines: [product] },
    });
    await server.demand.flush();

    const week = await report(7);
    expect(week.mostEnquired).toEqual([
      {
        id: compressor?.id,
        hits: 2,
        name: "Compressor Creta",
        partNumber: "AC-417",
        brandSlug: "denso",
        categorySlug: "compressor",
      },
    ]);
    expect(week.enquiredNotListed.map((row) => [row.subject, row.detail, row.hits])).toEqual([
      ["radiator tata nano", "text", 2],
      ["sd7v168888", "number", 1],
    ]);
    expect(week.enquiredNotListed[0]?.daily.at(-1)).toBe(2);
    expect(week.numbersNotCarried).toEqual([{ key: "SD7V168888", hits: 1, results: 0, lookalike: null }]);
    // Lines are not views, and not searches.
    expect(week.mostViewed).toEqual([]);
    expect(week.zeroResultRate.searches).toBe(0);
  });

  it("counts a product or a typed line once per list, and at most 3 a day from one address (decision 176)", async () => {
    await upsertProducts(server.database.db, [productInput({ name: "Compressor Creta", partNumber: "AC-417" })]);
    // The enquiry limit (5 in 10 minutes an address) is the process's: each database's run has its own addresses.
    const [sender, neighbour] = kind === "sqlite" ? ["127.0.41.1", "127.0.41.2"] : ["127.0.42.1", "127.0.42.2"];
    const product = { kind: "product", brandSlug: "denso", partNumber: "AC-417", quantity: 1 };
    const typed = (text: string) => ({ kind: "text", text, quantity: 1 });
    const send = async (from: string, lines: unknown[]) => {
      const answer = await postJsonFrom(from, `${server.url}/api/enquiry-lists`, browser, {
        name: "Ravi Auto Works",
        phone: "+91 98111 22334",
        language: "en",
        lines,
      });
      expect(answer.status, answer.text).toBe(201);
    };
    const figures = async () => {
      await server.demand.flush();
      const week = await report();
      return {
        product: week.mostEnquired[0]?.hits,
        typed: Object.fromEntries(week.enquiredNotListed.map((row) => [row.subject, row.hits])),
      };
    };

    // One list naming a product 100 times asks for it once.
    await send(
      sender,
      Array.from({ length: 100 }, () => product),
    );
    expect(await figures()).toEqual({ product: 1, typed: {} });
    // So with a typed line; and its repeats do not push the lines after them out of the count.
    await send(sender, [
      ...Array.from({ length: 98 }, () => typed("Radiator, Tata Nano")),
      product,
      typed("blower alto"),
    ]);
    expect(await figures()).toEqual({ product: 2, typed: { "radiator tata nano": 1, "blower alto": 1 } });
    // Lists that differ still add at most 3 a day from one address to any one figure, as searches do.
    for (const other of ["condenser swift", "fan alto", "valve city"]) {
      await send(sender, [product, typed("radiator tata nano"), typed(other)]);
    }
    expect(await figures()).toEqual({
      product: 3,
      typed: { "radiator tata nano": 3, "blower alto": 1, "condenser swift": 1, "fan alto": 1, "valve city": 1 },
    });
    // Another address is another buyer.
    await send(neighbour, [product, typed("radiator tata nano")]);
    expect(await figures()).toMatchObject({ product: 4, typed: { "radiator tata nano": 4 } });
  });

  it("leaves a search or number marked as not stocked out of the report", async () => {
    counted({ event: "search", subject: "radiator nano", detail: "vehicle", results: 0 }, 2);
    counted({ event: "search", subject: "sd7v169999", detail: "number", results: 0 }, 2);
    await server.demand.flush();
    const token = await server.signIn();
    for (const body of [
      { kind: "search", subject: "radiator nano" },
      { kind: "number", subject: "SD7V169999" },
    ]) {
      expect((await call("POST", "/api/demand/not-stocked", { token, json: body })).status).toBe(200);
    }
    const week = await report();
    expect(week.zeroResults.map((row) => row.subject)).toEqual(["sd7v169999"]);
    expect(week.numbersNotCarried).toEqual([]);
  });

  it("is for staff only and refuses a window or a mark it cannot read", async () => {
    expect((await call("GET", "/api/demand")).status).toBe(401);
    expect((await call("POST", "/api/demand/not-stocked", { json: { kind: "search", subject: "x" } })).status).toBe(
      401,
    );
    const token = await server.signIn();
    const wrongWindow = await call("GET", "/api/demand?days=12", { token });
    expect(wrongWindow.status).toBe(400);
    expect(wrongWindow.json.error).toBe("days must be one of: 7, 30, 90.");
    for (const json of [{ kind: "vehicle", subject: "x" }, { kind: "search", subject: " " }, { kind: "search" }]) {
      expect((await call("POST", "/api/demand/not-stocked", { token, json })).status).toBe(400);
    }
    expect(await server.database.db.selectFrom("demand_dismissed").selectAll().execute()).toEqual([]);
  });
});
