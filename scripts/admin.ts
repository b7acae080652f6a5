// `npm run admin -- <command>`: manage staff accounts from the command line.
//   set <username>      create the administrator, or set a new password (ends its sessions)
//   remove <username>   remove the administrator and end its sessions
//   list                list administrators
// The password is read from standard input: typed twice without echo at a terminal, or one line
// piped in by a script (`printf '%s\n' "$PASSWORD" | npm run admin -- set alice`).
import { createInterface } from "node:readline";
import {
  listAdmins,
  passwordSchema,
  removeAdmin,
  upsertAdmin,
  usernameSchema,
} from "#app/server/auth/admins.server.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { readEnv } from "#app/server/env.server.ts";

function readLine(prompt: string, hidden: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    if (hidden && process.stdin.isTTY) {
      // Echo nothing of what is typed after the prompt.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
        if (text.includes(prompt)) process.stdout.write(prompt);
      };
    }
    rl.question(prompt, (answer) => {
      rl.close();
      if (hidden && process.stdin.isTTY) process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function askPassword(): Promise<string> {
  const password = await readLine("New password (12 characters or more): ", true);
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new Error(`Password: ${checked.error.issues[0]?.message}`);
  if (process.stdin.isTTY && (await readLine("Repeat the password: ", true)) !== password) {
    throw new Error("The two passwords differ.");
  }
  return password;
}

const [command, username] = process.argv.slice(2);
const env = readEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
try {
  if (command === "set" && username) {
    const name = usernameSchema.safeParse(username);
    if (!name.success) throw new Error(`Username: ${name.error.issues[0]?.message}`);
    const outcome = await upsertAdmin(database.db, username, await askPassword());
    console.log(
      outcome === "created"
        ? `Administrator "${username}" created.`
        : `Password of "${username}" changed; its sessions ended.`,
    );
  } else if (command === "remove" && username) {
    console.log(
      (await removeAdmin(database.db, username))
        ? `Administrator "${username}" removed.`
        : `No administrator "${username}".`,
    );
  } else if (command === "list") {
    for (const admin of await listAdmins(database.db))
      console.log(`${admin.username}\t(since ${admin.createdAt.slice(0, 10)})`);
  } else {
    console.log("Usage: npm run admin -- set <username> | remove <username> | list");
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
