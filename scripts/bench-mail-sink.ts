/**
 * A real SMTP server in the benchmark's own process, counting what arrives: each message by its
 * Message-ID (a repeat after a crash keeps its id) and by the lead it is about.
 */
import type { Server } from "node:http";
import type { createServer as createTcpServer } from "node:net";
import { SMTPServer } from "smtp-server";

/** Where the benchmarks' servers send staff's notification of each lead (LEAD_NOTIFY_EMAIL). */
export const NOTIFY_EMAIL = "leads@bench.test";

/** Every delivery's arrival, and how many times each id arrived. */
export class Arrivals {
  readonly times: number[] = [];
  readonly copies = new Map<string, number>();
  /** Arrival times per lead e-mail (the visitor's confirmation and staff's notification). */
  readonly byLead = new Map<string, number[]>();
  /** The distinct messages per lead e-mail: more than expected means a lead was mailed twice. */
  readonly idsByLead = new Map<string, Set<string>>();

  record(id: string, leadEmail: string | undefined) {
    const at = performance.now();
    this.times.push(at);
    this.copies.set(id, (this.copies.get(id) ?? 0) + 1);
    if (leadEmail) {
      this.byLead.set(leadEmail, [...(this.byLead.get(leadEmail) ?? []), at]);
      this.idsByLead.set(leadEmail, (this.idsByLead.get(leadEmail) ?? new Set()).add(id));
    }
  }

  get unique() {
    return this.copies.size;
  }

  get duplicates() {
    return this.times.length - this.copies.size;
  }

  get last() {
    return this.times.length ? Math.max(...this.times) : undefined;
  }
}

export function listening(server: Server | SMTPServer | ReturnType<typeof createTcpServer>, port: number) {
  return new Promise<number>((resolve, reject) => {
    const tcp = "server" in server ? server.server : server;
    tcp.once("error", reject);
    tcp.listen(port, "127.0.0.1", () => {
      const address = tcp.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** The unfolded header lines of a raw message, by lower-case name. */
function headersOf(raw: string) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function addressIn(value: string | undefined) {
  return (/<([^>]+)>/.exec(value ?? "")?.[1] ?? value)?.toLowerCase();
}

/** A raw message's Message-ID and the lead it is about. */
export function leadOfMessage(raw: string) {
  const headers = headersOf(raw);
  const to = addressIn(headers.get("to"));
  // Staff's notification names the lead in Reply-To; the confirmation is addressed to it.
  return {
    messageId: headers.get("message-id"),
    lead: to === NOTIFY_EMAIL ? addressIn(headers.get("reply-to")) : to,
  };
}

export async function startMailSink(port: number) {
  const mails = new Arrivals();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { messageId, lead } = leadOfMessage(Buffer.concat(chunks).toString("utf8"));
        mails.record(messageId ?? `no-id-${mails.times.length}`, lead);
        done();
      });
    },
  });
  // A server killed mid-message resets its connection: that message was never accepted.
  smtp.on("error", () => undefined);
  const boundPort = await listening(smtp, port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
