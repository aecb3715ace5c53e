/**
 * Password hashing: scrypt from node:crypto with N = 2^17, r = 8, p = 1 (OWASP's scrypt
 * minimum; better-auth's default N = 2^14, r = 16 is below it). 128 MiB and about a third of a
 * second per hash. At most two hashes run at once: they use libuv's worker threads (four by
 * default), which compression and file reads share, so pages keep being served during a burst
 * of sign-ins, and hashing memory stays under 256 MiB.
 * The stored form names its parameters (`scrypt$N$r$p$salt$hash`), so they can be raised later
 * without breaking existing accounts.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Refuse parameters beyond this when verifying: a tampered row must not exhaust memory. */
const MAX_N = 2 ** 20;

const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Other `params` than the default serve the tests only (`AppServices.passwordHashing`). */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || params.N > MAX_N) return false;
  const expectedKey = Buffer.from(expected, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), params);
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
