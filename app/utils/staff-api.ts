import type { Product } from "#app/catalogue/product.ts";
import { type Language, languageFromPath, localizePath } from "#app/i18n/language.ts";

/**
 * The staff area's client for the JSON API, as spec section 7 describes it: every call goes to
 * /proxy/api/…, a request step adds `Authorization: Bearer <token>` from localStorage, and a response
 * step on 401 forgets the token and sends the browser to the sign-in page (in the page's language).
 * Success is a status from 200 to 299. Uploads go through XMLHttpRequest, which reports upload
 * progress (fetch cannot yet). Browser only: the staff pages call it from effects and handlers.
 */

/** The localStorage key the spec names. */
export const TOKEN_KEY = "token";
const API_BASE = "/proxy/api";

export function readToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage disabled (private mode with a full quota): the next call will send the visitor back.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function loginPath(language: Language): string {
  return localizePath("/login", language);
}

export function addProductsPath(language: Language): string {
  return localizePath("/add-products", language);
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Lets a page go to the sign-in page through the router (no reload, and it can say why) when a call
 * answers 401. Returns a function that removes the handler again.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function signedOut(): void {
  clearToken();
  if (unauthorizedHandler) unauthorizedHandler();
  else window.location.assign(loginPath(languageFromPath(window.location.pathname)));
}

export type JsonBody = Record<string, unknown>;

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** 0 when the request never got an answer (offline, aborted). */
  status: number;
  /** The server's sentence for people, when it sent one. */
  error?: string;
  body: JsonBody;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

type Query = Record<string, string | number | undefined>;

function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

function parseJson(text: string): JsonBody {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonBody) : {};
  } catch {
    return {};
  }
}

/** The response step: 2xx with success not false is a success; 401 signs the browser out. */
function interpret<T>(status: number, body: JsonBody, redirectOn401: boolean): ApiResult<T> {
  if (status >= 200 && status < 300 && body.success !== false) return { ok: true, status, data: body as T };
  if (status === 401 && redirectOn401) signedOut();
  return { ok: false, status, error: typeof body.error === "string" && body.error ? body.error : undefined, body };
}

function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface RequestOptions {
  method?: "GET" | "POST" | "DELETE";
  json?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** The sign-in call answers 401 for a wrong password: that must not sign anyone out. */
  redirectOn401?: boolean;
}

export async function apiRequest<T extends object>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...authorizationHeader() };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, body: {} };
  }
  const text = await response.text().catch(() => "");
  return interpret<T>(response.status, parseJson(text), options.redirectOn401 ?? true);
}

export interface UploadProgress {
  /** Share of the body sent, 0 to 1; undefined when the browser cannot tell. */
  fraction?: number;
  /** Every byte is sent: the server is now reading the files. */
  sent: boolean;
}

/** A multipart POST through XMLHttpRequest, reporting how much of the body has been sent. */
export function uploadForm<T extends object>(
  path: string,
  form: FormData,
  options: { query?: Query; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path, options.query));
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      const fraction = event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined;
      options.onProgress?.({ fraction, sent: false });
    });
    xhr.upload.addEventListener("load", () => {
      options.onProgress?.({ fraction: 1, sent: true });
    });
    xhr.addEventListener("load", () => resolve(interpret<T>(xhr.status, parseJson(xhr.responseText), true)));
    const failed = () => resolve({ ok: false, status: 0, body: {} });
    xhr.addEventListener("error", failed);
    xhr.addEventListener("abort", failed);
    xhr.addEventListener("timeout", failed);
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Downloads a file the API only gives to a signed-in administrator: a plain link cannot send the
 * bearer header, so the file is fetched, held as a blob and saved through a temporary object URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<ApiResult<{ fileName: string }>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: authorizationHeader(), cache: "no-store" });
  } catch {
    return { ok: false, status: 0, body: {} };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    return interpret(response.status, parseJson(text), true);
  }
  const blob = await response.blob();
  const fileName = fileNameFrom(response.headers.get("Content-Disposition"), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return { ok: true, status: response.status, data: { fileName } };
}

// ---- What the calls answer (docs/api.md) ----

export interface ProductPage {
  products: Product[];
  total: number;
}

export interface ImportSummary {
  message?: string;
  dryRun?: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface SheetProblem {
  row: number;
  column: string;
  message: string;
}

export interface MatchedPhoto {
  file: string;
  partNumbers: string[];
}

export interface UnmatchedPhoto {
  file: string;
  reason: string;
}

export interface RefusedFile {
  file: string;
  reason: string;
  detail?: string;
}

export interface ImageUploadSummary {
  message?: string;
  matched: MatchedPhoto[];
  unmatched: UnmatchedPhoto[];
}

export interface Enquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  createdAt: string;
}

export interface Subscriber {
  id: number;
  email: string;
  language: string;
  createdAt: string;
}

/** A later import that stands in the way of undoing an earlier one. */
export interface BlockingImport {
  id: number;
  createdAt: string;
  /** How many of the earlier import's products it changed. */
  products: number;
}

/** One committed spreadsheet import, as GET /imports lists it. */
export interface ImportEntry {
  id: number;
  createdAt: string;
  username: string;
  fileName: string;
  replaceAll: boolean;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  undoneAt: string | null;
  undoneBy: string | null;
  blockedBy: BlockingImport | null;
}

export interface ImportHistoryPage {
  imports: ImportEntry[];
  total: number;
}

export interface UndoSummary {
  message?: string;
  removed: number;
  restored: number;
}

export type UndoRefusal = { reason: "blocked"; blockedBy: BlockingImport } | { reason: "already-undone" };

/** Why the server refused an undo (409), read defensively; undefined for any other failure. */
export function undoRefusal(body: JsonBody): UndoRefusal | undefined {
  if (body.reason === "already-undone") return { reason: "already-undone" };
  const blocked = body.blockedBy as Record<string, unknown> | null | undefined;
  if (
    body.reason === "blocked" &&
    blocked &&
    typeof blocked.id === "number" &&
    typeof blocked.createdAt === "string" &&
    typeof blocked.products === "number"
  )
    return {
      reason: "blocked",
      blockedBy: { id: blocked.id, createdAt: blocked.createdAt, products: blocked.products },
    };
  return undefined;
}

function arrayOf<T>(value: unknown, check: (item: Record<string, unknown>) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const parsed = check(item as Record<string, unknown>);
    return parsed === undefined ? [] : [parsed];
  });
}

/** The faults of a refused sheet, by spreadsheet row. */
export function sheetProblems(body: JsonBody): SheetProblem[] {
  return arrayOf(body.errors, (item) =>
    typeof item.message === "string"
      ? {
          row: typeof item.row === "number" ? item.row : 0,
          column: typeof item.column === "string" ? item.column : "",
          message: item.message,
        }
      : undefined,
  ).sort((a, b) => a.row - b.row);
}

/** The files of a refused photo upload, each with its reason. */
export function refusedFiles(body: JsonBody): RefusedFile[] {
  return arrayOf(body.refused, (item) =>
    typeof item.file === "string" && typeof item.reason === "string"
      ? { file: item.file, reason: item.reason, ...(typeof item.detail === "string" ? { detail: item.detail } : {}) }
      : undefined,
  );
}
