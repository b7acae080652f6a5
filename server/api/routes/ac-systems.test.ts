import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AcSystem } from "#app/forms/ac-system.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/** What the staff form sends for a Creta of the first generation. */
const creta = {
  make: "Hyundai",
  model: "Creta",
  yearFrom: 2015,
  yearTo: 2020,
  refrigerant: "R134a",
  chargeGrams: 470,
  chargeToleranceGrams: 20,
  oilType: "PAG 46",
  oilMl: 140,
  compressorModel: "Scroll, 6-groove pulley",
  clutchType: "clutch",
  notes: "AC and non-AC variants take different condensers: check the sticker.",
};

describe.each(databaseKinds)("AC system data API on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer(kind);
    token = await server.signIn();
  });
  afterEach(async () => {
    await server.close();
  });

  const call = apiClient(
    () => server.url,
    () => token,
  );
  const list = async () => (await call("GET", "/api/ac-systems")).json.systems as AcSystem[];

  it("keeps what the form sends, changes and removes it", async () => {
    const created = await call("POST", "/api/ac-systems", { json: creta });
    expect(created.status).toBe(201);
    const system = created.json.system as AcSystem;
    expect(system).toMatchObject({ ...creta, makeSlug: "hyundai", demo: false });
    expect(await list()).toEqual([system]);

    const changed = await call("PUT", `/api/ac-systems/${system.id}`, {
      json: { ...creta, yearTo: null, refrigerant: "R1234yf", chargeToleranceGrams: null, clutchType: "" },
    });
    expect(changed.status).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({
        id: system.id,
        yearTo: null,
        refrigerant: "R1234yf",
        chargeToleranceGrams: null,
        clutchType: "",
      }),
    ]);

    expect((await call("DELETE", `/api/ac-systems/${system.id}`)).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await call("DELETE", `/api/ac-systems/${system.id}`)).status).toBe(404);
  });

  it("refuses what is not a car's AC data, saying why, and a second row for the same car and years", async () => {
    const refused = async (json: object) => {
      const response = await call("POST", "/api/ac-systems", { json });
      return [response.status, JSON.stringify(response.json)] as const;
    };
    const [status, body] = await refused({ ...creta, refrigerant: "R12", chargeGrams: -5 });
    expect(status).toBe(400);
    expect(body).toContain("Refrigerant must be R134a or R1234yf.");
    expect(body).toContain("Charge cannot be below 0.");
    expect(await refused({ ...creta, yearFrom: 2021 })).toEqual([
      400,
      expect.stringContaining("The first year comes after the last year."),
    ]);
    expect(await refused({ ...creta, colour: "red" })).toEqual([400, expect.stringContaining("colour")]);
    expect(await refused({ ...creta, make: "Trabant" })).toEqual([
      422,
      expect.stringContaining('\\"Trabant\\" is not a make the catalogue knows.'),
    ]);
    expect((await call("POST", "/api/ac-systems", { json: creta })).status).toBe(201);
    expect(await refused({ ...creta, model: "CRETA" })).toEqual([409, expect.stringContaining("already has AC data")]);
    expect(await list()).toHaveLength(1);
  });

  it("answers 401 to every call without a staff token, and changes nothing", async () => {
    const id = ((await call("POST", "/api/ac-systems", { json: creta })).json.system as AcSystem).id;
    for (const [method, path] of [
      ["GET", "/api/ac-systems"],
      ["POST", "/api/ac-systems"],
      ["PUT", `/api/ac-systems/${id}`],
      ["DELETE", `/api/ac-systems/${id}`],
    ] as const) {
      const json = method === "GET" ? undefined : { ...creta, chargeGrams: 999 };
      const response = await call(method, path, { token: null, json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await list()).map((system) => system.chargeGrams)).toEqual([470]);
  });
});
