import { describe, expect, it } from "vitest";
import { formatFits } from "./fitment.ts";
import { parseFits } from "./fitment-parse.ts";
import { readFits } from "./fitment-reading.ts";

const now = new Date("2026-11-26T00:00:00Z");
const parsed = (text: string) => parseFits(text, now);

describe("fitment details (decision 131)", () => {
  it("reads engine, fuel, gearbox, AC, months and a note from the brackets after a vehicle", () => {
    const { fits, errors } = parsed(
      "Hyundai Creta 2015-2020 (1.6 CRDi, MT, manual AC, from 03/2017, from chassis no. MALC381)",
    );
    expect(errors).toEqual([]);
    expect(fits).toEqual([
      {
        makeSlug: "hyundai",
        make: "Hyundai",
        model: "Creta",
        yearFrom: 2015,
        yearTo: 2020,
        details: {
          engine: "1.6 CRDi",
          fuel: "diesel",
          transmission: "MT",
          ac: "manual",
          monthFrom: "2017-03",
          monthTo: null,
          note: "from chassis no. MALC381",
        },
      },
    ]);
  });

  it("writes details back in one form that reads the same again", () => {
    const texts = [
      "Hyundai Creta 2015-2020 (1.5 petrol, AT, climate control, 03/2017-11/2019)",
      "Maruti Suzuki Swift 2018- (diesel, AMT)",
      "Tata Nexon 2017- (1.2 Revotron, without AC, until 06/2020, left-hand drive)",
      "Toyota Innova Crysta 2016- (2.4 GD diesel)",
    ];
    for (const text of texts) {
      const once = formatFits(parsed(text).fits);
      expect(formatFits(parsed(once).fits)).toBe(once);
    }
    expect(formatFits(parsed(texts[0] as string).fits)).toBe(
      "Hyundai Creta 2015-2020 (1.5 petrol, AT, climate control, from 03/2017, to 11/2019)",
    );
    expect(formatFits(parsed("Hyundai Creta 2015-2020 (1.6 CRDi, Manual, Manual A/C)").fits)).toBe(
      "Hyundai Creta 2015-2020 (1.6 CRDi, MT, manual AC)",
    );
  });

  it("leaves brackets that hold no detail to the model, as before", () => {
    expect(formatFits(parsed("Hyundai i20 (Elite) 2014-2020").fits)).toBe("Hyundai i20 (Elite) 2014-2020");
    const { fits } = parsed("Hyundai i20 (Elite)");
    expect(fits[0]?.model).toBe("i20 (Elite)");
    expect(fits[0]?.details).toBeUndefined();
  });

  it("says what is wrong with details that do not read", () => {
    expect(parsed("Hyundai Creta 2015-2020 (diesel, from 13/2017)").errors).toEqual([
      'The details of "Hyundai Creta 2015-2020 (diesel, from 13/2017)" do not read: 13/2017 is not a month.',
    ]);
    expect(parsed("Hyundai Creta (diesel, 05/2019-02/2018)").errors[0]).toContain("its months run backwards");
  });

  it("keeps two lines of one vehicle that differ in their details, and drops a repeat", () => {
    const { fits } = parsed(
      "Hyundai Creta 2015-2020 (diesel); Hyundai Creta 2015-2020 (petrol); hyundai creta 2015-2020 (Diesel)",
    );
    expect(fits.map((fit) => fit.details?.fuel)).toEqual(["diesel", "petrol"]);
  });

  it("reads details through the import's reading too, after a scraped site's reordering", () => {
    const { fits, notes, errors } = readFits("toyota 2016-2020 innova crysta (2.4 diesel, AT)", now);
    expect(errors).toEqual([]);
    expect(notes).toEqual([]);
    expect(formatFits(fits)).toBe("Toyota innova crysta 2016-2020 (2.4 diesel, AT)");
  });

  it("reads no detail from a word that is only a key of every JavaScript object", () => {
    const [fit] = parseFits("Hyundai Creta 2015-2020 (constructor, toString)").fits;
    expect(fit?.details).toBeUndefined();
    expect(fit?.model).toContain("(constructor, toString)");
  });
});
