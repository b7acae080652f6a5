import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ImportSummary } from "#app/api/imports.ts";
import { ImportPreview } from "./import-preview.tsx";
import { SkippedRows } from "./skipped-rows.tsx";

/** A Spanish supplier's list as the preview answers it (decision 180). */
const summary: ImportSummary = {
  rows: 42,
  created: 42,
  updated: 0,
  unchanged: 0,
  rowCounts: {
    read: 2_701,
    placed: [
      { slug: "radiator", name: "Radiator", rows: 30 },
      { slug: "compressor", name: "Compressor", rows: 12 },
    ],
    needsLook: 17,
    leftOut: 2_642,
  },
};

function rendered(path: string, element: ReturnType<typeof createElement>): string {
  const html = renderToString(createElement(MemoryRouter, { initialEntries: [path] }, element));
  return html.replace(/<!-- -->/g, "");
}

const stat = (html: string, key: string) =>
  html.match(new RegExp(`data-stat="${key}"[^>]*>.*?<dd[^>]*>([^<]*)</dd>`))?.[1];

describe("the import's preview counts where every row went", () => {
  it("shows rows read, needing a look and left out, and the placed rows per category", () => {
    const html = rendered("/add-products", createElement(ImportPreview, { summary }));
    expect(stat(html, "rows")).toBe("2,701");
    expect(stat(html, "placed")).toBe("42");
    expect(stat(html, "needsLook")).toBe("17");
    expect(stat(html, "leftOut")).toBe("2,642");
    expect(html).toContain("Need a look");
    expect(html).toContain("Placed by category: Radiator 30 and Compressor 12.");
  });

  it("says none need a look or are left out when none do, beside the rows read and placed", () => {
    const whole = {
      ...summary,
      rowCounts: { read: 42, placed: summary.rowCounts?.placed ?? [], needsLook: 0, leftOut: 0 },
    };
    const html = rendered("/add-products", createElement(ImportPreview, { summary: whole }));
    expect([stat(html, "rows"), stat(html, "placed"), stat(html, "needsLook"), stat(html, "leftOut")]).toEqual([
      "42",
      "42",
      "0",
      "0",
    ]);
  });

  it("speaks Spanish and Hindi", () => {
    const spanish = rendered("/es/add-products", createElement(ImportPreview, { summary }));
    expect(spanish).toContain("Por revisar");
    expect(spanish).toContain("Por categoría: Radiator 30 y Compressor 12.");
    const hindi = rendered("/hi/add-products", createElement(ImportPreview, { summary }));
    expect(hindi).toContain("देखनी हैं");
    expect(hindi).toContain("छोड़ी गईं");
  });

  it("shows no such counts for an answer without them", () => {
    const { rowCounts: _counts, ...older } = summary;
    const html = rendered("/add-products", createElement(ImportPreview, { summary: older }));
    expect(stat(html, "rows")).toBe("42");
    expect(html).not.toContain('data-stat="needsLook"');
    expect(html).not.toContain("data-placed");
  });

  it("says in the rows left out how many need a look", () => {
    const rows = [{ row: 3, column: "DESCRIPCION", message: "Needs a look", mayBe: ["expansion-valves"] }];
    const html = rendered("/add-products", createElement(SkippedRows, { rows, needsLook: 1 }));
    expect(html).toContain("1 of these rows needs a look");
  });
});
