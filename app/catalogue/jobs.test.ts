import { describe, expect, it } from "vitest";
import { addWholeJob, type EnquiryLine, emptyEnquiryList, readEnquiryList } from "./enquiry-list.ts";
import { carLabel, carParam, readCarParam } from "./jobs.ts";

const job = { slug: "compressor-replacement", name: "Compressor replacement" };
const lines: EnquiryLine[] = [
  {
    kind: "product",
    brandSlug: "denso",
    brand: "Denso",
    partNumber: "C-COMP",
    name: "Compressor",
    image: null,
    categorySlug: "compressor",
    quantity: 1,
  },
  { kind: "text", text: "Receiver Drier for Hyundai Creta 2015–2020", quantity: 1 },
];

describe("a whole job on the enquiry list", () => {
  it("adds the job's lines, the car and the job once: asking again or reloading adds nothing twice", () => {
    const once = addWholeJob(emptyEnquiryList, { job, vehicle: "Hyundai Creta 2015–2020", lines });
    expect(once.lines.map((line) => line.quantity)).toEqual([1, 1]);
    expect(once.vehicle).toBe("Hyundai Creta 2015–2020");
    expect(once.jobs).toEqual([job]);
    expect(addWholeJob(once, { job, vehicle: "Hyundai Creta 2015–2020", lines })).toEqual(once);
  });

  it("keeps a larger quantity already on the list, and names a second car beside the first", () => {
    const held = {
      ...emptyEnquiryList,
      vehicle: "Honda City 2019",
      lines: [{ ...lines[0], quantity: 3 } as EnquiryLine],
    };
    const next = addWholeJob(held, { job, vehicle: "Hyundai Creta 2015–2020", lines });
    expect(next.lines.map((line) => line.quantity)).toEqual([3, 1]);
    expect(next.vehicle).toBe("Honda City 2019; Hyundai Creta 2015–2020");
  });

  it("reads the list's jobs back from the device, dropping what is not a job", () => {
    const stored = JSON.stringify({
      lines: [],
      jobs: [job, job, { slug: "Not A Slug", name: "x" }, "text", { slug: "condenser-replacement" }],
    });
    expect(readEnquiryList(stored).jobs).toEqual([
      job,
      { slug: "condenser-replacement", name: "condenser-replacement" },
    ]);
  });
});

describe("a job's car in an address", () => {
  it("goes there and back as one value, open years included", () => {
    const car = { makeSlug: "hyundai", make: "Hyundai", model: "Creta", yearFrom: 2020, yearTo: null };
    expect(carParam(car)).toBe("hyundai|Creta|2020|");
    expect(readCarParam(carParam(car))).toEqual({ makeSlug: "hyundai", model: "Creta", yearFrom: 2020, yearTo: null });
    expect(carLabel(car)).toBe("Hyundai Creta 2020–");
    expect(carLabel({ ...car, yearFrom: 2015, yearTo: 2020 })).toBe("Hyundai Creta 2015–2020");
  });

  it("refuses what is not a car", () => {
    for (const value of ["hyundai|Creta", "|Creta||", "hyundai|Creta|20x0|", "hyundai|Creta|2021|2015"])
      expect(readCarParam(value), value).toBeNull();
  });
});
