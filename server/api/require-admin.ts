import type { NextFunction, Request, Response } from "express";
import type { Kysely } from "kysely";
import { authenticate, type SessionAdmin } from "#app/server/auth/sessions.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { ApiError, sendError } from "./respond.ts";

export const SIGN_IN_REQUIRED = "Please sign in again to continue.";

/** The token of an `Authorization: Bearer …` header; the scheme name is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

/** Lets the request through only with a live administrator session; otherwise 401, nothing done. */
export function requireAdmin(db: Kysely<Database>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const admin = token ? await authenticate(db, token) : undefined;
    if (!admin) {
      res.set("WWW-Authenticate", 'Bearer realm="staff"');
      sendError(res, 401, SIGN_IN_REQUIRED);
      return;
    }
    res.locals.admin = admin satisfies SessionAdmin;
    next();
  };
}

/**
 * For a public call that answers staff more (hidden brands with `?all=1`, drafts with `status`):
 * the administrator of a live session, else a 401 like requireAdmin's.
 */
export async function requireAdminFor(req: Request, res: Response, db: Kysely<Database>): Promise<SessionAdmin> {
  const admin = await staffOf(req, db);
  if (admin) return admin;
  res.set("WWW-Authenticate", 'Bearer realm="staff"');
  throw new ApiError(401, SIGN_IN_REQUIRED);
}

/** The administrator of a request's live session, or undefined: a visitor. */
export async function staffOf(req: Request, db: Kysely<Database>): Promise<SessionAdmin | undefined> {
  const token = bearerToken(req);
  return token ? await authenticate(db, token) : undefined;
}
