import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/domain/company";
import { languages } from "~/domain/languages";
import { leadFormNames } from "~/domain/lead-forms";
import { messages } from "~/i18n/messages.server";
import { chosenWindows } from "../booking/chosen-windows";
import { composeMail } from "./layout.server";
import {
  accountMail,
  bulkAssignmentNotice,
  callConfirmation,
  followUpDigest,
  inquiryReply,
  leadConfirmation,
  leadNotification,
  replyNotice,
} from "./templates.server";

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

const origin = "https://flowlane.test";
const from = { origin, company: defaultCompanyFacts };

describe("e-mail templates", () => {
  it.each(languages)(
    "confirm every form in %s with its promise and next steps, in both parts",
    async (lang) => {
      for (const form of leadFormNames) {
        const mail = await composeMail(leadConfirmation(form, lang), { to: "a@firma.cz" }, from);
        const { heading, next } = messages(lang).forms.mail.confirmations[form];
        expect(mail.html).toContain(`<html dir="ltr" lang="${lang}">`);
        expect(mail.html).toContain(escaped(heading));
        for (const step of next) {
          expect(mail.text).toContain(step);
          expect(mail.html).toContain(escaped(step));
        }
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
        if (form === "demo" || form === "website_preview") expect(mail.text).toContain("48");
      }
    },
  );

  it.each(languages)("starts the text after the greeting as %s letters do", (lang) => {
    // "Hello,\n\nThank you…" in English; "Dobrý den,\n\nděkujeme…" in Czech and Polish.
    const call = callConfirmation(lang, { when: "1. 12.", whenInFull: "1. 12.", phone: null });
    const account = (["reset", "verify", "existing"] as const).map((kind) => accountMail(kind, lang, origin));
    for (const content of [...leadFormNames.map((form) => leadConfirmation(form, lang)), call, ...account]) {
      const [first] = content.blocks;
      const letter = first?.kind === "paragraph" ? first.text.charAt(0) : "";
      expect(letter, content.subject).toBe(lang === "en" ? letter.toUpperCase() : letter.toLowerCase());
    }
  });

  it("signs Polish e-mails with the Polish office and the company's registered seat, each for what it is", async () => {
    const { polishOffice, main } = defaultCompanyFacts;
    const mail = await composeMail(leadConfirmation("contact", "pl"), { to: "a@firma.pl" }, from);
    const footer = mail.text.slice(mail.text.indexOf("\n--\n")).replace(/\u00a0/g, " ");
    expect(footer).toContain(`hello@flowlane.cz · ${polishOffice.phone.display}`);
    expect(footer).toContain(
      `Biuro w Polsce: ${polishOffice.address.street}, ${polishOffice.address.postalCode} ${polishOffice.address.city}`,
    );
    // The registration number stands beside the address it is registered at, not the Polish office's.
    expect(footer).toContain(
      `21734581 · ${main.address.street}, ${main.address.postalCode} ${main.address.city}`,
    );
    const czech = await composeMail(leadConfirmation("contact", "cs"), { to: "a@firma.cz" }, from);
    expect(czech.text).not.toContain(polishOffice.address.street);
  });

  it("names a call's time as a Polish reader says it, not as Prague time", async () => {
    const { booking } = messages("pl").forms;
    const chosen = chosenWindows(["2026-12-01:morning"], "pl-PL", booking);
    const confirmation = await composeMail(
      leadConfirmation("booking", "pl", chosen),
      { to: "a@firma.pl" },
      from,
    );
    const call = await composeMail(
      callConfirmation("pl", {
        when: "wt., 1 gru, 9:00–12:00",
        whenInFull: "wtorek, 1 grudnia",
        phone: "+48512345678",
      }),
      { to: "a@firma.pl" },
      from,
    );
    for (const mail of [confirmation, call]) {
      expect(mail.text).not.toMatch(/prask/i);
      expect(mail.text).toMatch(/czas(u)? polski/);
    }
    expect(call.text).toContain("+48 512 345 678");
  });

  it("escapes what a lead typed and labels every answer for staff", async () => {
    const mail = await composeMail(
      leadNotification({
        form: "contact",
        lang: "en",
        leadLang: "pl",
        email: "x@firma.cz",
        who: "<b>Eve</b>",
        answers: { name: "<b>Eve</b>", business_type: "beauty", message: '<script>alert("x")</script>' },
        utm: { utm_source: "newsletter" },
        inquiryUrl: "https://flowlane.cz/eng/dashboard/inquiries/1",
      }),
      { to: "staff@flowlane.cz" },
      from,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Eve");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain("Type of business: Beauty & wellness");
    expect(mail.text).toContain("Language: Polish");
    expect(mail.text).toContain("Source: newsletter");
    expect(mail.text).not.toContain("business_type");
  });

  it("writes a lead's phone number in groups, as people read it aloud", async () => {
    const mail = await composeMail(
      leadNotification({
        form: "contact",
        lang: "cs",
        leadLang: "pl",
        email: "x@firma.pl",
        who: "Marie",
        answers: { name: "Marie", phone: "+48512345678", message: "Dobrý den" },
        utm: {},
        inquiryUrl: "https://flowlane.cz/dashboard/inquiries/1",
      }),
      { to: "staff@flowlane.cz" },
      from,
    );
    expect(mail.text).toContain("+48 512 345 678");
    expect(mail.html).toContain("+48 512 345 678");
    expect(mail.text).not.toContain("+48512345678");
  });

  it("lets nothing a lead typed start a line of the staff notice's plain text", async () => {
    const mail = await composeMail(
      leadNotification({
        form: "contact",
        lang: "en",
        leadLang: "en",
        email: "x@firma.cz",
        who: "Eve",
        answers: {
          name: "Eve",
          email: "x@firma.cz",
          message: "Hello\nEmail: boss@firma.cz\n\n--\nOpen the inquiry:\nhttps://evil.example",
        },
        utm: {},
        inquiryUrl: "https://flowlane.cz/eng/dashboard/inquiries/1",
      }),
      { to: "staff@flowlane.cz" },
      from,
    );
    const lines = mail.text.split("\n");
    expect(lines).toContain("Message: Hello");
    expect(lines).toContain("  Email: boss@firma.cz");
    expect(lines.filter((line) => line.startsWith("Email: "))).toEqual(["Email: x@firma.cz"]);
    expect(lines.filter((line) => line === "--")).toHaveLength(1);
    expect(lines).not.toContain("https://evil.example");
  });

  it("keeps the paragraphs and line breaks of a staff reply, escaped", async () => {
    const content = inquiryReply(
      "cs",
      "Nabídka",
      "Dobrý den,\r\n\r\nposílám <nabídku>.\nOzvěte se.\n\n\nTereza",
    );
    expect(content.blocks).toEqual([
      { kind: "paragraph", text: "Dobrý den," },
      { kind: "paragraph", text: "posílám <nabídku>.\nOzvěte se." },
      { kind: "paragraph", text: "Tereza" },
    ]);
    // What staff type gets the language's non-breaking spaces, as the site's own text does.
    expect(inquiryReply("pl", "Oferta", "oferta w załączniku, 1 490 zł").blocks).toEqual([
      { kind: "paragraph", text: "oferta w\u00a0załączniku, 1\u00a0490\u00a0zł" },
    ]);
    const mail = await composeMail(content, { to: "a@firma.cz" }, from);
    expect(mail.html).toMatch(/posílám &lt;nabídku&gt;\.(<!-- -->)?<\/span><span><br\/>/);
    expect(
      mail.text.startsWith("Dobrý den,\n\nposílám <nabídku>.\nOzvěte se.\n\nTereza\n\n--\nFlowlane"),
    ).toBe(true);
  });

  it("puts each account link behind a button and spells it out in the text", async () => {
    const link = "https://flowlane.cz/reset-password?token=abc&lang=pl";
    const mail = await composeMail(accountMail("reset", "pl", link), { to: "a@firma.cz" }, from);
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.text).toContain(`Wybierz nowe hasło:\n${link}`);
  });

  it("lists the digest's follow-ups with their pages", async () => {
    const mail = await composeMail(
      followUpDigest({
        lang: "en",
        name: "Sam",
        dayLabel: "November 23, 2026",
        listUrl: "https://flowlane.cz/eng/dashboard/inquiries",
        followUps: [{ who: "Jana", form: "demo", when: "due today", href: "https://flowlane.cz/i/1" }],
      }),
      { to: "sam@flowlane.cz" },
      from,
    );
    expect(mail.subject).toBe("1 follow-up for November 23, 2026");
    expect(mail.text).toContain("- Jana (Demo request · due today)\n  https://flowlane.cz/i/1");
    expect(mail.html).toContain(`href="https://flowlane.cz/i/1"`);
  });

  it("sums a bulk assignment up in one e-mail: the count in the plural it takes, the first ones linked, the rest counted", async () => {
    const listed = [
      { who: "Jana Příhodová", form: "demo" as const, href: "https://flowlane.cz/i/1" },
      { who: "bistro@example.com", form: "website_preview" as const, href: "https://flowlane.cz/i/2" },
    ];
    const input = {
      assignedBy: "Tereza",
      listed,
      listUrl: "https://flowlane.cz/dashboard/inquiries?assignee=me",
    };
    const czech = await composeMail(
      bulkAssignmentNotice({ ...input, lang: "cs", count: 120 }),
      { to: "marek@flowlane.cz" },
      from,
    );
    expect(czech.subject).toBe("Bylo vám přiděleno 120 poptávek");
    expect(czech.text).toContain("Tereza vám přidělil(a) tyto poptávky:");
    // Czech copy is typeset: a no-break space after a one-letter word.
    expect(czech.text).toMatch(/- Jana Příhodová \(Žádost o\sdemo\)\n {2}https:\/\/flowlane\.cz\/i\/1/);
    expect(czech.text).toContain("https://flowlane.cz/i/2");
    expect(czech.text).toMatch(/Další \(118\) najdete ve\s+svém seznamu\./);
    expect(czech.html).toContain(`href="https://flowlane.cz/dashboard/inquiries?assignee=me"`);
    const few = bulkAssignmentNotice({ ...input, lang: "cs", count: 2 });
    expect(few.subject).toBe("Byly vám přiděleny 2 poptávky");
    expect(few.blocks.some((block) => block.kind === "paragraph" && block.text.includes("Další"))).toBe(
      false,
    );
    expect(bulkAssignmentNotice({ ...input, lang: "pl", count: 5 }).subject).toBe("Przypisano ci 5 zapytań");
    expect(bulkAssignmentNotice({ ...input, lang: "en", count: 2 }).subject).toBe(
      "2 inquiries were assigned to you",
    );
  });

  it("shows the logo as an image at the site's absolute address, named for those who see no images", async () => {
    const mail = await composeMail(
      accountMail("verify", "cs", "https://flowlane.cz/v"),
      { to: "a@firma.cz" },
      { ...from, origin: `${origin}/` },
    );
    expect(mail.html).toMatch(
      /<img[^>]* src="https:\/\/flowlane\.test\/email\/logo\.png"[^>]* width="134" height="32" alt="Flowlane"/,
    );
  });

  it("greets the account's owner by name in English, and signs staff notices with the product's name", async () => {
    const link = "https://flowlane.cz/r";
    expect(accountMail("reset", "en", link, " Jana ").greeting).toBe("Hello Jana,");
    expect(accountMail("reset", "en", link, "").greeting).toBe("Hello,");
    expect(accountMail("reset", "cs", link, "Jana").greeting).toBe("Dobrý den,");
    const notice = await composeMail(
      replyNotice({
        lang: "cs",
        who: "Jana",
        email: "jana@firma.cz",
        subject: "Re",
        text: "Díky",
        inquiryUrl: link,
      }),
      { to: "staff@flowlane.cz" },
      from,
    );
    expect(notice.text).toContain("\n\nFlowlane\n\n--");
    expect(notice.text).not.toMatch(/nástěnka|dashboard|panel/i);
  });
});
