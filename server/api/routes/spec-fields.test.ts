import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findChoice, type SpecField } from "#app/catalogue/spec-fields.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("specification fields API on %s", (kind) => {
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
  const fieldsOf = async (category: string) =>
    (await call("GET", `/api/spec-fields?category=${category}`, { token: null })).json.fields as SpecField[];

  it("lists each category's seeded fields publicly, in order, with names in English and Spanish", async () => {
    const compressor = await fieldsOf("compressor");
    expect(compressor.map((field) => field.key)).toEqual([
      "compressor-type",
      "pulley-grooves",
      "pulley-diameter",
      "voltage",
      "refrigerant",
      "oil",
      "clutch",
    ]);
    expect(compressor.find((field) => field.key === "voltage")).toMatchObject({
      names: { en: "Voltage", es: "Tensión" },
      unit: "V",
      kind: "number",
    });
    expect(compressor.find((field) => field.key === "refrigerant")?.choices).toEqual([
      { value: "R134a" },
      { value: "R1234yf" },
    ]);
    // A category's alias names it too.
    expect((await fieldsOf("Evaporator")).map((field) => field.key)).toContain("with-valve");
    expect((await call("GET", "/api/spec-fields?category=nothing", { token: null })).status).toBe(404);
  });

  it("answers 401 to every staff call without a token, and changes nothing", async () => {
    const id = (await fieldsOf("radiator"))[0]?.id;
    for (const [method, path] of [
      ["POST", "/api/spec-fields"],
      ["PATCH", `/api/spec-fields/${id}`],
      ["DELETE", `/api/spec-fields/${id}`],
    ] as const) {
      const response = await call(method, path, { token: null, json: { names: { en: "X" } } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await fieldsOf("radiator")).map((field) => field.id)).toContain(id);
  });

  it("adds a field to a category without code, changes it and removes it", async () => {
    const created = await call("POST", "/api/spec-fields", {
      json: {
        category: "radiator",
        names: { en: "Inlet diameter", es: "Diámetro de entrada" },
        unit: "mm",
        kind: "number",
      },
    });
    expect(created.status).toBe(201);
    const field = created.json.field as SpecField;
    expect(field).toMatchObject({ key: "inlet-diameter", categorySlug: "radiator", unit: "mm" });
    expect((await fieldsOf("radiator")).at(-1)?.key).toBe("inlet-diameter");

    const changed = await call("PATCH", `/api/spec-fields/${field.id}`, {
      json: { kind: "choice", choices: ["32", { value: "38", labels: { es: "38" } }], sortOrder: 1 },
    });
    expect(changed.status).toBe(200);
    expect((await fieldsOf("radiator"))[0]).toMatchObject({ key: "inlet-diameter", kind: "choice" });

    expect((await call("DELETE", `/api/spec-fields/${field.id}`)).status).toBe(200);
    expect((await call("DELETE", `/api/spec-fields/${field.id}`)).status).toBe(404);
    expect((await fieldsOf("radiator")).map((item) => item.key)).not.toContain("inlet-diameter");
  });

  it("takes choices written in Devanagari, reads them typed again, and still refuses one without a letter", async () => {
    const created = await call("POST", "/api/spec-fields", {
      json: {
        category: "radiator",
        names: { en: "Cooling", hi: "ठंडक" },
        kind: "choice",
        choices: ["ठंडा", "बहुत ठंडा", "२४ वोल्ट"],
      },
    });
    expect(created.status, created.text).toBe(201);
    const field = created.json.field as SpecField;
    expect(field.choices.map((choice) => choice.value)).toEqual(["ठंडा", "बहुत ठंडा", "२४ वोल्ट"]);
    // Typed again with other spacing, or the digits in western form, each reads as its choice.
    expect(findChoice(field, "बहुत-ठंडा")?.value).toBe("बहुत ठंडा");
    expect(findChoice(field, "24 वोल्ट")?.value).toBe("२४ वोल्ट");
    expect(findChoice(field, "गरम")).toBeUndefined();
    const twins = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Cool" }, kind: "choice", choices: ["ठंडा", "ठं-डा"] },
    });
    expect(twins.json.error).toBe('The choices "ठंडा" and "ठं-डा" read as the same value; keep one.');
    const noLetter = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Mark" }, kind: "choice", choices: ["—"] },
    });
    expect(noLetter.json.error).toBe('The choice "—" needs a letter or a digit.');
  });

  it("refuses bad fields with a sentence that names the fault, and changes nothing", async () => {
    const unknown = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Rows" }, kind: "number", colour: "red" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('Unknown field "colour" in the request body; this call does not take it.');
    const taken = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Rows" }, kind: "number" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('The category already has a field with the key "rows".');
    const noChoices = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Fins" }, kind: "choice" },
    });
    expect(noChoices.json.error).toBe("A choice field needs at least one choice.");
    const twins = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Gas" }, kind: "choice", choices: ["R-134a", "R134A"] },
    });
    expect(twins.json.error).toBe('The choices "R-134a" and "R134A" read as the same value; keep one.');
    const badKind = await call("POST", "/api/spec-fields", {
      json: { category: "radiator", names: { en: "Fins" }, kind: "colour" },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.json.errors).toEqual([{ field: "kind", message: "Kind is number, text or choice." }]);
    expect(
      (await call("POST", "/api/spec-fields", { json: { category: "tyres", names: { en: "X" }, kind: "text" } }))
        .status,
    ).toBe(404);
    expect((await call("PATCH", "/api/spec-fields/99999", { json: { unit: "mm" } })).status).toBe(404);
    expect((await fieldsOf("radiator")).map((field) => field.key)).toEqual([
      "core-width",
      "core-height",
      "core-thickness",
      "rows",
      "transmission",
      "material",
    ]);
  });

  it("moves a category's fields with it when its slug changes", async () => {
    expect((await call("PATCH", "/api/categories/radiator", { json: { slug: "radiators" } })).status).toBe(200);
    expect((await fieldsOf("radiators")).map((field) => field.categorySlug)).toContain("radiators");
  });
});
