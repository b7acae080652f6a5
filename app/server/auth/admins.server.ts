import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server.ts";

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "at least 3 characters")
  .max(64, "at most 64 characters")
  .regex(/^[A-Za-z0-9._@-]+$/, "letters, digits and . _ @ - only");
/** ASVS: at least 8 characters (we ask 12), any characters, no composition rules. */
export const passwordSchema = z.string().min(12, "at least 12 characters").max(256, "at most 256 characters");

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates the administrator, or sets a new password when it exists (which ends its sessions). */
export async function upsertAdmin(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  const name = normaliseUsername(usernameSchema.parse(username));
  return storeAdmin(db, name, await hashPassword(passwordSchema.parse(password)));
}

/**
 * upsertAdmin's write, given the password's hash already made: the tests' servers hash their one
 * test password once per process, not once per server (each scrypt takes 128 MiB and a good part
 * of a second, seconds on a busy machine).
 */
export async function storeAdmin(
  db: Kysely<Database>,
  name: string,
  passwordHash: string,
): Promise<"created" | "updated"> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("admins").select("id").where("username", "=", name).executeTakeFirst();
    if (existing) {
      await trx.updateTable("admins").set({ password_hash: passwordHash }).where("id", "=", existing.id).execute();
      await trx.deleteFrom("admin_sessions").where("admin_id", "=", existing.id).execute();
      return "updated";
    }
    await trx
      .insertInto("admins")
      .values({ username: name, password_hash: passwordHash, created_at: new Date().toISOString() })
      .execute();
    return "created";
  });
}

/** Removes an administrator; its sessions go with it (foreign key cascade). */
export async function removeAdmin(db: Kysely<Database>, username: string): Promise<boolean> {
  const result = await db.deleteFrom("admins").where("username", "=", normaliseUsername(username)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listAdmins(db: Kysely<Database>): Promise<{ username: string; createdAt: string }[]> {
  const rows = await db.selectFrom("admins").select(["username", "created_at"]).orderBy("username").execute();
  return rows.map((row) => ({ username: row.username, createdAt: row.created_at }));
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Whether a staff account has this username: the sign-in throttle serves attempts at real accounts
 * before a flood of attempts at made-up names (decision 176). The answer is never shown to the sender.
 */
export async function isStaffAccount(db: Kysely<Database>, username: string): Promise<boolean> {
  const found = await db
    .selectFrom("admins")
    .select("id")
    .where("username", "=", normaliseUsername(username))
    .executeTakeFirst();
  return found !== undefined;
}

/** The administrator's id when the credentials are right. Unknown names cost the same time. */
export async function checkCredentials(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<number | undefined> {
  const admin = await db
    .selectFrom("admins")
    .select(["id", "password_hash"])
    .where("username", "=", normaliseUsername(username))
    .executeTakeFirst();
  if (!admin) return verifyAgainstDummy(password).then(() => undefined);
  return (await verifyPassword(password, admin.password_hash)) ? Number(admin.id) : undefined;
}
