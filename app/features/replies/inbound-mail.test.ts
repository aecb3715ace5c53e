import { describe, expect, it } from "vitest";
import {
  addressesIn,
  addressIn,
  htmlToText,
  inboundMail,
  messageIdsIn,
  nameIn,
  trimReply,
} from "./inbound-mail";

describe("an answer's headers", () => {
  it("reads Message-IDs in order, without brackets, and nothing from junk", () => {
    expect(messageIdsIn("<a@x.cz> <b@y.cz>\r\n\t<c@z.cz>")).toEqual(["a@x.cz", "b@y.cz", "c@z.cz"]);
    expect(messageIdsIn("no ids here")).toEqual([]);
    expect(messageIdsIn(null)).toEqual([]);
  });

  it("reads addresses and names as clients write them", () => {
    expect(addressIn('"Novák, Jan" <Jan.Novak@Example.CZ>')).toBe("jan.novak@example.cz");
    expect(addressIn("jan@example.cz")).toBe("jan@example.cz");
    expect(addressIn("nobody")).toBeNull();
    expect(nameIn('"Novák, Jan" <jan@example.cz>')).toBe("Novák, Jan");
    expect(nameIn("jan@example.cz")).toBeNull();
    expect(addressesIn("A <a@x.cz>, b@y.cz")).toEqual(["a@x.cz", "b@y.cz"]);
  });
});

describe("an HTML-only answer", () => {
  it("becomes text with its lines, links and quoted block marked", () => {
    const html =
      "<html><head><style>p{color:red}</style></head><body><p>Dobrý den,</p><p>ano, <b>platí</b> to &amp; díky.<br>Jan</p>" +
      '<a href="https://example.cz">web</a><blockquote><p>Původní text</p></blockquote></body></html>';
    expect(htmlToText(html)).toBe(
      "Dobrý den,\nano, platí to & díky.\nJan\nweb (https://example.cz)\n> Původní text",
    );
  });
});

describe("trimming an answer for the timeline", () => {
  it.each([
    [
      "English",
      "Yes, Tuesday works.\n\nOn Mon, 3 Nov 2026 at 10:00, Flowlane <hello@flowlane.cz> wrote:\n> Hello",
    ],
    [
      "Czech",
      "Yes, Tuesday works.\n\nDne 3. 11. 2026 v 10:00 Flowlane <hello@flowlane.cz> napsal(a):\n> Dobrý den",
    ],
    [
      "Polish",
      "Yes, Tuesday works.\n\nW dniu 3.11.2026 o 10:00 Flowlane <hello@flowlane.cz> pisze:\n> Dzień dobry",
    ],
    [
      "Gmail's broken line",
      "Yes, Tuesday works.\n\nOn Mon, 3 Nov 2026 at 10:00, Flowlane <hello@flowlane.cz>\nwrote:\n> Hello",
    ],
    [
      "Outlook",
      "Yes, Tuesday works.\n\n________________________________\nFrom: Flowlane\nSent: Monday\n\nHello",
    ],
    [
      "Outlook in Czech",
      "Yes, Tuesday works.\n\nOd: Flowlane <hello@flowlane.cz>\nOdesláno: pondělí\nPředmět: Nabídka",
    ],
    ["a signature", "Yes, Tuesday works.\n-- \nJan Novák\n+420 777 000 000"],
    ["a phone's line", "Yes, Tuesday works.\n\nOdesláno z iPhonu"],
    ["bottom quoting", "Yes, Tuesday works.\n\n> Hello\n> How about Tuesday?\n"],
  ])("cuts the history after %s", (_, text) => {
    expect(trimReply(text)).toBe("Yes, Tuesday works.");
  });

  it("keeps inline answers between quotes, and a text that would be trimmed to nothing", () => {
    expect(trimReply("> Tuesday?\nYes.\n> Ten?\nEleven.")).toBe("> Tuesday?\nYes.\n> Ten?\nEleven.");
    expect(trimReply("> only a quote")).toBe("> only a quote");
  });
});

describe("an answer made one clean mail", () => {
  const parts = {
    messageId: "<m1@mail.example.cz>",
    from: "Jan <JAN@example.cz>",
    to: ["reply+abc@in.flowlane.cz, other@x.cz", null],
    subject: "Re:\u0000 Nabídka\r\nBcc: evil@x.cz",
    text: "",
    html: "<p>Ano\u0007</p>",
    inReplyTo: "<q1@flowlane.cz>",
    references: "<q0@flowlane.cz> <q1@flowlane.cz>",
    attachments: 2,
    fallbackId: () => "fallback",
  };

  it("cleans control characters, keeps the subject on one line and reads HTML when there is no text", () => {
    const mail = inboundMail(parts);
    expect(mail).toMatchObject({
      messageId: "m1@mail.example.cz",
      from: "jan@example.cz",
      fromName: "Jan",
      recipients: ["reply+abc@in.flowlane.cz", "other@x.cz"],
      text: "Ano",
      answers: ["q1@flowlane.cz", "q1@flowlane.cz", "q0@flowlane.cz"],
      attachments: 2,
    });
    expect(mail?.subject).toBe("Re: Nabídka Bcc: evil@x.cz");
  });

  it("names a message without Message-ID by its content, and drops one without a sender", () => {
    expect(inboundMail({ ...parts, messageId: null })?.messageId).toBe("fallback");
    expect(inboundMail({ ...parts, from: "nobody" })).toBeNull();
  });
});
