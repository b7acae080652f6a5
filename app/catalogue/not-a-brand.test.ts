import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import { notABrandReason } from "./not-a-brand.ts";

describe("brand values that name no parts maker (decision 184)", () => {
  it("knows countries, as suppliers write them in English, Spanish, Russian and Ukrainian", () => {
    for (const value of [
      "KOREA",
      "Brazil",
      "FRANCE",
      "JAPAN",
      "CHINA",
      "INDIA",
      "TAIWAN",
      "GERMANY",
      "USA",
      "S. KOREA",
      "MADE IN JAPAN",
      "Hecho en México",
      "COREA",
      "КОРЕЯ",
      "Китай",
      "Україна",
      "Japan/China",
    ]) {
      expect(notABrandReason(value), value).toBe("country");
    }
  });

  it("knows the car makers of the catalogue and others the trade writes", () => {
    for (const value of [
      "FORD",
      "GM",
      "General Motors",
      "HYUNDAI",
      "MARUTI",
      "Maruti Suzuki",
      "Hyundai Genuine",
      "Toyota Motors",
      "M&M",
      "VW",
      "CHEVROLET",
    ]) {
      expect(notABrandReason(value), value).toBe("vehicle-make");
    }
  });

  it("knows placeholders", () => {
    for (const value of [
      "VARIOUS",
      "VARIOUS MFR",
      "GENERIC",
      "OEM",
      "ORIGINAL",
      "NA",
      "N/A",
      "-",
      "UNKNOWN",
      "Varios",
      "Sin marca",
      "Genérico",
      "Разные",
      "ОРИГИНАЛ",
      "?",
    ]) {
      expect(notABrandReason(value), value).toBe("placeholder");
    }
  });

  it("leaves parts makers alone, car makers' parts arms and the distributed brands included", () => {
    for (const value of [
      "ACR",
      "Zenvex",
      "Hyundai Mobis",
      "Bardahl",
      "Bosch",
      "NRF",
      "Korea Delphi",
      "Ford Motorcraft",
      "Nissens",
      "Standard",
      "Universal Cooling",
      ...brands.map((brand) => brand.name),
    ]) {
      expect(notABrandReason(value), value).toBeUndefined();
    }
  });
});
