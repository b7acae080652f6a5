import { describe, expect, it } from "vitest";
import type { TermJson } from "#app/api/taxonomy.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("brand and category names per language, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  it("migration 0035 moved Spanish into the translations and wrote the Hindi words of the demo categories and fields", async () => {
    const answer = await call("GET", "/api/categories?all=1", { token: await server.signIn() });
    expect(answer.status).toBe(200);
    const compressor = (answer.json.categories as TermJson[]).find((category) => category.slug === "compressor");
    expect(compressor?.translations.es?.name).toBe("Compresor");
    expect(compressor?.translations.hi).toEqual({ name: "कंप्रेसर", navLabel: "कंप्रेसर" });
    const field = await server.database.db
      .selectFrom("spec_fields")
      .select(["names", "choices"])
      .where("category_slug", "=", "blower-motor")
      .where("key", "=", "rotation")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(field.names)).toMatchObject({ en: "Rotation", hi: "घूमने की दिशा" });
    expect(JSON.parse(field.choices)[0]).toMatchObject({ value: "Clockwise", labels: { hi: "घड़ी की दिशा में" } });
  });

  it("a change names only the texts it changes, and an empty text gives the English back", async () => {
    const token = await server.signIn();
    const first = await call("PATCH", "/api/categories/condenser", {
      token,
      json: { translations: { hi: { description: "गाड़ी के AC का कंडेंसर।" } } },
    });
    expect(first.status).toBe(200);
    expect((first.json.category as TermJson).translations.hi).toEqual({
      name: "कंडेंसर",
      navLabel: "कंडेंसर",
      description: "गाड़ी के AC का कंडेंसर।",
    });
    const second = await call("PATCH", "/api/categories/condenser", {
      token,
      json: { translations: { hi: { name: "" } } },
    });
    expect((second.json.category as TermJson).translations.hi).toEqual({
      navLabel: "कंडेंसर",
      description: "गाड़ी के AC का कंडेंसर।",
    });
    expect((second.json.category as TermJson).translations.es?.name).toBe("Condensador");
  });

  it("a language the site does not speak is refused by name and changes nothing", async () => {
    const token = await server.signIn();
    const answer = await call("PATCH", "/api/brands/denso", { token, json: { translations: { xx: { name: "X" } } } });
    expect(answer.status).toBe(400);
    expect(answer.json.unknownFields).toEqual(["translations.xx"]);
    const brands = (await call("GET", "/api/brands?all=1", { token })).json.brands as TermJson[];
    expect(brands.find((brand) => brand.slug === "denso")?.translations).toEqual({});
  });
});
