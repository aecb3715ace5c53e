/**
 * What an e-mail says, as data: the templates (templates.server.ts) build it, the one layout
 * (layout.server.tsx) draws it as HTML and `mailText` writes the same content as the plain-text
 * part, so the two never drift apart. Pure: no React, no I/O.
 */
import type { Lang } from "~/domain/languages";

/** Items under a title, unnumbered: what a visitor chose (a call request's times). */
export interface MailList {
  title: string;
  items: string[];
}

export type MailBlock =
  /** A paragraph; its line breaks are kept (a staff reply is typed with them). */
  | { kind: "paragraph"; text: string }
  /** The one action of the e-mail, with its address spelled out for clients that hide buttons. */
  | { kind: "button"; label: string; href: string }
  /** Labelled values (a lead's answers), each label over its value; a value may have several lines. */
  | { kind: "facts"; title?: string; rows: { label: string; value: string }[] }
  /** Items under a title, each on its own line. */
  | ({ kind: "list" } & MailList)
  /** What happens next, in order. */
  | { kind: "steps"; title: string; items: string[] }
  /** Items that each open a page (the follow-ups of the digest). */
  | { kind: "links"; items: { title: string; detail: string; href: string }[] };

export interface MailContent {
  lang: Lang;
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading?: string;
  greeting?: string;
  blocks: MailBlock[];
  /** Lines under the content, e.g. "The Flowlane team". */
  signature: string[];
  /** Small print under the signature ("If this wasn't you, ignore this e-mail."). */
  footnote?: string;
}

/** The company lines every e-mail ends with, in the recipient's language. */
export interface MailFooter {
  lines: string[];
  /** Shown under a button: the address to copy when the button does not work. */
  linkFallback: string;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
    case "facts":
      return [
        ...(block.title ? [block.title, ""] : []),
        // A value's further lines (a message) are indented: nothing typed starts a line of its own.
        ...block.rows.map((row) => `${row.label}: ${row.value.replaceAll("\n", "\n  ")}`),
      ].join("\n");
    case "list":
      return [block.title, ...block.items.map((item) => `- ${item}`)].join("\n");
    case "steps":
      return [block.title, ...block.items.map((item, index) => `${index + 1}. ${item}`)].join("\n");
    case "links":
      return block.items.map((item) => `- ${item.title} (${item.detail})\n  ${item.href}`).join("\n");
  }
}

/** The plain-text part: the same content as the HTML, in reading order. */
export function mailText(content: MailContent, footer: MailFooter): string {
  const sections = [
    content.heading,
    content.greeting,
    ...content.blocks.map(blockText),
    content.signature.join("\n"),
    content.footnote,
    ["--", ...footer.lines].join("\n"),
  ];
  return sections.filter((section): section is string => Boolean(section)).join("\n\n");
}
