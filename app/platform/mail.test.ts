/** The outbox written without SMTP_URL: each message whole, once, and removable by its id. */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer, type MailMessage } from "./mail.server";

const message: MailMessage = { to: "jana@firma.cz", subject: "Dotaz přijat", text: "Dobrý den, Jana" };

function outbox() {
  const dir = join(mkdtempSync(join(tmpdir(), "agency-mail-")), "outbox");
  return { dir, mailer: createMailer({ outboxDir: dir, from: "Flowlane <hello@flowlane.cz>" }) };
}

describe("the outbox", () => {
  it("writes a message repeated after a crash mid-delivery once, named by its Message-ID", async () => {
    const { dir, mailer } = outbox();
    const id = randomUUID();
    await mailer.send(message, id);
    await mailer.send({ ...message, text: "A second try" }, id);
    expect(readdirSync(dir)).toEqual([`${id}.eml`]);
    const written = readFileSync(join(dir, `${id}.eml`), "utf8");
    expect(written).toContain(`Message-ID: <${id}@flowlane.cz>`);
    expect(written).not.toContain("A second try");
  });

  it("sends a calendar invitation as the message's text/calendar part and as invitation.ics", async () => {
    const { dir, mailer } = outbox();
    const id = randomUUID();
    const calendar = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await mailer.send({ ...message, calendar }, id);
    const written = readFileSync(join(dir, `${id}.eml`), "utf8");
    expect(written).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(written).toMatch(/Content-Type: application\/ics; name=invitation\.ics/i);
    expect(written).toContain("Content-Disposition: attachment; filename=invitation.ics");
    expect(written).toContain(Buffer.from(calendar).toString("base64"));
    await mailer.send(message, randomUUID());
    expect(
      readdirSync(dir)
        .map((name) => readFileSync(join(dir, name), "utf8"))
        .filter((eml) => eml.includes("text/calendar")),
    ).toHaveLength(1);
  });

  it("writes several messages at once, each whole", async () => {
    const { dir, mailer } = outbox();
    const ids = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(ids.map((id) => mailer.send(message, id)));
    expect(readdirSync(dir).sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    for (const id of ids) expect(readFileSync(join(dir, `${id}.eml`), "utf8")).toMatch(/Dobr=C3=BD den/);
  });

  it("never shows a half-written message: a crash leaves a temporary file, cleared and written again whole", async () => {
    const { dir, mailer } = outbox();
    const id = randomUUID();
    mkdirSync(dir, { recursive: true });
    // What a kill -9 in the middle of writing leaves behind.
    writeFileSync(join(dir, `.${id}.${randomUUID()}.tmp`), "Content-Type: text/pl");
    await mailer.send(message, id);
    expect(readdirSync(dir)).toEqual([`${id}.eml`]);
    expect(readFileSync(join(dir, `${id}.eml`), "utf8")).toContain("Subject: =?UTF-8?Q?Dotaz_p=C5=99ijat?=");
  });

  it("removes the files of given messages, under their names or the older time-stamped ones", async () => {
    const { dir, mailer } = outbox();
    const [kept, erased, older] = [randomUUID(), randomUUID(), randomUUID()];
    await mailer.send(message, kept);
    await mailer.send(message, erased);
    writeFileSync(join(dir, `2026-11-20T10-00-00.000Z-${older}.eml`), "To: jana@firma.cz");
    await mailer.discard?.([erased, older]);
    expect(readdirSync(dir)).toEqual([`${kept}.eml`]);
  });
});
