// Finds or starts this machine's PostgreSQL for the data-layer tests and prints an admin URL for
// a throw-away test role that may create databases. Exits non-zero with the reason when no
// PostgreSQL can be had; the test command then says so loudly and skips only those suites.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const role = "coolparts_test";
const password = "coolparts_test_only";
const port = process.env.TEST_POSTGRES_PORT ?? "5432";

function run(command, args, options = {}) {
  return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
}

function fail(reason) {
  console.error(reason);
  process.exit(1);
}

if (process.env.TEST_POSTGRES_URL) {
  console.log(process.env.TEST_POSTGRES_URL);
  process.exit(0);
}
if (!existsSync("/usr/bin/pg_lsclusters")) fail("PostgreSQL is not installed (apt-get install postgresql-15).");
if (process.getuid?.() !== 0) fail("Starting PostgreSQL needs root; set TEST_POSTGRES_URL to use a running server.");

const clusters = run("pg_lsclusters", ["--no-header"]).trim().split("\n").filter(Boolean);
const cluster = clusters.map((line) => line.split(/\s+/)).find(([, , clusterPort]) => clusterPort === port);
if (!cluster) fail(`No PostgreSQL cluster listens on port ${port} (pg_lsclusters).`);
const [version, name, , status] = cluster;
if (status !== "online") {
  try {
    run("pg_ctlcluster", [version, name, "start"]);
  } catch (error) {
    fail(`pg_ctlcluster ${version} ${name} start failed: ${error.stderr || error.message}`);
  }
}

const psql = (sql) => run("runuser", ["-u", "postgres", "--", "psql", "-p", port, "-tAc", sql]);
const exists = psql(`select 1 from pg_roles where rolname = '${role}'`).trim() === "1";
psql(
  exists
    ? `alter role ${role} with login createdb password '${password}'`
    : `create role ${role} with login createdb password '${password}'`,
);
console.log(`postgres://${role}:${password}@127.0.0.1:${port}/postgres`);
