/**
 * The staff account the benchmarks that call staff endpoints use: the production server starts
 * with it (`env` below, as ADMIN_USERNAME and ADMIN_PASSWORD make the first account), and
 * `benchStaffToken` signs in as it.
 */
const BENCH_STAFF = { username: "bench-admin", password: "bench-admin-password-1" };

/** The server's environment that creates the bench's staff account on its first start. */
export const benchStaffEnv = { ADMIN_USERNAME: BENCH_STAFF.username, ADMIN_PASSWORD: BENCH_STAFF.password };

/** Signs in to the server at `base` as the bench's staff account, and returns the session's token. */
export async function benchStaffToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_STAFF),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`the bench could not sign in (HTTP ${login.status})`);
  return token;
}
