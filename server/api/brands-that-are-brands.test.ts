/**
 * Brand values that name no parts maker (issue 40, decision 184): the mapping step's answer says why
 * for a country, a car maker and a placeholder, and "new" for every other value makes brands of the
 * real makers only, leaving those rows out, while a choice made for one such value is followed.
 */
import { describe, expect, it } from "vitest";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";

const sheet = {
  name: "mixed-brands.csv",
  data: new TextEncoder().encode(
    [
      "Product Name,Part No.,Brand,Category",
      "Condenser Hyundai Creta,KR-100,KOREA,Condenser",
      "Condenser Ford Ecosport,FD-200,FORD,Condenser",
      "Radiator Chevrolet Beat,GM-300,GM,Radiator",
      "Blower Motor Universal,VR-400,VARIOUS MFR,Blower Motor",
      "Radiator Fan Tata Nexon,NA-500,N/A,Radiator Fan Assembly",
      "Compressor Fiat Palio,BR-600,BRASIL,Compressor",
      "Condenser Maruti Swift,ZX-700,Zenvex,Condenser",
      "Radiator Maruti Swift,ZX-701,ZENVEX,Radiator",
    ].join("\n"),
  ),
};

describe.each(databaseKinds)("brands that are brands, on %s", { timeout: 60_000 }, (kind) => {
  const { call } = signedInServerPerTest(kind);

  async function upload(mapping: unknown, dryRun = false) {
    const form = new FormData();
    form.append("publish", "now");
    form.append("mapping", JSON.stringify(mapping));
    form.append("excel", new Blob([new Uint8Array(sheet.data)]), sheet.name);
    return call("POST", `/upload-excel${dryRun ? "?dryRun=1" : ""}`, { form });
  }

  it("says which new brand values are a country, a car maker or a placeholder", async () => {
    const preview = await upload({ onRowError: "skip" }, true);
    const { brand: brands } = preview.json.unknownValues as { brand: { value: string; notBrand?: string }[] };
    const reasons = Object.fromEntries(brands.map((value) => [value.value, value.notBrand ?? null]));
    expect(reasons).toEqual({
      KOREA: "country",
      FORD: "vehicle-make",
      GM: "vehicle-make",
      "VARIOUS MFR": "placeholder",
      "N/A": "placeholder",
      BRASIL: "country",
      Zenvex: null,
      ZENVEX: null,
    });
  });

  it('"new" for every other value makes only the real maker a brand, and leaves the others\' rows out', async () => {
    const imported = await upload({ values: { brand: { "*": "new" } }, onRowError: "skip" });
    expect(imported.json).toMatchObject({ success: true, created: 2 });
    expect(imported.json.newTerms).toEqual([{ kind: "brand", slug: "zenvex", name: "Zenvex" }]);
    const skipped = imported.json.skipped as { row: number; message: string }[];
    expect(skipped.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(skipped[0]?.message).toMatch(/^Brand "KOREA" looks like a country, not a parts maker/);
    expect(skipped[1]?.message).toMatch(/^Brand "FORD" looks like a vehicle maker/);
    expect(skipped[3]?.message).toMatch(/^Brand "VARIOUS MFR" looks like a placeholder/);

    const brands = (await call("GET", "/brands?all=1")).json.brands as { slug: string; featured: boolean }[];
    expect(brands.map((brand) => brand.slug)).not.toEqual(expect.arrayContaining(["korea"]));
    expect(brands.filter((brand) => !brand.featured).map((brand) => brand.slug)).toEqual(["zenvex"]);
  });

  it("makes a brand of one such value when staff choose it for itself", async () => {
    const imported = await upload({ values: { brand: { FORD: "new", "*": "new" } }, onRowError: "skip" });
    expect(imported.json.newTerms).toEqual([
      { kind: "brand", slug: "ford", name: "FORD" },
      { kind: "brand", slug: "zenvex", name: "Zenvex" },
    ]);
    expect(imported.json).toMatchObject({ success: true, created: 3 });
  });
});
