import { describe, expect, it } from "vitest";
import { ImportBusyError, type ImportProgress } from "#app/server/import/import-runner.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { ApiError } from "../respond.ts";
import type { ApiContext, ApiDependencies } from "../route.ts";
import { importRoutes } from "./imports.ts";
import { productRoutes } from "./products.ts";
import { taxonomyRoutes } from "./taxonomy.ts";

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
  imports: {
    progress,
    // The runner's answer while its import runs (decision 198).
    holdWriter: async () => {
      throw new ImportBusyError(progress);
    },
  },
  get db(): never {
    throw new Error("The database was used while an import runs.");
  },
  logger: { info() {}, warn() {}, error() {} },
  media: new MediaFolder("/nonexistent"),
} as unknown as ApiDependencies;

/** The call answers 409 naming the import under way and what to do again: it wrote nothing. */
async function expectRefusedForTheImport(call: () => unknown, retry: string) {
  const refused = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(409);
  expect((refused as ApiError).message).toMatch(/^Another import is under way: "supplier\.xlsx" by priya/);
  expect((refused as ApiError).message).toContain(`${retry} when it has finished.`);
  expect((refused as ApiError).extra).toEqual({ importInProgress: progress });
}

function handler(method: string, path: string) {
  const call = productRoutes.find((route) => route.method === method && route.path === path);
  if (!call) throw new Error(`no route ${method} ${path}`);
  return call.handle;
}

describe("a product changed by hand while an import runs", () => {
  const context = {
    req: { params: { id: "7" } },
    res: { locals: { admin: { id: 1, username: "staff" } } },
    deps,
    query: {},
    body: { id: 7, name: "Condenser" },
  } as unknown as ApiContext<unknown, unknown>;

  it.each([
    ["POST", "/products"],
    ["PATCH", "/products/:id"],
    ["PUT", "/products/:id"],
    ["DELETE", "/products/delete"],
    ["DELETE", "/products/:id/image"],
  ])("%s %s answers 409 naming the import, and writes nothing", async (method, path) => {
    await expectRefusedForTheImport(() => handler(method, path)(context), "Save again");
  });
});

describe("an undo from the import history while an import runs", () => {
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
    await expectRefusedForTheImport(() => undo.handle(context), "Undo again");
  });
});

describe("a publish, and a brand or category changed, while an import runs (decision 198)", () => {
  const context = {
    req: { params: { slug: "denso" } },
    res: { locals: { admin: { id: 1, username: "staff" } } },
    deps,
    query: {},
    body: { name: "Subros", slugs: ["denso"], visible: false, status: "archived", ids: [7] },
  } as unknown as ApiContext<unknown, unknown>;

  it("POST /products/status answers 409 naming the import, and publishes nothing", async () => {
    await expectRefusedForTheImport(() => handler("POST", "/products/status")(context), "Try again");
  });

  it.each([
    ["POST", "/brands"],
    ["PUT", "/categories/order"],
    ["PATCH", "/brands/:slug"],
    ["DELETE", "/categories/:slug"],
    ["DELETE", "/brands/:slug/image"],
  ])("%s %s answers 409 naming the import, and writes nothing", async (method, path) => {
    const call = taxonomyRoutes.find((route) => route.method === method && route.path === path);
    if (!call) throw new Error(`no route ${method} ${path}`);
    await expectRefusedForTheImport(() => call.handle(context), "Save again");
  });
});
