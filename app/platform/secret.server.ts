import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The server's signing secret: AUTH_SECRET when set (required with several servers), else one
 * generated on first start and kept in DATA_DIR (readable by the owner only).
 */
export function loadSecret(authSecret: string | undefined, dataDir: string): string {
  if (authSecret) return authSecret;
  const file = join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/**
 * HMAC-SHA256 of `value` with the server secret, in base64url (43 characters): the same value
 * gives the same key while the secret stays, and nobody without the secret can test a guess
 * against it, as anyone can against a plain hash of a known address.
 */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}
