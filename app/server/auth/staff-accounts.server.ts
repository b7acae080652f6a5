/**
 * Staff accounts managed from the browser. The first account (the lowest id: the one made with
 * ADMIN_USERNAME or `npm run admin`) manages the others; every account changes its own password.
 * A removed account or a reset password ends that account's sessions (docs/decisions/053).
 */
import type { Kysely } from "kysely";
import type { StaffAccount } from "#app/api/accounts.ts";
import type { Database } from "../db/schema.ts";
import { normaliseUsername, passwordSchema, removeAdmin, upsertAdmin, usernameSchema } from "./admins.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

export type { StaffAccount };

async function ownerId(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db.selectFrom("admins").select("id").orderBy("id").limit(1).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function isOwner(db: Kysely<Database>, adminId: number): Promise<boolean> {
  return (await ownerId(db)) === adminId;
}

export async function listStaffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const owner = await ownerId(db);
  const rows = await db.selectFrom("admins").select(["id", "username", "created_at"]).orderBy("id").execute();
  return rows.map((row) => ({ username: row.username, createdAt: row.created_at, owner: Number(row.id) === owner }));
}

export type AccountResult =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string; errors?: { field: string; message: string }[] };

function invalid(field: string, message: string): AccountResult {
  return { ok: false, status: 400, error: message, errors: [{ field, message }] };
}

export async function addStaffAccount(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<AccountResult> {
  const name = usernameSchema.safeParse(username);
  if (!name.success) return invalid("username", `Username: ${name.error.issues[0]?.message ?? "not valid"}.`);
  const secret = passwordSchema.safeParse(password);
  if (!secret.success) return invalid("password", `Password: ${secret.error.issues[0]?.message ?? "not valid"}.`);
  const exists = await db
    .selectFrom("admins")
    .select("id")
    .where("username", "=", normaliseUsername(name.data))
    .executeTakeFirst();
  if (exists) return { ok: false, status: 409, error: `An account "${normaliseUsername(name.data)}" already exists.` };
  await upsertAdmin(db, name.data, secret.data);
  return { ok: true };
}

/** The owner sets another account's password; that account's sessions end (upsertAdmin does that). */
export async function resetStaffPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<AccountResult> {
  const secret = passwordSchema.safeParse(password);
  if (!secret.success) return invalid("password", `Password: ${secret.error.issues[0]?.message ?? "not valid"}.`);
  const exists = await db
    .selectFrom("admins")
    .select("id")
    .where("username", "=", normaliseUsername(username))
    .executeTakeFirst();
  if (!exists) return { ok: false, status: 404, error: "No such account." };
  await upsertAdmin(db, username, secret.data);
  return { ok: true };
}

export async function removeStaffAccount(db: Kysely<Database>, username: string): Promise<AccountResult> {
  const owner = await ownerId(db);
  const row = await db
    .selectFrom("admins")
    .select("id")
    .where("username", "=", normaliseUsername(username))
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, error: "No such account." };
  if (Number(row.id) === owner) return { ok: false, status: 403, error: "The first account cannot be removed." };
  await removeAdmin(db, username);
  return { ok: true };
}

export const WRONG_CURRENT_PASSWORD = "The current password is not right.";

/** Whether a password change was refused for its current password: a guess the sign-in throttle counts. */
export function isWrongCurrentPassword(result: AccountResult): boolean {
  return !result.ok && result.errors?.[0]?.field === "oldPassword";
}

/** Any account changes its own password with the old one; its other sessions end, this one too. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  adminId: number,
  oldPassword: string,
  newPassword: string,
): Promise<AccountResult> {
  const row = await db.selectFrom("admins").select(["password_hash"]).where("id", "=", adminId).executeTakeFirst();
  if (!row) return { ok: false, status: 404, error: "No such account." };
  if (!(await verifyPassword(oldPassword, row.password_hash))) return invalid("oldPassword", WRONG_CURRENT_PASSWORD);
  const secret = passwordSchema.safeParse(newPassword);
  if (!secret.success) return invalid("password", `Password: ${secret.error.issues[0]?.message ?? "not valid"}.`);
  const hash = await hashPassword(secret.data);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("admins").set({ password_hash: hash }).where("id", "=", adminId).execute();
    await trx.deleteFrom("admin_sessions").where("admin_id", "=", adminId).execute();
  });
  return { ok: true };
}
