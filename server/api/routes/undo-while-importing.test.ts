import { describe, expect, it } from "vitest";
import type { ImportProgress } from "#app/server/import/import-runner.server.ts";
import { ApiError } from "../respond.ts";
import type { ApiContext, ApiDependencies } from "../route.ts";
import { importRoutes } from "./imports.ts";

const progress: ImportProgress = {
  fileName: "supplier.xlsx",
  username: "priya",
  startedAt: "2026-11-24T06:30:00.000Z",
  dryRun: false,
  phase: "writing",
  rows: 30_000,
};

/** Dependencies whose database must not be reached: any use of it fails the test. */
const deps = {
  imports: { progress },
  get db(): never {
    throw new Error("The database was used while an import runs.");
  },
  logger: { info() {}, error() {} },
} as unknown as ApiDependencies;

describe("undoing an import while another import runs", () => {
  it("answers 409 naming the import under way, and undoes nothing", async () => {
    const undo = importRoutes.find((call) => call.method === "POST" && call.path === "/imports/:id/undo");
    if (!undo) throw new Error("no undo route");
    const context = {
      req: { params: { id: "3" } },
      res: { locals: { admin: { id: 1, username: "staff" } } },
      deps,
      query: {},
      body: {},
    } as unknown as ApiContext<unknown, unknown>;
    const refused = await Promise.resolve()
      .then(() => undo.handle(context))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toMatch(
      /^Another import is under way: "supplier\.xlsx" by priya.*Undo again/,
    );
    expect((refused as ApiError).extra).toEqual({ importInProgress: progress });
  });
});
