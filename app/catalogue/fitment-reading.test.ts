import { describe, expect, it } from "vitest";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import { formatFits } from "./fitment.ts";
import { readFits } from "./fitment-reading.ts";

const now = new Date("2026-11-26T00:00:00Z");
const read = (text: string) => {
  const { fits, notes, errors } = readFits(text, now);
  return { fits: formatFits(fits), notes, errors };
};

describe("readFits", () => {
  it("reads the sheet's own syntax as before", () => {
    expect(read("Hyundai Creta 2015-2020; maruti swift 2018-")).toEqual({
      fits: "Hyundai Creta 2015-2020; Maruti Suzuki swift 2018-",
      notes: [],
      errors: [],
    });
  });

  it("reads a scraped site's make, years, model and engine, keeping the engine as a note", () => {
    expect(read("toyota 2016-2020 innova crysta 2.4l+l4+diesel")).toEqual({
      fits: "Toyota innova crysta 2016-2020",
      notes: ["Toyota innova crysta: 2.4l+l4+diesel"],
      errors: [],
    });
    expect(read("maruti suzuki 2018 swift 1.2l+l4+petrol").fits).toBe("Maruti Suzuki swift 2018");
  });

  it("keeps text that is not a vehicle as a note, never a model", () => {
    expect(read("ford 2018 transit+custom 2.2l+l4+diesel")).toEqual({
      fits: "",
      notes: ["ford 2018 transit+custom 2.2l+l4+diesel"],
      errors: [],
    });
    expect(read("see manufacturer catalogue; mazda 2013-2018 6 2.0l+l4+petrol; Hyundia Creta")).toEqual({
      fits: "",
      notes: ["see manufacturer catalogue", "mazda 2013-2018 6 2.0l+l4+petrol", "Hyundia Creta"],
      errors: [],
    });
    expect(read("Ford Transit Custom Double Cab Van 2018").notes).toEqual(["Ford Transit Custom Double Cab Van 2018"]);
  });

  it("reads its own note back as the same note, so the export and the product form keep it", () => {
    const first = read("toyota 2016-2020 innova crysta 2.4l+l4+diesel; ford 2018 transit+custom 2.2l+l4+diesel");
    const again = read([first.fits, ...first.notes].join("; "));
    expect(again).toEqual(first);
  });

  it("reads every vehicle of the demo catalogue as a vehicle: no note where there was none", () => {
    expect(demoCatalogue().flatMap((product) => readFits(product.fits, now).notes)).toEqual([]);
  });

  it("still names the faults of what is plainly a vehicle", () => {
    expect(read("Toyota Innova 2020-2015").errors).toEqual([
      'The years in "Toyota Innova 2020-2015" run backwards. Write the first year first, such as 2015-2020.',
    ]);
    expect(read("Kia 2019-").errors).toHaveLength(1);
  });
});
