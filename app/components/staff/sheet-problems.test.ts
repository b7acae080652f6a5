import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sheetProblemCount } from "#app/utils/api-refusals.ts";
import { SheetProblems } from "./sheet-problems.tsx";

const listed = Array.from({ length: 1_000 }, (_, index) => ({
  row: index + 2,
  column: "Brand",
  message: 'Unknown brand "Nobrand".',
}));

function rendered(path: string, total: number): string {
  const html = renderToString(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(SheetProblems, { problems: listed, total })),
  );
  return html.replace(/<!-- -->/g, "");
}

describe("the problems of a refused sheet on the staff screen", () => {
  it("counts every fault and says only the first are listed when the server capped the list", () => {
    const body = { errorCount: 296_994, errors: listed };
    const html = rendered("/add-products", sheetProblemCount(body));
    // English in the Indian digit grouping the staff screen uses.
    expect(html).toContain("Problems to fix (2,96,994)");
    expect(html).toContain("The first 1,000 of 2,96,994 problems are listed.");
    expect(rendered("/es/add-products", 296_994)).toContain("Se muestran los primeros 1000 de 296.994 problemas.");
  });

  it("says nothing of a cap when every fault is listed", () => {
    const html = rendered("/add-products", sheetProblemCount({ errorCount: 1_000, errors: listed }));
    expect(html).toContain("Problems to fix (1,000)");
    expect(html).not.toContain("are listed");
    expect(sheetProblemCount({ errors: listed })).toBe(1_000);
  });
});
