// `npm run fuzz`: the request fuzzer of tests/integration/request-fuzz.test.ts for longer than
// `npm test` gives it, on SQLite and (when this machine's PostgreSQL can be had) PostgreSQL.
// FUZZ_SECONDS per database (default 90), FUZZ_RUNS at most (default 100000), FUZZ_SEED (default:
// a new one each run, printed, so a failure can be replayed), FUZZ_SHRINK=1 to shrink a failure.
import { buildIfNeeded } from "./build-if-needed.mjs";
import { postgresUrl } from "./lib/postgres-url.mjs";
import { run } from "./lib/run.mjs";

buildIfNeeded();
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`Request fuzzing with seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
const url = postgresUrl();
const status = run("vitest", ["run", "tests/integration/request-fuzz.test.ts"], {
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? "90",
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? "100000",
    ...(url ? { TEST_POSTGRES_URL: url } : {}),
  },
});
process.exit(status);
