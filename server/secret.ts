import { randomBytes } from "node:crypto";
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
