import { describe, expect, it } from "vitest";
import type { DemandReport } from "#app/api/demand.ts";
import type { Job } from "#app/catalogue/jobs.ts";
import { enquiryListLink } from "#app/components/enquiry/enquiry-list-message.ts";
import { enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import { action as enquiryAction, loader as enquiryLoader } from "#app/routes/_public/enquiry.tsx";
import { DEMAND_HEADER, readDemandHeader } from "#app/server/demand/demand-events.server.ts";
import type { WholeJob } from "#app/server/jobs/whole-job.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

// Jobs (issue 44): the staff's calls, checked for the session and the schema, and a job asked for on
// the /enquiry page through to the enquiry staff read, with the job named.

const compressorJob = {
  names: { en: "AC gas top-up", hi: "AC गैस भरना" },
  steps: [
    { categorySlug: "compressor-oil", quantity: 1 },
    { categorySlug: "o-ring-kit", quantity: 2 },
  ],
};

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

describe.each(databaseKinds)("jobs on %s", { timeout: 60_000 }, (kind) => {
  const { server, call } = serverPerTest(kind);

  it("every job call wants a staff session, reads included", async () => {
    for (const [method, path] of [
      ["GET", "/api/jobs"],
      ["POST", "/api/jobs"],
      ["PATCH", "/api/jobs/compressor-replacement"],
      ["DELETE", "/api/jobs/compressor-replacement"],
    ] as const) {
      const answer = await call(method, path, method === "GET" || method === "DELETE" ? {} : { json: compressorJob });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    const token = await server.signIn();
    const jobs = (await call("GET", "/api/jobs", { token })).json.jobs as Job[];
    expect(jobs.map((job) => job.slug)).toEqual([
      "compressor-replacement",
      "condenser-replacement",
      "cooling-coil-replacement",
    ]);
    expect(jobs[0]?.steps).toEqual([
      { categorySlug: "compressor", quantity: 1 },
      { categorySlug: "receiver-drier", quantity: 1 },
      { categorySlug: "expansion-valves", quantity: 1 },
      { categorySlug: "compressor-oil", quantity: 1 },
      { categorySlug: "o-ring-kit", quantity: 1 },
    ]);
  });

  it("adds, changes and deletes a job, and refuses bad ones with a sentence that names the fault", async () => {
    const token = await server.signIn();
    const refused: [unknown, number, RegExp][] = [
      [{ ...compressorJob, names: { en: " ", hi: "नाम" } }, 400, /English name is missing/],
      [{ ...compressorJob, steps: [] }, 400, /at least one category/],
      [{ ...compressorJob, steps: [{ categorySlug: "compressor", quantity: 0 }] }, 400, /at least 1/],
      [{ ...compressorJob, steps: [{ categorySlug: "compressor", quantity: 1.5 }] }, 400, /whole number/],
      [
        {
          ...compressorJob,
          steps: [
            { categorySlug: "compressor", quantity: 1 },
            { categorySlug: "compressor", quantity: 1 },
          ],
        },
        400,
        /in the job twice/,
      ],
      [{ ...compressorJob, steps: [{ categorySlug: "gearbox", quantity: 1 }] }, 400, /No category "gearbox"/],
      [{ ...compressorJob, price: 10 }, 400, /price/],
      [{ ...compressorJob, names: { en: "Compressor Replacement" } }, 409, /already there/],
    ];
    for (const [json, status, message] of refused) {
      const answer = await call("POST", "/api/jobs", { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.json.error).toMatch(message);
    }

    const created = await call("POST", "/api/jobs", { token, json: compressorJob });
    expect(created.status).toBe(201);
    expect(created.json.job).toMatchObject({ slug: "ac-gas-top-up", names: compressorJob.names, sortOrder: 40 });

    const changed = await call("PATCH", "/api/jobs/ac-gas-top-up", {
      token,
      json: { steps: [{ categorySlug: "o-ring-kit", quantity: 3 }] },
    });
    expect(changed.status).toBe(200);
    expect((changed.json.job as Job).steps).toEqual([{ categorySlug: "o-ring-kit", quantity: 3 }]);
    expect((await call("PATCH", "/api/jobs/ac-gas-top-up", { token, json: {} })).status).toBe(400);
    expect((await call("PATCH", "/api/jobs/no-such-job", { token, json: { sortOrder: 1 } })).status).toBe(404);

    expect((await call("DELETE", "/api/jobs/ac-gas-top-up", { token })).status).toBe(200);
    expect((await call("DELETE", "/api/jobs/ac-gas-top-up", { token })).status).toBe(404);
    const left = (await call("GET", "/api/jobs", { token })).json.jobs as Job[];
    expect(left.map((job) => job.slug)).not.toContain("ac-gas-top-up");
  });

  it("a job asked for on /enquiry gives its lines and counts as demand; sent, staff see the job named and WhatsApp says it", async () => {
    await upsertProducts(server.database.db, [
      productInput({ name: "Creta compressor", partNumber: "C-COMP", fits: "Hyundai Creta 2015-2020" }),
      productInput({
        name: "Creta condenser",
        partNumber: "C-COND",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2015-2020",
      }),
      productInput({
        name: "Draft O-rings",
        partNumber: "OR-DRAFT",
        categorySlug: "o-ring-kit",
        fits: "Hyundai Creta 2015-2020",
        status: "draft",
      }),
    ]);
    const url = new URL(
      "http://shop.test/hi/enquiry?job=condenser-replacement&car=hyundai%7CCreta%7C2015%7C2020&part=denso%7CC-COND",
    );
    const loaded = (await enquiryLoader({
      request: new Request(url),
      url,
      context: pageContext(server.database.db),
      params: {},
    } as never)) as { data: { wholeJob: WholeJob }; init: { headers: Record<string, string> } };
    expect(loaded.data.wholeJob.carLabel).toBe("Hyundai Creta 2015–2020");
    expect(loaded.data.wholeJob.lines).toEqual([
      expect.objectContaining({ kind: "product", product: expect.objectContaining({ partNumber: "C-COND" }) }),
      { kind: "missing", categorySlug: "receiver-drier", category: "ड्रायर", quantity: 1 },
      // The draft O-ring kit is never offered.
      { kind: "missing", categorySlug: "o-ring-kit", category: "ओ-रिंग किट", quantity: 1 },
    ]);
    expect(readDemandHeader(loaded.init.headers[DEMAND_HEADER])).toEqual([
      expect.objectContaining({ event: "job", subject: "condenser-replacement|hyundai|Creta|2015-2020", results: 1 }),
    ]);

    const unknown = (await enquiryLoader({
      request: new Request(url),
      url: new URL("http://shop.test/enquiry?job=no-such-job&car=hyundai%7CCreta%7C2015%7C2020"),
      context: pageContext(server.database.db),
      params: {},
    } as never)) as { data: { wholeJob: unknown }; init: { headers: Record<string, string> } };
    expect(unknown.data.wholeJob).toBe("unknown");
    expect(unknown.init.headers[DEMAND_HEADER]).toBeUndefined();

    // The list as the page sends it: the job by its slug (an unknown one is dropped).
    const sendUrl = new URL("http://shop.test/hi/enquiry");
    const fields = {
      name: "Ravi Auto Works",
      phone: "+91 98111 22334",
      vehicle: "Hyundai Creta 2015–2020",
      lines: JSON.stringify([
        { kind: "product", brandSlug: "denso", partNumber: "C-COND", quantity: 1 },
        { kind: "text", text: "ड्रायर for Hyundai Creta 2015–2020", quantity: 1 },
      ]),
      jobs: JSON.stringify(["condenser-replacement", "no-such-job"]),
    };
    const sent = (await enquiryAction({
      request: new Request(sendUrl, { method: "POST", body: new URLSearchParams(fields) }),
      url: sendUrl,
      context: pageContext(server.database.db, { clientAddress: freshAddress(), limits: server.forms }),
      params: {},
    } as never)) as unknown as {
      data: { ok: true; reference: string; jobs: string[]; lines: never[]; vehicle: string; note: string };
    };
    expect(sent.data).toMatchObject({ ok: true, jobs: ["कंडेंसर बदलना"] });
    const link = decodeURIComponent(
      enquiryListLink(
        { whatsappNumber: "919800000000" },
        (key, values) => enquiryListTexts.translate("hi", key, values),
        sent.data,
      ),
    );
    expect(link).toContain("काम: कंडेंसर बदलना");

    const inbox = await call("GET", "/api/enquiries", { token: await server.signIn() });
    const [enquiry] = inbox.json.enquiries as { reference: string; jobs: string[] }[];
    expect(enquiry).toMatchObject({ reference: sent.data.reference, jobs: ["Condenser replacement"] });
  });

  it("the staff's Demand report lists the jobs asked for, by job and car, with no address kept", async () => {
    const asked = { event: "job", subject: "compressor-replacement|hyundai|Creta|2015-2020", language: "hi" } as const;
    for (const address of ["198.51.100.7", "198.51.100.8"])
      server.demand.count([{ ...asked, detail: "", results: 2 }], {
        address,
        userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36",
      });
    await server.demand.flush();
    const answer = await call("GET", "/api/demand?days=7", { token: await server.signIn() });
    const report = answer.json.report as DemandReport;
    expect(report.jobsAsked).toEqual([expect.objectContaining({ subject: asked.subject, hits: 2 })]);
    const stored = await server.database.db
      .selectFrom("demand_counts")
      .selectAll()
      .where("event", "=", "job")
      .execute();
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
      "detail",
      "event",
      "hits",
      "language",
      "period",
      "results",
      "subject",
    ]);
  });
});
