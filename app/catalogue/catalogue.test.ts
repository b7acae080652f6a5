import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import { categories } from "./categories.ts";
import { partNumberKey } from "./part-number.ts";
import { createResolver } from "./resolve.ts";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("lower-cases and turns whitespace runs into single hyphens", () => {
    expect(slugify("Mahle Behr")).toBe("mahle-behr");
    expect(slugify("Radiator   Fan\tAssembly")).toBe("radiator-fan-assembly");
    expect(slugify("  COOLING COIL ")).toBe("cooling-coil");
  });

  it("gives the spec's category slugs", () => {
    expect(categories.map((c) => c.slug)).toEqual([
      "compressor",
      "condenser",
      "cooling-coil",
      "blower-motor",
      "radiator",
      "radiator-fan-assembly",
      "expansion-valves",
      "injectors",
    ]);
  });
});

describe("partNumberKey", () => {
  it("ignores case, spaces, dashes, dots and slashes", () => {
    expect(partNumberKey("AC 417 000S")).toBe("AC417000S");
    expect(partNumberKey("ac417-000s")).toBe("AC417000S");
    expect(partNumberKey("MSSL/AB/1234")).toBe("MSSLAB1234");
    expect(partNumberKey("447260-1234")).toBe("4472601234");
    expect(partNumberKey("VA07-AP12/C-58A")).toBe("VA07AP12C58A");
  });

  it("keys a number typed in full-width or other scripts as its plain spelling, keeping their letters", () => {
    expect(partNumberKey("ＡＣ４１７－０００Ｓ")).toBe("AC417000S");
    expect(partNumberKey("ac 417\u00a0000s")).toBe("AC417000S");
    expect(partNumberKey("компрессор-12")).toBe("КОМПРЕССОР12");
    expect(partNumberKey("ñ-10")).toBe("Ñ10");
  });

  it("keys Devanagari digits as the digits they are, typed either way (decision 177)", () => {
    expect(partNumberKey("HIN-2634-१२")).toBe("HIN263412");
    expect(partNumberKey("hin २६३४ १२")).toBe(partNumberKey("HIN-2634-12"));
    expect(partNumberKey("०१२३४५६७८९")).toBe("0123456789");
  });
});

describe("brand and category resolution (the seeded ones)", () => {
  const resolveBrand = createResolver(brands);
  const resolveCategory = createResolver(categories);

  it("knows twelve brands and eight categories with unique slugs", () => {
    expect(new Set(brands.map((b) => b.slug)).size).toBe(12);
    expect(categories.map((c) => c.id)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08"]);
  });

  it("matches names, slugs and aliases in any case", () => {
    for (const spelling of ["Mahle", "mahle-behr", "Mahle Behr", "MAHLE BEHR", " mahle  behr "]) {
      expect(resolveBrand(spelling)?.name).toBe("Mahle Behr");
    }
    expect(resolveBrand("Hanon")?.slug).toBe("hanon-systems");
    expect(resolveCategory("COMPRESSOR")?.name).toBe("Compressor");
    expect(resolveCategory("Compressors")?.slug).toBe("compressor");
    expect(resolveCategory("Expansion Valve")?.name).toBe("Expansion Valves");
    expect(resolveCategory("injector")?.slug).toBe("injectors");
    expect(resolveCategory("radiator-fan-assembly")?.name).toBe("Radiator Fan Assembly");
  });

  it("returns undefined for unknown values", () => {
    expect(resolveBrand("Bosch")).toBeUndefined();
    expect(resolveCategory("Headlamp")).toBeUndefined();
    expect(resolveCategory("")).toBeUndefined();
  });

  it("uses the spec's short navigation labels", () => {
    expect(resolveBrand("mahle-behr")?.navLabel).toBe("Mahle");
    expect(resolveCategory("expansion-valves")?.navLabel.en).toBe("Expansion Valve");
    expect(resolveCategory("injectors")?.navLabel.en).toBe("Injector");
    expect(resolveCategory("injectors")?.navLabel.es).toBe("Inyector");
  });
});
