import { z } from "zod";
import { newAccountBody, passwordBody, type StaffAccounts } from "#app/api/accounts.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import type { SessionAdmin } from "#app/server/auth/sessions.server.ts";
import {
  type AccountResult,
  addStaffAccount,
  changeOwnPassword,
  isOwner,
  isWrongCurrentPassword,
  listStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  WRONG_CURRENT_PASSWORD,
} from "#app/server/auth/staff-accounts.server.ts";
import { clientAddress } from "../../client-address.ts";
import { ApiError, sendOk } from "../respond.ts";
import { type ApiContext, route, sessionAdmin } from "../route.ts";
import { signInRefusal } from "../sign-in-refusal.ts";

async function requireOwner({ res, deps }: Pick<ApiContext<unknown, unknown>, "res" | "deps">, message: string) {
  if (!(await isOwner(deps.db, sessionAdmin(res).adminId))) throw new ApiError(403, message);
}

/**
 * A change of one's own password checks the current one: a stolen session token must not become a
 * way to guess it, so that check goes through the sign-in throttle, per account and address.
 */
async function changeOwnPasswordThrottled(
  { req, res, deps }: Pick<ApiContext<unknown, unknown>, "req" | "res" | "deps">,
  me: SessionAdmin,
  body: z.output<typeof passwordBody>,
): Promise<AccountResult> {
  const outcome = await deps.throttle.attempt(me.username, clientAddress(req), async () => {
    const result = await changeOwnPassword(deps.db, me.adminId, body.oldPassword ?? "", body.password);
    return isWrongCurrentPassword(result) ? undefined : result;
  });
  if (outcome.status === "refused") throw signInRefusal(res, outcome);
  if (outcome.status === "wrong")
    throw new ApiError(400, WRONG_CURRENT_PASSWORD, {
      errors: [{ field: "oldPassword", message: WRONG_CURRENT_PASSWORD }],
    });
  return outcome.value;
}

const MANAGES_OTHERS = "Only the first staff account manages the others.";

/** The account a path names; a name no account can have (a control character, decision 079) names none. */
const usernameParam = z
  .string()
  .max(200)
  .check(noControlCharacters({ label: "Username" }));

function accountIn(req: { params: Record<string, unknown> }): string {
  const parsed = usernameParam.safeParse(req.params.username);
  if (!parsed.success) throw new ApiError(404, "No such account.");
  return parsed.data;
}

function refused(result: { status: number; error: string; errors?: { field: string; message: string }[] }): ApiError {
  return new ApiError(result.status, result.error, result.errors ? { errors: result.errors } : {});
}

/** Staff accounts (docs/decisions/053): the first account manages the others; each changes its own password. */
export const adminRoutes = [
  route({
    method: "GET",
    path: "/admins",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const me = sessionAdmin(res);
      const answer: StaffAccounts = {
        admins: await listStaffAccounts(deps.db),
        me: { username: me.username, owner: await isOwner(deps.db, me.adminId) },
      };
      sendOk(res, answer);
    },
  }),
  route({
    method: "POST",
    path: "/admins",
    access: "admin",
    body: newAccountBody,
    handle: async ({ res, deps, body }) => {
      await requireOwner({ res, deps }, MANAGES_OTHERS);
      const result = await addStaffAccount(deps.db, body.username, body.password);
      if (!result.ok) throw refused(result);
      deps.logger.info("staff-account-added", { by: sessionAdmin(res).username });
      sendOk(res, { admins: await listStaffAccounts(deps.db) }, 201);
    },
  }),
  route({
    method: "DELETE",
    path: "/admins/:username",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      await requireOwner({ res, deps }, MANAGES_OTHERS);
      const result = await removeStaffAccount(deps.db, accountIn(req));
      if (!result.ok) throw refused(result);
      deps.logger.info("staff-account-removed", { by: sessionAdmin(res).username });
      sendOk(res, { admins: await listStaffAccounts(deps.db) });
    },
  }),
  route({
    method: "POST",
    path: "/admins/:username/password",
    access: "admin",
    body: passwordBody,
    handle: async ({ req, res, deps, body }) => {
      const me = sessionAdmin(res);
      const target = accountIn(req).trim().toLowerCase();
      const own = target === me.username;
      if (!own) await requireOwner({ res, deps }, "Only the first staff account resets other accounts' passwords.");
      const result = own
        ? await changeOwnPasswordThrottled({ req, res, deps }, me, body)
        : await resetStaffPassword(deps.db, target, body.password);
      if (!result.ok) throw refused(result);
      deps.logger.info("staff-password-changed", { by: me.username, own });
      sendOk(res, { message: "The password was changed; its sessions have ended." });
    },
  }),
];
