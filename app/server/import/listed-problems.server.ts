import type { SheetProblem } from "#app/api/imports.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";

/**
 * A refused sheet's faults as its answer lists them: the first `limit` in sheet order, and how many
 * there are in all. A hostile or badly broken sheet can hold hundreds of thousands of faults (issue 24:
 * 296,994 faults, a 21 MB answer); staff fix the first ones and upload again, so listing the rest only
 * costs memory on the server and in the browser.
 */
export class ListedProblems {
  readonly listed: SheetProblem[] = [];
  total = 0;
  readonly #limit: number;

  constructor(limit: number = uploadLimits.spreadsheet.maxListedProblems) {
    this.#limit = limit;
  }

  add(problems: readonly SheetProblem[]): void {
    this.total += problems.length;
    for (const problem of problems) {
      if (this.listed.length >= this.#limit) return;
      this.listed.push(problem);
    }
  }
}
