import { z } from "zod";
import { noControlCharacters } from "#app/forms/plain-text.ts";

/** Sign-in and the staff accounts (docs/api.md, "Staff back office"): what the calls take and answer. */

/** POST /login: the JSON body. */
export const loginBody = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .check(noControlCharacters({ label: "Username" })),
  password: z.string().min(1).max(1000),
});
export type LoginRequest = z.input<typeof loginBody>;

/** POST /login: the session's bearer token. */
export interface LoginResponse {
  token: string;
}

/** POST /admins. */
export const newAccountBody = z.strictObject({
  username: z.string().max(200),
  password: z.string().max(1000),
});
export type NewStaffAccountRequest = z.input<typeof newAccountBody>;

/** POST /admins/{username}/password; oldPassword for one's own account. */
export const passwordBody = z.strictObject({
  password: z.string().max(1000),
  oldPassword: z.string().max(1000).optional(),
});
export type PasswordChangeRequest = z.input<typeof passwordBody>;

/** GET /admins: one staff account. */
export interface StaffAccount {
  username: string;
  createdAt: string;
  /** The first account: it manages the others and cannot be removed from the browser. */
  owner: boolean;
}

/** GET /admins. */
export interface StaffAccounts {
  admins: StaffAccount[];
  me: { username: string; owner: boolean };
}
