import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { carParam } from "#app/catalogue/jobs.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { createJob, jobsWithCategory } from "./jobs.server.ts";
import { wholeJobForCar } from "./whole-job.server.ts";

const creta = carParam({ makeSlug: "hyundai", model: "Creta", yearFrom: 2015, yearTo: 2020 });

describe.each(databaseKinds)("a whole job for a car, on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await upsertProducts(database.db, [
      productInput({ name: "Creta compressor", partNumber: "C-COMP", fits: "Hyundai Creta 2015-2020" }),
      productInput({
        name: "Creta compressor, other make",
        partNumber: "B-COMP",
        brandSlug: "valeo",
        fits: "Hyundai Creta 2015-2020",
      }),
      // A draft fits best of all (it covers every year and names no variant): never chosen.
      productInput({
        name: "Draft drier",
        partNumber: "A-DRY-DRAFT",
        categorySlug: "receiver-drier",
        fits: "Hyundai Creta 2010-",
        status: "draft",
      }),
      // Only some of the car's years: chosen only when nothing covers them all.
      productInput({
        name: "Late Creta valve",
        partNumber: "A-TXV-LATE",
        categorySlug: "expansion-valves",
        fits: "Hyundai Creta 2018-2020",
      }),
      productInput({
        name: "Creta valve",
        partNumber: "Z-TXV",
        categorySlug: "expansion-valves",
        fits: "Hyundai Creta 2014-2021",
      }),
      // Another car's part of the same category.
      productInput({
        name: "Seltos oil",
        partNumber: "S-OIL",
        categorySlug: "compressor-oil",
        fits: "Kia Seltos 2019-",
      }),
      productInput({
        name: "Archived O-rings",
        partNumber: "OR-1",
        categorySlug: "o-ring-kit",
        fits: "Hyundai Creta 2015-2020",
        status: "archived",
      }),
    ]);
  });
  afterEach(() => database.dispose());

  it("puts the part looked at, the best fitting public part of each other category, and the rest in words", async () => {
    const whole = await wholeJobForCar(
      database.db,
      { job: "compressor-replacement", car: creta, part: "valeo|B-COMP" },
      "en",
    );
    expect(whole?.carLabel).toBe("Hyundai Creta 2015–2020");
    expect(whole?.job).toEqual({ slug: "compressor-replacement", name: "Compressor replacement" });
    expect(
      whole?.lines.map((line) =>
        line.kind === "product"
          ? `${line.quantity} × ${line.product.partNumber}`
          : `${line.quantity} × (${line.category})`,
      ),
    ).toEqual(["1 × B-COMP", "1 × (Receiver Drier)", "1 × Z-TXV", "1 × (Compressor Oil)", "1 × (O-Ring Kit)"]);
  });

  it("without a part looked at, chooses the best fitting compressor by the rule (brand order among equals)", async () => {
    const whole = await wholeJobForCar(database.db, { job: "compressor-replacement", car: creta }, "hi");
    const first = whole?.lines[0];
    expect(first?.kind === "product" ? first.product.partNumber : null).toBe("C-COMP");
    expect(whole?.job.name).toBe("कंप्रेसर बदलना");
    const drier = whole?.lines[1];
    expect(drier?.kind === "missing" ? drier.category : null).toBe("ड्रायर");
  });

  it("a draft part looked at is not put on the list: its category gets the best public part", async () => {
    const whole = await wholeJobForCar(
      database.db,
      { job: "cooling-coil-replacement", car: creta, part: "denso|A-DRY-DRAFT" },
      "en",
    );
    const partNumbers = whole?.lines.flatMap((line) => (line.kind === "product" ? [line.product.partNumber] : []));
    expect(partNumbers).toEqual(["Z-TXV"]);
  });

  it("only some years fit: that part is taken when no part covers them all", async () => {
    const late = carParam({ makeSlug: "hyundai", model: "creta", yearFrom: 2019, yearTo: 2020 });
    const whole = await wholeJobForCar(database.db, { job: "cooling-coil-replacement", car: late }, "en");
    const valve = whole?.lines.find((line) => line.kind === "product");
    // Both cover 2019–2020 now: brand order, then part number.
    expect(valve?.kind === "product" ? valve.product.partNumber : null).toBe("A-TXV-LATE");
  });

  it("an unknown job, make or car is null", async () => {
    expect(await wholeJobForCar(database.db, { job: "no-such-job", car: creta }, "en")).toBeNull();
    expect(await wholeJobForCar(database.db, { job: "compressor-replacement", car: "nomake|X||" }, "en")).toBeNull();
    expect(await wholeJobForCar(database.db, { job: "compressor-replacement", car: "hyundai|Creta" }, "en")).toBeNull();
  });

  it("a product page offers the jobs its category is part of, named in the page's language", async () => {
    expect(await jobsWithCategory(database.db, "expansion-valves", "es")).toEqual([
      { slug: "compressor-replacement", name: "Cambio de compresor" },
      { slug: "cooling-coil-replacement", name: "Cambio de evaporador" },
    ]);
    await createJob(database.db, {
      names: { en: "Blower check" },
      steps: [{ categorySlug: "blower-motor", quantity: 1 }],
    });
    expect(await jobsWithCategory(database.db, "blower-motor", "hi")).toEqual([
      { slug: "blower-check", name: "Blower check" },
    ]);
    expect(await jobsWithCategory(database.db, "injectors", "en")).toEqual([]);
  });
});
