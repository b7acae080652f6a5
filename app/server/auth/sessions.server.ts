import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Staff sessions are bearer tokens: 256 random bits from the CSPRNG, new at every sign-in, stored
 * only as their SHA-256. A session ends after 30 idle minutes or 12 hours in all (the ASVS
 * suggestions), on logout, or when its administrator is removed (foreign key cascade).
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not become a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: Kysely<Database>, adminId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("admin_sessions")
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export interface SessionAdmin {
  adminId: number;
  username: string;
  sessionId: number;
}

/** The administrator a token belongs to, if the session is live; refreshes its idle timer. */
export async function authenticate(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SessionAdmin | undefined> {
  const session = await db
    .selectFrom("admin_sessions")
    .innerJoin("admins", "admins.id", "admin_sessions.admin_id")
    .select([
      "admin_sessions.id as sessionId",
      "admin_sessions.last_seen_at as lastSeenAt",
      "admin_sessions.expires_at as expiresAt",
      "admin_sessions.revoked_at as revokedAt",
      "admins.id as adminId",
      "admins.username as username",
    ])
    .where("admin_sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!session || session.revokedAt) return undefined;
  const nowMs = now.getTime();
  if (Date.parse(session.expiresAt) <= nowMs) return undefined;
  if (Date.parse(session.lastSeenAt) + SESSION_IDLE_MS <= nowMs) return undefined;
  if (nowMs - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("admin_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", session.sessionId)
      .execute();
  }
  return { adminId: Number(session.adminId), username: session.username, sessionId: Number(session.sessionId) };
}

export async function revokeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("admin_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Drops sessions that can no longer be used, so the table does not grow for ever. */
export async function deleteDeadSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("admin_sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
        eb("revoked_at", "is not", null),
      ]),
    )
    .execute();
}
