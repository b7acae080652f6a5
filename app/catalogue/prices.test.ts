import { describe, expect, it } from "vitest";
import { currencyInHeader, formatPrice, readGstRate, readPrice } from "./prices.ts";

const amount = (raw: string | number, currency?: Parameters<typeof readPrice>[2]) => {
  const read = readPrice(raw, "MRP", currency);
  return read.ok ? read.amount : `fault: ${read.message}`;
};

describe("reading a price cell", () => {
  it("reads the formats real lists use, to canonical decimal text", () => {
    expect(amount("$53.79", "USD")).toBe("53.79");
    expect(amount("2 259,65", "UAH")).toBe("2259.65");
    expect(amount("2\u00a0259,65 грн", "UAH")).toBe("2259.65");
    expect(amount("1,23,456.50")).toBe("123456.5");
    expect(amount("₹ 1,250")).toBe("1250");
    expect(amount("Rs. 450/-")).toBe("450");
    expect(amount("1.234,50", "EUR")).toBe("1234.5");
    expect(amount("12,345,678")).toBe("12345678");
    expect(amount("12,5")).toBe("12.5");
    expect(amount("0.1250", "USD")).toBe("0.125");
    expect(amount("१,२५०")).toBe("1250");
    expect(amount(53.79, "USD")).toBe("53.79");
    expect(amount(53.790000000000006, "USD")).toBe("53.79");
    expect(amount(27800)).toBe("27800");
  });

  it("reads an empty cell as no price", () => {
    expect(readPrice("", "MRP")).toEqual({ ok: true, amount: null });
    expect(readPrice(null, "MRP")).toEqual({ ok: true, amount: null });
  });

  it("refuses what is no price, wrong grouping, and a cell in another currency than its column", () => {
    expect(amount("on request")).toMatch(/^fault: MRP "on request" is not a price/);
    expect(amount("1,2345")).toBe("1.2345");
    expect(amount("1,23,45")).toMatch(/^fault/);
    expect(amount("12,34,567,890")).toMatch(/^fault/);
    expect(amount("-5")).toMatch(/^fault/);
    expect(amount("1.23456")).toMatch(/more than 4 decimal places/);
    // A cell's own currency wins over its column's; the amount is never converted.
    expect(readPrice("$53.79", "MRP", "INR")).toEqual({ ok: true, amount: "53.79", currency: "USD" });
    expect(readPrice("USD 1,250.5", "MRP", "INR")).toEqual({ ok: true, amount: "1250.5", currency: "USD" });
  });

  it("finds a header's currency", () => {
    expect(currencyInHeader("MRP (INR)")).toBe("INR");
    expect(currencyInHeader("Цена, руб.")).toBe("RUB");
    expect(currencyInHeader("Ціна, грн")).toBe("UAH");
    expect(currencyInHeader("Price $")).toBe("USD");
    expect(currencyInHeader("Dealer Price")).toBeUndefined();
  });
});

describe("GST rates", () => {
  it("reads the Indian slabs as typed and refuses others", () => {
    expect(readGstRate("18%")).toEqual({ ok: true, rate: 18 });
    expect(readGstRate("GST 28 %")).toEqual({ ok: true, rate: 28 });
    expect(readGstRate(12)).toEqual({ ok: true, rate: 12 });
    expect(readGstRate(0.05)).toEqual({ ok: true, rate: 5 });
    expect(readGstRate("0")).toEqual({ ok: true, rate: 0 });
    expect(readGstRate("")).toEqual({ ok: true, rate: null });
    expect(readGstRate("17")).toMatchObject({ ok: false });
  });
});

describe("showing a price", () => {
  it("groups rupees the Indian way and keeps every stored place", () => {
    expect(formatPrice("123456.5", "INR")).toBe("₹1,23,456.50");
    expect(formatPrice("0.125", "USD")).toBe("$0.125");
  });
});
