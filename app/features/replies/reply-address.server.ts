/**
 * Where a lead's answer goes: every e-mail to a lead (a staff reply, an automated step) takes its
 * Reply-To from `leadReplyTo`, so the answer comes back to the inquiry's timeline. With
 * INBOUND_REPLY_ADDRESS set that is the inbound address plus-addressed with the inquiry's signed
 * token (`reply+<id>.<signature>@in.example.com`); the Message-ID every queued mail carries
 * (`<queue row id@domain>`, app/platform/mail.server.ts) matches an answer that lost the token.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/platform/config.server";

/** Hex digits of the signature: 80 bits, which nobody guesses. */
const SIGNATURE_LENGTH = 20;
const TOKEN = /^([0-9a-f]{32})\.([0-9a-f]{20})$/;

const signature = (secret: string, inquiryId: string) =>
  createHmac("sha256", secret).update(`lead-reply:${inquiryId}`).digest("hex").slice(0, SIGNATURE_LENGTH);

/** The inquiry's token: its id without dashes, a dot, and its signature with the server secret. */
export function replyToken(secret: string, inquiryId: string): string {
  const id = inquiryId.toLowerCase();
  return `${id.replaceAll("-", "")}.${signature(secret, id)}`;
}

/** The inquiry a token names, or null when it is malformed or its signature is not ours. */
export function inquiryOfToken(secret: string, token: string): string | null {
  const match = TOKEN.exec(token.toLowerCase());
  const [, hex, given] = match ?? [];
  if (!hex || !given) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signature(secret, id));
  return timingSafeEqual(expected, Buffer.from(given)) ? id : null;
}

/** The inbound address split at its "@", lower case. */
function inboundParts(inbound: string) {
  const at = inbound.lastIndexOf("@");
  return { local: inbound.slice(0, at).toLowerCase(), domain: inbound.slice(at + 1).toLowerCase() };
}

/**
 * The Reply-To of a mail to the lead of this inquiry. Without an inbound address configured,
 * `fallback` (the staff member's own address for a staff reply): the answer then reaches a
 * person, and the timeline only through the IMAP mailbox when that is the fallback's.
 */
export function leadReplyTo(
  services: { config: Pick<Config, "INBOUND_REPLY_ADDRESS">; secret: string },
  inquiryId: string,
  fallback: string,
): string {
  const inbound = services.config.INBOUND_REPLY_ADDRESS;
  if (!inbound) return fallback;
  const { local, domain } = inboundParts(inbound);
  return `${local}+${replyToken(services.secret, inquiryId)}@${domain}`;
}

/**
 * The tokens among the addresses an answer was sent to: those of the inbound address's mailbox
 * with a "+" part. Whether each is genuine is `inquiryOfToken`'s to say.
 */
export function tokensIn(inbound: string | undefined, recipients: string[]): string[] {
  if (!inbound) return [];
  const { local, domain } = inboundParts(inbound);
  return recipients.flatMap((address) => {
    const at = address.lastIndexOf("@");
    const [base, token] = address.slice(0, at).toLowerCase().split("+", 2);
    return address.slice(at + 1).toLowerCase() === domain && base === local && token ? [token] : [];
  });
}
