import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/language.ts";
import routes from "#app/routes.ts";
import { type StaffTab, staffPath, staffTabPaths } from "./staff-tabs.tsx";

function modulesAt(pathname: string): string[] {
  return (matchRoutes(routes as unknown as RouteObject[], pathname) ?? []).map(
    (match) => (match.route as unknown as RouteConfigEntry).file,
  );
}

describe("the staff tabs' addresses (decision 191)", () => {
  it("each reach the staff area and a tab of its own below it, in every language", () => {
    const tabs = Object.keys(staffTabPaths) as StaffTab[];
    for (const language of languages) {
      const reached = tabs.map((tab) => modulesAt(staffPath(tab, language)));
      for (const modules of reached) {
        expect(modules[0]).toBe("routes/_staff/add-products.tsx");
        expect(modules[1]).toMatch(/^routes\/_staff\/add-products\/[a-z-]+\.tsx$/);
      }
      expect(new Set(reached.map((modules) => modules[1])).size).toBe(tabs.length);
    }
  });

  it("open an enquiry by its reference and an import by its number, and keep the product preview", () => {
    expect(staffPath("inbox", "hi", "Q-7K2M")).toBe("/hi/add-products/enquiries/Q-7K2M");
    expect(modulesAt("/hi/add-products/enquiries/Q-7K2M").at(-1)).toBe("routes/_staff/add-products/enquiry.tsx");
    expect(modulesAt("/add-products/imports/12").at(-1)).toBe("routes/_staff/add-products/import.tsx");
    expect(modulesAt("/es/add-products/products").at(-1)).toBe("routes/_staff/add-products/products-address.tsx");
    expect(modulesAt("/add-products/preview/5").at(-1)).toBe("routes/_staff/product-preview.tsx");
    expect(staffPath("products", "en")).toBe("/add-products");
  });
});
