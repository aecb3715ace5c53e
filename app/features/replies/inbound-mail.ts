/**
 * A lead's answer as it arrives, whichever way (a provider's webhook, the IMAP mailbox), and the
 * pure work on it: the addresses and Message-IDs it names, its HTML made text, its quoted history
 * and signature trimmed for the timeline. No I/O.
 */
import { cleanText, singleLine } from "~/lib/clean-text";

export const inboundChannels = ["postmark", "mailgun", "imap"] as const;
export type InboundChannel = (typeof inboundChannels)[number];

export interface InboundMail {
  /** Its Message-ID without the angle brackets: an answer is stored once by it. */
  messageId: string;
  /** The sender's address, lower case. */
  from: string;
  fromName: string | null;
  /** Every address it was sent to (To, Cc, the envelope's recipient), lower case. */
  recipients: string[];
  subject: string;
  /** The whole text, HTML made text when there is no plain part. */
  text: string;
  /** In-Reply-To, then References, newest first: the messages it answers. */
  answers: string[];
  /** Attachments it carried; they are not stored (docs/decisions/0030-lead-replies.md). */
  attachments: number;
}

/** The longest full text kept of an answer; what is longer is cut with a mark. */
export const FULL_TEXT_MAX = 100_000;
/** The longest trimmed text the timeline shows. */
export const REPLY_TEXT_MAX = 10_000;
const SUBJECT_MAX = 300;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max)}\n[…]` : value);

/** The Message-IDs of a header (In-Reply-To, References), in order, without brackets. */
export function messageIdsIn(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...header.matchAll(/<([^<>\s]{1,250})>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The address of a header's mailbox ("Name <a@b.cz>" or "a@b.cz"), lower case; null for none. */
export function addressIn(value: string | null | undefined): string | null {
  if (!value) return null;
  const found = /<([^<>\s@]+@[^<>\s@]+)>/.exec(value)?.[1] ?? /([^<>\s@",;]+@[^<>\s@",;]+)/.exec(value)?.[1];
  return found ? found.toLowerCase() : null;
}

/** Every address of a list header ("A <a@x>, b@y"). */
export function addressesIn(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/[^<>\s@",;:]+@[^<>\s@",;:]+/g)].map((match) => match[0].toLowerCase());
}

/** The display name of "Name <a@b.cz>", unquoted; null when it has none. */
export function nameIn(value: string | null | undefined): string | null {
  const name = value ? /^\s*"?([^"<]*?)"?\s*</.exec(value)?.[1]?.trim() : "";
  return name ? singleLine(name).slice(0, 200) : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(value: string) {
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, entity: string) => {
    if (entity.startsWith("#")) {
      const code =
        entity[1]?.toLowerCase() === "x" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * An HTML-only answer as text: blocks become lines, a quoted block's lines start with "> " (so
 * the trimming below finds the history), links keep their address, everything else is dropped.
 */
export function htmlToText(html: string): string {
  let text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(
      /<a\b[^>]*href\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_, href: string, label: string) =>
        label.replace(/<[^>]*>/g, "").trim() === href ? href : `${label} (${href})`,
    );
  // Quoted blocks, innermost first, each line marked.
  for (let round = 0; round < 10 && /<blockquote\b/i.test(text); round++) {
    text = text.replace(
      /<blockquote\b[^>]*>((?:(?!<blockquote\b)[\s\S])*?)<\/blockquote\s*>/gi,
      (_, inner: string) =>
        `\n${htmlToText(inner)
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n")}\n`,
    );
  }
  text = text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6]|table|ul|ol)\s*>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The line a mail client writes above the message it quotes, in the site's languages and more. */
const QUOTE_HEADERS = [
  // English: "On Mon, 3 Nov 2026 at 10:00, Jan <jan@x.cz> wrote:"
  /^On\b.{0,300}\bwrote:$/i,
  // Czech: "Dne 3. 11. 2026 v 10:00 Jan <jan@x.cz> napsal(a):", "… napsal:"
  /^(Dne\b|V\b|Po\b|Út\b|St\b|Čt\b|Pá\b|So\b|Ne\b).{0,300}\bnapsal(a|\(a\))?:$/i,
  // Polish: "W dniu 3.11.2026 o 10:00 Jan <jan@x.cz> pisze:", "… napisał(a):"
  /^(W dniu|dnia)\b.{0,300}\b(pisze|napisał(a|\(a\))?):$/i,
  // German and others seen in the wild: "Am … schrieb …:"
  /^Am\b.{0,300}\bschrieb\b.{0,200}:$/i,
  // Outlook's separators.
  /^-{2,}\s*(Original Message|Původní zpráva|Původní e-mail|Wiadomość oryginalna|Oryginalna wiadomość|Ursprüngliche Nachricht)\s*-{2,}$/i,
  /^_{10,}$/,
];
/** A header block Outlook puts above the quoted message: "From: …" then "Sent:"/"Date:"… */
const QUOTED_FROM = /^(From|Od|Von):\s/i;
const QUOTED_SENT = /^(Sent|Date|Odesláno|Datum|Wysłano|Data|Gesendet|To|Komu|Do|Subject|Předmět|Temat):\s/i;
/** Signatures: the standard "-- " line, and the phones' stock lines. */
const SIGNATURE =
  /^(-- ?|Sent from my \w+.*|Odesláno z (mého )?\w+.*|Wysłane z (mojego )?\w+.*|Get Outlook for \w+.*)$/i;

/**
 * The new part of an answer: the text above the quoted history (the client's "On … wrote:" line,
 * Outlook's header block, the trailing "> " lines) and above the signature. The full text is
 * kept beside it; a text that would be trimmed to nothing stays whole.
 */
export function trimReply(text: string): string {
  const lines = text.replaceAll("\r\n", "\n").split("\n");
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    // Gmail breaks a long "On … wrote:" line in two.
    const withNext = `${line} ${(lines[index + 1] ?? "").trim()}`;
    if (
      QUOTE_HEADERS.some((pattern) => pattern.test(line) || pattern.test(withNext)) ||
      (QUOTED_FROM.test(line) && QUOTED_SENT.test((lines[index + 1] ?? "").trim())) ||
      SIGNATURE.test(lines[index] ?? "")
    ) {
      end = index;
      break;
    }
  }
  // Quoted lines that end the message (bottom-quoting clients put nothing after them).
  while (end > 0 && /^\s*(>.*)?$/.test(lines[end - 1] ?? "")) end--;
  const trimmed = lines.slice(0, end).join("\n").trim();
  return trimmed || text.trim();
}

/** What the timeline keeps of an answer: the trimmed text and the whole one, each within bounds. */
export function replyTexts(mail: Pick<InboundMail, "text">) {
  return { reply: cut(trimReply(mail.text), REPLY_TEXT_MAX), full: cut(mail.text, FULL_TEXT_MAX) };
}

/** The raw parts any channel gives, made one clean `InboundMail`; null when it has no sender. */
export function inboundMail(parts: {
  messageId: string | null | undefined;
  from: string | null | undefined;
  to: (string | null | undefined)[];
  subject: string | null | undefined;
  text: string | null | undefined;
  html: string | null | undefined;
  inReplyTo: string | null | undefined;
  references: string | null | undefined;
  attachments: number;
  /** Identifies a message that has no Message-ID (a keyed hash of its content). */
  fallbackId: () => string;
}): InboundMail | null {
  const from = addressIn(cleanText(parts.from ?? ""));
  if (!from) return null;
  const plain = cleanText(parts.text ?? "").trim();
  const text = plain || htmlToText(cleanText(parts.html ?? ""));
  const messageId =
    messageIdsIn(parts.messageId)[0] ?? singleLine(parts.messageId ?? "").replace(/^<|>$/g, "");
  return {
    messageId: messageId && messageId.length <= 250 ? messageId : parts.fallbackId(),
    from,
    fromName: nameIn(cleanText(parts.from ?? "")),
    recipients: [...new Set(parts.to.flatMap((value) => addressesIn(cleanText(value ?? ""))))],
    subject: singleLine(parts.subject ?? "").slice(0, SUBJECT_MAX),
    text,
    answers: [...messageIdsIn(parts.inReplyTo), ...messageIdsIn(parts.references).reverse()],
    attachments: parts.attachments,
  };
}
