import { type LoginResponse, loginBody } from "#app/api/accounts.ts";
import { checkCredentials, isStaffAccount } from "#app/server/auth/admins.server.ts";
import { createSession, revokeSession } from "#app/server/auth/sessions.server.ts";
import { clientAddress } from "../../client-address.ts";
import { bearerToken } from "../require-admin.ts";
import { ApiError, sendOk } from "../respond.ts";
import { route } from "../route.ts";
import { signInRefusal } from "../sign-in-refusal.ts";

export const authRoutes = [
  route({
    method: "POST",
    path: "/login",
    access: "public",
    body: loginBody,
    invalidBody: "Username and password are required.",
    cacheControl: "no-store",
    handle: async ({ req, res, deps, body }) => {
      const { username, password } = body;
      const address = clientAddress(req);
      const outcome = await deps.throttle.attempt(
        username,
        address,
        () => checkCredentials(deps.db, username, password),
        {
          isAccount: () => isStaffAccount(deps.db, username),
        },
      );
      if (outcome.status === "refused") throw signInRefusal(res, outcome);
      if (outcome.status === "wrong") {
        deps.logger.info("sign-in-failed", { address });
        throw new ApiError(401, "Invalid username or password");
      }
      const adminId = outcome.value;
      const answer: LoginResponse = { token: await createSession(deps.db, adminId) };
      sendOk(res, answer);
    },
  }),
  route({
    method: "POST",
    path: "/logout",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      await revokeSession(deps.db, bearerToken(req) ?? "");
      sendOk(res);
    },
  }),
];
