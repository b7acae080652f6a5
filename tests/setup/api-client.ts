import http from "node:http";
import { readFixture } from "./fixtures.ts";

/** The JSON API's answers as the API tests read them: status, headers, the parsed body and its text. */
export type ApiJson = Record<string, unknown> & { success: boolean; error?: string };

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed body; `{ success: false }` when the body was not JSON (a file, an empty 204). */
  json: ApiJson;
  text: string;
}

export interface CallOptions {
  /** A bearer token for this call; `null` sends none even where the client has a default token. */
  token?: string | null;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export type ApiCall = (method: string, path: string, options?: CallOptions) => Promise<ApiAnswer>;

/**
 * One way for the API tests to call a test server: `path` is taken from the server's root
 * (`/api/...`, `/proxy/api/...`), and `defaultToken`, when given, signs every call that names none.
 */
export function apiClient(baseUrl: () => string, defaultToken: () => string | undefined = () => undefined): ApiCall {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const bearer = options.token === undefined ? defaultToken() : options.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const response = await fetch(`${baseUrl()}${path}`, { method, headers, body });
    const text = await response.text();
    let json: ApiJson = { success: false };
    try {
      json = JSON.parse(text) as ApiJson;
    } catch {}
    return { status: response.status, headers: response.headers, json, text };
  };
}

/** A multipart form with the given files under one field, as a browser's file input sends them. */
export function filesForm(field: string, files: readonly { name: string; data: Buffer }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

/** A spreadsheet upload form, as the staff screen sends one to /api/upload-excel. */
export const sheetForm = (name: string, data: Buffer) => filesForm("excel", [{ name, data }]);

/** A photo upload form, as the staff screen sends one to /api/upload-images. */
export const photosForm = (files: readonly { name: string; data: Buffer }[]) => filesForm("images[]", files);

/** Imports one of tests/fixtures' spreadsheets through the API, as a signed-in staff member. */
export function importFixture(call: ApiCall, token: string, name = "catalogue-300.xlsx") {
  return call("POST", "/api/upload-excel", { token, form: sheetForm(name, readFixture(name)) });
}

/**
 * POSTs JSON from another loopback address, which the server's per-address limits see as another
 * client (fetch cannot choose the address it sends from), with the given user agent.
 */
export function postJsonFrom(
  from: string,
  url: string,
  userAgent: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", localAddress: from, headers: { "content-type": "application/json", "user-agent": userAgent } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(typeof body === "string" ? body : JSON.stringify(body));
  });
}
