import { describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";
import { undoImport } from "../import/import-history.server.ts";
import { importCatalogueFile } from "../import/import-service.server.ts";
import { loadVehicleChoice } from "../listings/vehicle-choice.server.ts";
import { closestMatches } from "../search/closest.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { findProduct } from "./product-queries.server.ts";
import { upsertProducts } from "./product-writes.server.ts";

// Issue 27: fitment lines with details (decision 131) through the write, the finder and an import.
const creta = (partNumber: string, name: string, fits: string) =>
  productInput({ name, partNumber, brandSlug: "denso", categorySlug: "compressor", fits });

const cretaParts = [
  creta("CP-PETROL", "Compressor, Creta 1.6 petrol", "Hyundai Creta 2015-2020 (1.6 petrol, MT)"),
  creta("CP-DIESEL-MT", "Compressor, Creta 1.6 CRDi manual", "Hyundai Creta 2015-2020 (1.6 CRDi, MT)"),
  creta("CP-DIESEL-AT", "Compressor, Creta 1.6 CRDi automatic", "Hyundai Creta 2015-2020 (1.6 CRDi, AT)"),
  creta("CP-ANY", "Condenser, every Creta", "Hyundai Creta 2015-2020"),
  creta("CP-NEW", "Compressor, Creta 2020 on", "Hyundai Creta 2020- (1.5 CRDi)"),
];

describe.each(databaseKinds)("fitment details on %s", (kind) => {
  const database = databasePerTest(kind);

  const finder = async (search: string) => {
    const { choice, filters } = await loadVehicleChoice(database.db, new URL(`http://x/search?${search}`));
    const names = (await listProducts(database.db, { ...filters, limit: 50 })).products.map((p) => p.name).sort();
    return { choice, names };
  };

  it("asks the one detail that splits a model's parts, and each answer leaves its parts and those that say nothing", async () => {
    await upsertProducts(database.db, cretaParts);
    const all = await finder("make=hyundai&model=creta&year=2019");
    expect(all.names).toHaveLength(4);
    expect(all.choice.question).toEqual({
      name: "fuel",
      options: [
        { value: "diesel", count: 3 },
        { value: "petrol", count: 2 },
      ],
      total: 4,
    });

    const diesel = await finder("make=hyundai&model=creta&year=2019&fuel=diesel");
    expect(diesel.choice.details).toEqual({ fuel: "diesel" });
    expect(diesel.names).toEqual([
      "Compressor, Creta 1.6 CRDi automatic",
      "Compressor, Creta 1.6 CRDi manual",
      "Condenser, every Creta",
    ]);
    // One engine is left among the diesels: the next question that splits them is the gearbox.
    expect(diesel.choice.question).toMatchObject({
      name: "transmission",
      options: [
        { value: "AT", count: 2 },
        { value: "MT", count: 2 },
      ],
    });

    const answered = await finder("make=hyundai&model=creta&year=2019&fuel=diesel&transmission=AT");
    expect(answered.names).toEqual(["Compressor, Creta 1.6 CRDi automatic", "Condenser, every Creta"]);
    expect(answered.choice.question).toBeNull();
  });

  it("asks nothing where the details do not split the parts, and drops answers a URL cannot mean", async () => {
    await upsertProducts(database.db, cretaParts);
    expect((await finder("make=hyundai&model=creta&year=2022")).choice.question).toBeNull();
    const tampered = await finder("make=hyundai&model=creta&year=2019&fuel=rocket&transmission=' or 1=1");
    expect(tampered.choice.details).toEqual({});
    expect(tampered.names).toHaveLength(4);
    // Without a model an answer means nothing: a "diesel Hyundai" is no car.
    expect((await finder("make=hyundai&fuel=diesel")).choice.details).toEqual({});
  });

  it("imports details from a sheet, shows them on the product, and undo takes them away with the row", async () => {
    const file = xlsxOf([
      ["Part Number", "Name", "Brand", "Category", "Fits"],
      [
        "RD-1001",
        "Radiator, Creta diesel",
        "Denso",
        "Radiator",
        "hyundai creta 2015-2020 (1.6 crdi, automatic, 3/2017-11/2019, from chassis MALC381)",
      ],
      ["RD-1002", "Radiator, Creta petrol", "Denso", "Radiator", "Hyundai Creta 2015-2020 (petrol)"],
    ]);
    const author = { adminId: null, username: "priya", fileName: "radiators.xlsx" };
    const outcome = await importCatalogueFile(database.db, file, { author, publish: "now" });
    if (!outcome.ok) throw new Error(outcome.error);
    const product = await findProduct(database.db, "RD-1001");
    expect(product?.fits).toEqual([
      {
        makeSlug: "hyundai",
        make: "Hyundai",
        model: "creta",
        yearFrom: 2015,
        yearTo: 2020,
        details: {
          engine: "1.6 crdi",
          fuel: "diesel",
          transmission: "AT",
          ac: null,
          monthFrom: "2017-03",
          monthTo: "2019-11",
          note: "from chassis MALC381",
        },
      },
    ]);
    expect((await finder("make=hyundai&model=creta&year=2018")).choice.question?.name).toBe("fuel");

    const faulty = xlsxOf([
      ["Part Number", "Name", "Brand", "Category", "Fits"],
      ["RD-1003", "Radiator", "Denso", "Radiator", "Hyundai Creta 2015-2020 (diesel, from 13/2017)"],
    ]);
    const refused = await importCatalogueFile(database.db, faulty, { author, publish: "now" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(JSON.stringify(refused.errors)).toContain("13/2017 is not a month");

    if (!outcome.importId) throw new Error("no import id");
    expect((await undoImport(database.db, outcome.importId, "priya")).ok).toBe(true);
    expect(await findProduct(database.db, "RD-1001")).toBeUndefined();
    expect((await finder("make=hyundai&model=creta&year=2018")).choice.question).toBeNull();
  });

  // Decision 159: a fuel or an engine typed with the words filters the fitment lines, as the finder's answers do.
  describe("search by fitment details", () => {
    /** Part numbers found by a search, by the search page's own path and by a listing's (a brand filter). */
    const searched = async (q: string) => {
      const numbers = async (brand?: string) =>
        (await listProducts(database.db, { q, limit: 50, ...(brand ? { brand } : {}) })).products
          .map((p) => p.partNumber)
          .sort();
      const found = await numbers();
      expect(await numbers("denso"), `${q}, as a brand's listing`).toEqual(found);
      return found;
    };

    it("keeps the named car's parts of that fuel and those that fit every engine", async () => {
      await upsertProducts(database.db, cretaParts);
      expect(await searched("creta diesel compressor")).toEqual(["CP-ANY", "CP-DIESEL-AT", "CP-DIESEL-MT", "CP-NEW"]);
      expect(await searched("hyundai creta petrol")).toEqual(["CP-ANY", "CP-PETROL"]);
      // With a year too: the 2020 Creta's compressor is not a 2019 car's.
      expect(await searched("creta 2019 diesel")).toEqual(["CP-ANY", "CP-DIESEL-AT", "CP-DIESEL-MT"]);
      // Spanish and other spellings of a fuel are the fuel.
      expect(await searched("compresor creta gasolina")).toEqual(["CP-ANY", "CP-PETROL"]);
    });

    it("reads an engine that fitment lines carry, and without a car keeps the parts whose lines carry it", async () => {
      await upsertProducts(database.db, [
        ...cretaParts,
        productInput({
          name: "Compressor, Seltos diesel",
          partNumber: "SP-DIESEL",
          fits: "Kia Seltos 2019- (1.5 CRDi)",
        }),
        productInput({ name: "Compressor, any Seltos", partNumber: "SP-ANY", fits: "Kia Seltos 2019-" }),
      ]);
      expect(await searched("1.6 crdi compressor")).toEqual(["CP-DIESEL-AT", "CP-DIESEL-MT"]);
      expect(await searched("1.5 CRDi compressor")).toEqual(["CP-NEW", "SP-DIESEL"]);
      expect(await searched("diesel compressor")).toEqual(["CP-DIESEL-AT", "CP-DIESEL-MT", "CP-NEW", "SP-DIESEL"]);
      expect(await searched("seltos 1.5 crdi")).toEqual(["SP-ANY", "SP-DIESEL"]);
      // The card says the line of that engine.
      const [card] = (await listProducts(database.db, { q: "creta 1.6 crdi compressor", limit: 1 })).products;
      expect(card?.matchedFit?.details?.engine).toBe("1.6 CRDi");
    });

    it("leaves a fuel no line fits out of the closest matches, and says so rather than passing them off as fitting", async () => {
      await upsertProducts(database.db, [
        productInput({
          name: "Radiator, Swift petrol",
          partNumber: "SW-PETROL",
          categorySlug: "radiator",
          fits: "Maruti Suzuki Swift 2011-2017 (1.2 petrol)",
        }),
      ]);
      expect((await listProducts(database.db, { q: "swift diesel radiator", limit: 10 })).total).toBe(0);
      const closest = await closestMatches(database.db, "swift diesel radiator");
      expect(closest?.dropped).toEqual(["diesel"]);
      expect(closest?.yearLeftOut).toBeUndefined();
      expect(closest?.products.map((p) => p.partNumber)).toEqual(["SW-PETROL"]);
      // Its card names the line it does fit: the petrol.
      expect(closest?.products[0]?.matchedFit?.details?.fuel).toBe("petrol");
    });

    it("keeps a fuel word alone as a word: a name that says it", async () => {
      await upsertProducts(database.db, [
        productInput({ name: "Diesel heater valve", partNumber: "DV-1", categorySlug: "expansion-valves" }),
      ]);
      expect(await searched("diesel")).toEqual(["DV-1"]);
      // A word that is a key of every JavaScript object is no fuel either.
      expect(await searched("constructor valve")).toEqual([]);
    });
  });
});
