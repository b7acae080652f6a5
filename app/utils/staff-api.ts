import { type AnswerOf, type CallInput, endpointRequest, type StaffEndpoint } from "#app/api/endpoints.ts";
import { type Language, languageFromPath, localizePath } from "#app/i18n/language.ts";
import type { JsonBody } from "./api-refusals.ts";

/**
 * The staff area's client for the JSON API, as spec section 7 describes it: every call goes to
 * /proxy/api/…, a request step adds `Authorization: Bearer <token>` from localStorage, and a response
 * step on 401 forgets the token and sends the browser to the sign-in page (in the page's language).
 * Success is a status from 200 to 299. Uploads go through XMLHttpRequest, which reports upload
 * progress (fetch cannot yet). Browser only: the staff pages call it from effects and handlers.
 * Each call is named by its key in the API's table (app/api/endpoints.ts, decision 192), which types
 * its path's parts, query string, body and answer; refusal bodies are read by api-refusals.ts.
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
  if (unauthorizedHandler) {
    unauthorizedHandler();
    return;
  }
  // The calls a page started together answer 401 together: the first one's handler has already
  // left the page, and reloading the sign-in page under it would only lose what it says.
  const login = loginPath(languageFromPath(window.location.pathname));
  if (window.location.pathname !== login) window.location.assign(login);
}

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

type Query = Readonly<Record<string, string | number | boolean | undefined>>;

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

export type RequestOptions<E extends StaffEndpoint> = CallInput<E> & {
  signal?: AbortSignal;
  /** The sign-in call answers 401 for a wrong password: that must not sign anyone out. */
  redirectOn401?: boolean;
};

/** Makes one call of the API's table: `apiRequest("PATCH /enquiries/:id", { params: { id }, json })`. */
export async function apiRequest<E extends StaffEndpoint>(
  endpoint: E,
  ...[options]: Partial<RequestOptions<E>> extends RequestOptions<E>
    ? [options?: RequestOptions<E>]
    : [options: RequestOptions<E>]
): Promise<ApiResult<AnswerOf<E>>> {
  const { params, query, json, signal, redirectOn401 } = (options ?? {}) as RequestOptions<StaffEndpoint> & {
    params?: Record<string, string | number>;
    query?: Query;
    json?: unknown;
  };
  const { method, path } = endpointRequest(endpoint, params);
  const headers: Record<string, string> = { Accept: "application/json", ...authorizationHeader() };
  let body: string | undefined;
  if (json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body, signal, cache: "no-store" });
  } catch {
    return { ok: false, status: 0, body: {} };
  }
  const text = await response.text().catch(() => "");
  return interpret<AnswerOf<E>>(response.status, parseJson(text), redirectOn401 ?? true);
}

export interface UploadProgress {
  /** Share of the body sent, 0 to 1; undefined when the browser cannot tell. */
  fraction?: number;
  /** Every byte is sent: the server is now reading the files. */
  sent: boolean;
}

/** The calls that take a multipart form: the sheet, the photos, a product's or a term's picture. */
type UploadEndpoint = Extract<
  StaffEndpoint,
  | "POST /upload-excel"
  | "POST /upload-images"
  | "PUT /products/:id/image"
  | `PUT /${"brands" | "categories"}/:slug/image`
>;

/** A multipart call of the API's table through XMLHttpRequest, reporting how much of the body has been sent. */
export function uploadForm<E extends UploadEndpoint>(
  endpoint: E,
  form: FormData,
  options: Omit<CallInput<E>, "json"> & {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<ApiResult<AnswerOf<E>>> {
  const { params, query } = options as { params?: Record<string, string | number>; query?: Query };
  const { method, path } = endpointRequest(endpoint, params);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path, query));
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      const fraction = event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined;
      options.onProgress?.({ fraction, sent: false });
    });
    xhr.upload.addEventListener("load", () => {
      options.onProgress?.({ fraction: 1, sent: true });
    });
    xhr.addEventListener("load", () => resolve(interpret<AnswerOf<E>>(xhr.status, parseJson(xhr.responseText), true)));
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
