import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** An .eml as text: quoted-printable bodies decoded, so "Dobrý den" reads as written. */
function decode(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The e-mails the server wrote (no SMTP_URL in tests), newest last. */
function outbox(dataDir: string): string[] {
  const dir = join(dataDir, "outbox");
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => decode(readFileSync(join(dir, file), "utf8")));
  } catch {
    return [];
  }
}

/** Waits for an e-mail to `to` that contains every given text, and returns it. */
export function expectMail(to: string, ...texts: string[]): Promise<string> {
  return expectMailIn(process.env.E2E_DATA_DIR ?? "", to, ...texts);
}

/** The same, from a server of a test's own (tests/e2e/servers.ts), writing to its data directory. */
export async function expectMailIn(dataDir: string, to: string, ...texts: string[]): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        found =
          outbox(dataDir).find(
            (mail) => mail.includes(`To: ${to}`) && texts.every((text) => mail.includes(text)),
          ) ?? "";
        return found !== "";
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
