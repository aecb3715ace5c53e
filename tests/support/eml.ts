/**
 * The .eml files the server writes without SMTP_URL, read back for tests: quoted-printable
 * decoded (so "Dobrý den" reads as written) and split into the plain-text and HTML parts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface OutboxMail {
  /** The recipient (the To header; Reply-To is another header). */
  to: string;
  /** The whole message, decoded: headers and both parts. */
  raw: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(eml: string): string {
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

/** The body of the part with this content type, or "" when the message has none. */
function part(raw: string, type: "text/plain" | "text/html") {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const body = raw.indexOf("\n\n", start);
  if (body < 0) return "";
  const end = raw.indexOf("\n----", body);
  return raw.slice(body + 2, end < 0 ? undefined : end);
}

export function readEml(eml: string): OutboxMail {
  const raw = decodeQuotedPrintable(eml).replaceAll("\r\n", "\n");
  const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
  return { to, raw, text: part(raw, "text/plain"), html: part(raw, "text/html") };
}

/**
 * Messages already read, by path, with the time and size they were read at. The tests poll an
 * outbox until a message arrives, and the end-to-end server's outbox holds some 650 messages by
 * the end of a run: decoding them all again at every poll took over a second of CPU each time.
 * The server writes each file whole and once (app/platform/mail.server.ts); a file changed since is
 * read anew.
 */
const readBefore = new Map<string, { mtimeMs: number; size: number; mail: OutboxMail }>();

/** Every message in an outbox directory, oldest first (files are named by their Message-ID). */
export function readOutbox(dir: string): OutboxMail[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith(".eml"))
      .map((file) => {
        const path = join(dir, file);
        const { mtimeMs, size } = statSync(path);
        return { path, mtimeMs, size };
      })
      .sort((a, b) => a.mtimeMs - b.mtimeMs)
      .map(({ path, mtimeMs, size }) => {
        const known = readBefore.get(path);
        if (known?.mtimeMs === mtimeMs && known.size === size) return known.mail;
        const mail = readEml(readFileSync(path, "utf8"));
        readBefore.set(path, { mtimeMs, size, mail });
        return mail;
      });
  } catch {
    return [];
  }
}
