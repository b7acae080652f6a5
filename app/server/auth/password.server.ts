import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt at the OWASP ASVS 5 minimum (N = 2^17, r = 8, p = 1). That needs
 * 128 MiB per hash, above node:crypto's default `maxmem`, so it is raised. The stored form carries
 * its parameters ("scrypt$17$8$1$salt$hash"), so they can be raised later without a migration.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N: 2 ** log2n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, LOG2_N, R, P);
  return ["scrypt", LOG2_N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export interface HashParameters {
  algorithm: string;
  log2n: number;
  r: number;
  p: number;
}

export function hashParameters(stored: string): HashParameters {
  const [algorithm = "", log2n, r, p] = stored.split("$");
  return { algorithm, log2n: Number(log2n), r: Number(r), p: Number(p) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, log2n, r, p, salt, expected] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, "base64"), Number(log2n), Number(r), Number(p));
  const expectedKey = Buffer.from(expected, "base64");
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for sign-ins with an unknown username: the answer and its
 * timing must not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}
