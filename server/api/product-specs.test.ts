import { describe, expect, it } from "vitest";
import type { ApiJson as Json } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";

/** A product's specification values through the staff API and the public answers (decision 100). */
describe.each(databaseKinds)("specification values of products on %s", (kind) => {
  const { call } = signedInServerPerTest(kind);
  const compressor = {
    name: "Sanden Compressor for Hyundai Creta",
    partNumber: "SD7V16-1234",
    brand: "Sanden",
    category: "Compressor",
    fits: "Hyundai Creta 2020-",
  };
  const specsOf = (json: Json) => (json.product as { specs: Record<string, unknown> }).specs;

  it("stores values as they were typed any way, normalised, and answers them to visitors", async () => {
    const added = await call("POST", "/products", {
      json: {
        ...compressor,
        specs: { voltage: "24V", refrigerant: "R-134A", "pulley-grooves": "pv 6", "pulley-diameter": "118,5 mm" },
      },
    });
    expect(added.status).toBe(201);
    const expected = { voltage: 24, refrigerant: "R134a", "pulley-grooves": "PV6", "pulley-diameter": 118.5 };
    expect(specsOf(added.json)).toEqual(expected);
    const details = await call("GET", "/products/details/SD7V16-1234", { token: null });
    expect(specsOf(details.json)).toEqual(expected);
  });

  it("keeps the values a change leaves out, clears one sent as null, and undo brings them back", async () => {
    const { json } = await call("POST", "/products", {
      json: { ...compressor, specs: { voltage: 12, clutch: "yes" } },
    });
    const id = (json.product as { id: number }).id;
    const renamed = await call("PATCH", `/products/${id}`, { json: { name: "Sanden SD7V16 Compressor" } });
    expect(specsOf(renamed.json)).toEqual({ voltage: 12, clutch: "Yes" });
    const changed = await call("PATCH", `/products/${id}`, { json: { specs: { clutch: null, voltage: "24 V" } } });
    expect(specsOf(changed.json)).toEqual({ voltage: 24 });

    const [latest] = (await call("GET", "/imports")).json.imports as { id: number }[];
    expect((await call("POST", `/imports/${latest?.id}/undo`)).status).toBe(200);
    const restored = await call("GET", `/products/details/${id}`, { token: null });
    expect(specsOf(restored.json)).toEqual({ voltage: 12, clutch: "Yes" });
  });

  it("refuses a bad value with a message per field, and saves nothing", async () => {
    const refused = await call("POST", "/products", {
      json: {
        ...compressor,
        specs: { voltage: "twelve", refrigerant: "R22", "pulley-diameter": "12 cm", colour: "red" },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { field: "specs.voltage", message: 'Voltage "twelve" is not a number in V. Write a number such as 12 in V.' },
      { field: "specs.refrigerant", message: 'Refrigerant "R22" is not one of: R134a, R1234yf.' },
      { field: "specs.pulley-diameter", message: 'Pulley diameter "12 cm" is not in mm. Write the number in mm.' },
      {
        field: "specs.colour",
        message:
          'The category has no specification "colour". Its fields: compressor-type, pulley-grooves, pulley-diameter, voltage, refrigerant, oil, clutch.',
      },
    ]);
    expect((await call("GET", "/products?limit=5", { token: null })).json.total).toBe(0);
    const wrongShape = await call("POST", "/products", { json: { ...compressor, specs: ["24V"] } });
    expect(wrongShape.status).toBe(400);
  });

  it("reads a field staff added to a category through the API, without code", async () => {
    const field = await call("POST", "/spec-fields", {
      json: {
        category: "compressor",
        names: { en: "Mounting", es: "Montaje" },
        kind: "choice",
        choices: ["Ear", "Direct"],
      },
    });
    expect(field.status).toBe(201);
    const added = await call("POST", "/products", { json: { ...compressor, specs: { mounting: "ear" } } });
    expect(specsOf(added.json)).toEqual({ mounting: "Ear" });
  });
});
