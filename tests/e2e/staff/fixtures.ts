import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { EnquiryRequest } from "#app/api/enquiries.ts";
import type { ImportHistoryPage, ImportSummary, SavedMapping } from "#app/api/imports.ts";
import type { TermJson } from "#app/api/taxonomy.ts";
import type { Product } from "#app/catalogue/product.ts";
import { test as base, expect as baseExpect } from "../fixtures.ts";
import { adminPassword, adminUsername, staffURL } from "../servers.ts";

/**
 * The staff tests' fixtures (docs/decisions/084), after the Epic Stack's tests/playwright-utils.ts:
 * each test makes the data it needs through the JSON API (docs/api.md) with names no other test uses,
 * and signs in with a session made through the API (tests/e2e/staff/sign-in.spec.ts tests the form).
 *
 * Each worker slot has a staff server of its own (playwright.config.ts), so an import that holds the
 * catalogue never meets another test's save, and no test sees another's products come and go. After
 * each test the server is put back as the test found it: its imports and hand edits undone, newest
 * first, and the mappings, brands and categories it made deleted, so a test that fails half-way (or
 * runs again) leaves nothing in the way of the next.
 */

/** Sign-in hashes with scrypt and imports parse real workbooks: give the answers time on a busy machine. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export interface StaffSession {
  username: string;
  token: string;
  headers: { authorization: string };
}

/** What POST /api/products takes (docs/api.md, "Staff back office"). */
export type ProductFields = Partial<Pick<Product, "name" | "partNumber" | "brand" | "category" | "description">> & {
  fits?: string;
  rating?: number | null;
};

export interface SheetFile {
  name: string;
  mimeType?: string;
  buffer: Buffer;
}

interface StaffFixtures {
  /** Letters and digits no other test has: for part numbers, brand names, file names. */
  unique: string;
  /** A session of the first account, made through the API and ended after the test. */
  staffSession: StaffSession;
  /** Opens a staff page (the products screen by default) signed in with `staffSession`. */
  openStaffArea: (path?: string) => Promise<void>;
  /** Adds a product through the API: a Denso condenser with a part number of its own, unless told otherwise. */
  createProduct: (fields?: ProductFields) => Promise<Product>;
  /** Adds a brand through the API. */
  createBrand: (name: string) => Promise<TermJson>;
  /** Imports a sheet through the API and answers its summary. */
  importSheet: (file: SheetFile) => Promise<ImportSummary & { importId: number }>;
  /**
   * Sends an enquiry as a visitor would, from an address of its own: the allowance of five per address
   * in ten minutes is then never another test's to spend.
   */
  sendEnquiry: (fields: Omit<EnquiryRequest, "language">) => Promise<void>;
  /** Puts the staff server back as the test found it (automatic). */
  leavesStaffServerAsFound: undefined;
}

interface StaffWorkerFixtures {
  /** The first account's API session on this worker slot's staff server, for setting up and tidying up. */
  adminApi: APIRequestContext;
}

async function answer<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function signInThroughApi(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/login", { data: { username: adminUsername, password: adminPassword } });
  return (await answer<{ token: string }>(login)).token;
}

let enquiries = 0;
/** An address from 10.0.0.0/8 that no earlier enquiry to these servers came from. */
function freshAddress(): string {
  const n = (Date.now() + enquiries++) % 2 ** 24;
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

interface ServerState {
  lastImport: number;
  mappings: Set<number>;
  brands: Set<string>;
  categories: Set<string>;
}

async function serverState(api: APIRequestContext): Promise<ServerState> {
  const [history, mappings, brands, categories] = await Promise.all([
    answer<ImportHistoryPage>(await api.get("/api/imports?limit=1")),
    answer<{ mappings: SavedMapping[] }>(await api.get("/api/import-mappings")),
    answer<{ brands: TermJson[] }>(await api.get("/api/brands?all=1")),
    answer<{ categories: TermJson[] }>(await api.get("/api/categories?all=1")),
  ]);
  return {
    lastImport: history.imports[0]?.id ?? 0,
    mappings: new Set(mappings.mappings.map((mapping) => mapping.id)),
    brands: new Set(brands.brands.map((brand) => brand.slug)),
    categories: new Set(categories.categories.map((category) => category.slug)),
  };
}

/** Undoes one import; an import still running holds the catalogue, so wait for it to end. */
async function undoImport(api: APIRequestContext, id: number) {
  for (let attempt = 1; ; attempt++) {
    const response = await api.post(`/api/imports/${id}/undo`);
    if (response.ok()) return;
    const body = (await response.json().catch(() => ({}))) as { importInProgress?: unknown; error?: string };
    const busy = body.importInProgress !== undefined || response.status() === 503;
    if (!busy || attempt === 60) throw new Error(`Undoing import #${id} after the test: ${body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function restoreServer(api: APIRequestContext, before: ServerState) {
  const { imports } = await answer<ImportHistoryPage>(await api.get("/api/imports?limit=200"));
  // Newest first, so no later import stands in the way of an earlier one.
  for (const entry of imports) {
    if (entry.id > before.lastImport && entry.undoneAt === null) await undoImport(api, entry.id);
  }
  const after = await serverState(api);
  const newMappings = [...after.mappings].filter((id) => !before.mappings.has(id));
  for (const id of newMappings) await answer(await api.delete(`/api/import-mappings/${id}`));
  for (const kind of ["brands", "categories"] as const) {
    const newTerms = [...after[kind]].filter((slug) => !before[kind].has(slug));
    for (const slug of newTerms) await answer(await api.delete(`/api/${kind}/${slug}`));
  }
}

export const test = base.extend<StaffFixtures, StaffWorkerFixtures>({
  // The worker slot's own staff server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use, testInfo) => use(staffURL(testInfo.parallelIndex)),

  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = staffURL(workerInfo.parallelIndex);
      const anonymous = await playwright.request.newContext({ baseURL });
      const token = await signInThroughApi(anonymous);
      await anonymous.dispose();
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      await use(api);
      await api.post("/api/logout");
      await api.dispose();
    },
    { scope: "worker" },
  ],

  leavesStaffServerAsFound: [
    async ({ adminApi }, use) => {
      const before = await serverState(adminApi);
      await use(undefined);
      await restoreServer(adminApi, before);
    },
    { auto: true },
  ],

  // Always with a digit, as part numbers have: about one base-36 time in fourteen is letters only, and
  // the tests' numbers, names and searches were written for the usual kind.
  // biome-ignore lint/correctness/noEmptyPattern: as for baseURL.
  unique: async ({}, use) =>
    use(`${Date.now().toString(36)}${Math.floor(Math.random() * 10)}${Math.random().toString(36).slice(2, 4)}`),

  staffSession: async ({ request }, use) => {
    const token = await signInThroughApi(request);
    const headers = { authorization: `Bearer ${token}` };
    await use({ username: adminUsername, token, headers });
    // A test may have ended the session itself (logout); then this answers 401.
    await request.post("/api/logout", { headers });
  },

  openStaffArea: async ({ page, baseURL, staffSession }, use) => {
    await use(async (path = "/add-products") => {
      await page.context().setStorageState({
        cookies: [],
        origins: [{ origin: baseURL ?? "", localStorage: [{ name: "token", value: staffSession.token }] }],
      });
      await page.goto(path);
    });
  },

  createProduct: async ({ adminApi, unique }, use) => {
    let count = 0;
    await use(async (fields = {}) => {
      const response = await adminApi.post("/api/products", {
        data: {
          name: `Test Condenser ${unique}`,
          partNumber: `T-${unique.toUpperCase()}-${++count}`,
          brand: "Denso",
          category: "Condenser",
          ...fields,
        },
      });
      return (await answer<{ product: Product }>(response)).product;
    });
  },

  createBrand: async ({ adminApi }, use) => {
    await use(
      async (name) => (await answer<{ brand: TermJson }>(await adminApi.post("/api/brands", { data: { name } }))).brand,
    );
  },

  importSheet: async ({ adminApi }, use) => {
    await use(async (file) => {
      const response = await adminApi.post("/api/upload-excel", {
        multipart: { excel: { mimeType: "application/octet-stream", ...file } },
      });
      const summary = await answer<ImportSummary>(response);
      const { imports } = await answer<ImportHistoryPage>(await adminApi.get("/api/imports?limit=1"));
      return { ...summary, importId: imports[0]?.id ?? 0 };
    });
  },

  sendEnquiry: async ({ request }, use) => {
    await use(async (fields) => {
      const response = await request.post("/api/enquiries", {
        headers: { "x-forwarded-for": freshAddress() },
        data: { ...fields, language: "en" },
      });
      expect(response.status(), await response.text()).toBe(201);
    });
  },
});

export { axeTags } from "../fixtures.ts";
