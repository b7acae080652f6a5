// `npm run bench -- placing-lists`: issue 40's figures for each of our supplier lists like the issue's
// (tests/setup/placing-lists.ts), through the production server's API as the staff screen sends them:
// a check (dry run), then the import as drafts, with the mapping staff set (the category from each
// row's words; "Create all remaining as new brands" or one new brand for every row, by the list). Per
// list it prints rows read, placed (by category), needing a look and left out, as the import counted
// them, the brands it created, and how many rows ended where our own reading of their names says they
// should not (each row's `reading`, and whether its brand names a maker): placed in another category,
// placed though it is no part of the catalogue or needs a look, or left out though it is a part.
// Prints, asserts nothing (server/api/placing-rows.test.ts asserts the same on both databases).
import type { ImportRowCounts, ImportSummary } from "#app/api/imports.ts";
import type { Product } from "#app/catalogue/product.ts";
import {
  type ListRow,
  outcomeOf,
  type PlacingList,
  placingLists,
  placingMapping,
  placingWorkbook,
} from "../../tests/setup/placing-lists.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { benchStaffEnv, benchStaffToken } from "./bench-staff.ts";

interface ListFigures {
  counts: ImportRowCounts;
  createdBrands: string[];
  /** Rows placed in a category other than our reading's, or placed when our reading leaves them out. */
  placedWrong: ListRow[];
  /** Real parts by our reading that the import left out. */
  missed: ListRow[];
}

async function importList(base: string, token: string, list: PlacingList): Promise<ListFigures> {
  const file = placingWorkbook(list);
  const upload = async (dryRun: boolean) => {
    const form = new FormData();
    form.append("excel", new Blob([new Uint8Array(file)]), `${list.title}.xlsx`);
    form.append("mapping", JSON.stringify(placingMapping(list)));
    form.append("publish", "drafts");
    const response = await fetch(`${base}/api/upload-excel${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as ImportSummary & { error?: string };
    if (!response.ok || !body.rowCounts) throw new Error(`${list.title}: ${response.status} ${body.error ?? ""}`);
    return body;
  };
  await upload(true);
  const imported = await upload(false);
  const placedWrong: ListRow[] = [];
  const missed: ListRow[] = [];
  for (const row of list.rows) {
    const response = await fetch(`${base}/api/products/details/${encodeURIComponent(row.code)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const product = response.ok ? ((await response.json()) as { product: Product }).product : undefined;
    const outcome = outcomeOf(row);
    const part = outcome !== "look" && outcome !== "out";
    if (product && product.categorySlug !== outcome) placedWrong.push(row);
    else if (!product && part) missed.push(row);
  }
  const createdBrands = (imported.newTerms ?? []).filter((term) => term.kind === "brand").map((term) => term.name);
  return { counts: imported.rowCounts as ImportRowCounts, createdBrands, placedWrong, missed };
}

export async function benchPlacingLists(dataDir: string) {
  buildIfNeeded();
  const server = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { SEED_DEMO: "false", ...benchStaffEnv },
    stdio: "ignore",
  });
  try {
    const token = await benchStaffToken(server.base);
    console.log(
      "\nIssue 40's lists through the API (a check, then the import as drafts), by our reading of each row\n",
    );
    console.log(
      "| list | read | placed (by category) | needs a look | left out | brands created | placed wrong | parts missed |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    const notes: string[] = [];
    for (const list of placingLists) {
      const { counts, createdBrands, placedWrong, missed } = await importList(server.base, token, list);
      const placed = counts.placed.reduce((sum, category) => sum + category.rows, 0);
      const byCategory = counts.placed.map((category) => `${category.name} ${category.rows}`).join(", ");
      console.log(
        `| ${list.title} | ${counts.read} | ${placed} (${byCategory}) | ${counts.needsLook} | ${counts.leftOut} | ${createdBrands.join(", ") || "none"} | ${placedWrong.length} | ${missed.length} |`,
      );
      for (const row of placedWrong)
        notes.push(`  placed wrong in ${list.title}: ${row.code} "${row.name}" (${row.reading})`);
      for (const row of missed) notes.push(`  missed in ${list.title}: ${row.code} "${row.name}" (${row.reading})`);
    }
    for (const note of notes) console.log(note);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
