import { join } from "node:path";
import { expect } from "@playwright/test";
import { type OutboxMail, readOutbox } from "../support/eml";

/**
 * Waits for an e-mail to `to` whose decoded source (headers, text and HTML) contains every
 * given text, and returns it. No-break spaces (the Czech and Polish typesetting puts them after
 * one-letter words and inside figures) read as the spaces a reader sees.
 */
export function expectMail(to: string, ...texts: string[]): Promise<OutboxMail> {
  return expectMailIn(process.env.E2E_DATA_DIR ?? "", to, ...texts);
}

/** The same, from a server of a test's own (tests/e2e/servers.ts), writing to its data directory. */
export async function expectMailIn(dataDir: string, to: string, ...texts: string[]): Promise<OutboxMail> {
  // The texts looked for may come from a typeset dictionary: they are read the same way.
  const sought = texts.map(asText);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox(join(dataDir, "outbox"))
          .filter((mail) => mail.to === to)
          .map(asRead)
          .find((mail) => sought.every((text) => mail.raw.includes(text)));
        return found !== undefined;
      },
      // The delivery queue is woken at once; a minute is for a busy CI machine.
      { timeout: 60_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

const noBreakSpace = /[\u00a0\u202f]|&nbsp;|&#160;/g;

const asText = (value: string) => value.replace(noBreakSpace, " ");

function asRead(mail: OutboxMail): OutboxMail {
  return { ...mail, raw: asText(mail.raw), text: asText(mail.text), html: asText(mail.html) };
}
