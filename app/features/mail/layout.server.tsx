/**
 * The one layout of every e-mail the site sends: the brand above a white card with the content,
 * the company lines below. Built from react-email's components, which write the table layout
 * and inline styles mail clients need (docs/decisions/0014-designed-e-mails.md). Every value is
 * rendered as React text, so data is always escaped.
 */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { site } from "~/content/site";
import { addressLine, type CompanyFacts, localOffice } from "~/domain/company";
import { htmlLang } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import type { Config } from "~/platform/config.server";
import type { MailMessage } from "~/platform/mail.server";
import { type MailBlock, type MailContent, type MailFooter, mailText } from "./content";

/**
 * The site's palette (the tokens in app/app.css; mail clients know no CSS variables): ink on
 * white, the brand colour of site.ts for actions.
 */
const colour = {
  ink: "#0f1a17",
  muted: "#4b5a54",
  faint: "#66756f",
  line: "#dce3e0",
  page: "#edf1ef",
  brand: site.themeColor,
  brandSoft: "#ecf8f4",
  accent: "#a3e635",
};
const font =
  '"Plus Jakarta Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: 16, lineHeight: "26px", color: colour.ink };
const small: CSSProperties = { margin: "0 0 8px", fontSize: 13, lineHeight: "20px", color: colour.faint };
const sectionTitle: CSSProperties = {
  margin: "8px 0 12px",
  fontSize: 13,
  lineHeight: "20px",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: colour.brand,
};

/** Where a mail comes from: the site's address (for the logo) and the configured company facts. */
export interface MailSite {
  origin: string;
  company: CompanyFacts;
}

export function mailSite(config: Pick<Config, "PUBLIC_URL" | "company">): MailSite {
  return { origin: config.PUBLIC_URL, company: config.company };
}

/**
 * The company lines and the button fallback, in the recipient's language: the local office's
 * phone (and, on Polish e-mails, the Polish office's address under its own label), then the
 * company's name and registration number beside the address it is registered at.
 */
export function mailFooter(content: Pick<MailContent, "lang">, company: CompanyFacts): MailFooter {
  const { footer, common } = messages(content.lang);
  const office = localOffice(company, content.lang);
  return {
    lines: [
      `${site.brand} · ${common.siteTagline}`,
      `${company.email} · ${office.phone.display}`,
      ...(office === company.main ? [] : [`${footer.officeLabel}: ${addressLine(office.address)}`]),
      `${site.legalName} · ${footer.registrationNumber} ${company.registrationNumber} · ${addressLine(company.main.address)}`,
    ],
    linkFallback: footer.mailLinkFallback,
  };
}

/** Line breaks typed into a text, kept as <br>. */
function lines(text: string) {
  return text.split("\n").map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

function Block({ block, footer }: { block: MailBlock; footer: MailFooter }): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return <Text style={paragraph}>{lines(block.text)}</Text>;
    case "button":
      return (
        <Section style={{ margin: "8px 0 24px" }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: colour.brand,
              color: "#ffffff",
              borderRadius: 8,
              padding: "13px 22px",
              fontSize: 16,
              fontWeight: 600,
              lineHeight: "20px",
            }}
          >
            {block.label}
          </Button>
          <Text style={{ ...small, margin: "16px 0 0" }}>
            {footer.linkFallback}{" "}
            <Link href={block.href} style={{ color: colour.brand, wordBreak: "break-all" }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case "facts":
      return (
        <Section style={{ margin: "8px 0 20px" }}>
          {block.title && <Text style={sectionTitle}>{block.title}</Text>}
          {block.rows.map((row) => (
            <Section key={row.label} style={{ borderTop: `1px solid ${colour.line}`, padding: "10px 0" }}>
              <Text style={{ ...small, margin: 0 }}>{row.label}</Text>
              <Text style={{ ...paragraph, margin: 0, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {row.value}
              </Text>
            </Section>
          ))}
        </Section>
      );
    case "list":
      return (
        <Section style={{ margin: "8px 0 20px" }}>
          <Text style={sectionTitle}>{block.title}</Text>
          {block.items.map((item) => (
            <Text
              key={item}
              style={{ ...paragraph, margin: 0, padding: "10px 0", borderTop: `1px solid ${colour.line}` }}
            >
              {item}
            </Text>
          ))}
        </Section>
      );
    case "steps":
      return (
        <Section
          style={{
            margin: "8px 0 24px",
            padding: "20px 20px 8px",
            backgroundColor: colour.brandSoft,
            borderRadius: 10,
          }}
        >
          <Text style={sectionTitle}>{block.title}</Text>
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
            <tbody>
              {block.items.map((item, index) => (
                <tr key={item}>
                  <td valign="top" style={{ width: 36, paddingBottom: 12 }}>
                    <div
                      style={{
                        width: 24,
                        height: 24,
                        borderRadius: 12,
                        backgroundColor: colour.brand,
                        color: "#ffffff",
                        fontSize: 13,
                        fontWeight: 700,
                        lineHeight: "24px",
                        textAlign: "center",
                      }}
                    >
                      {index + 1}
                    </div>
                  </td>
                  <td
                    valign="top"
                    style={{ paddingBottom: 12, fontSize: 15, lineHeight: "24px", color: colour.ink }}
                  >
                    {item}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      );
    case "links":
      return (
        <Section style={{ margin: "8px 0 20px" }}>
          {block.items.map((item) => (
            <Section key={item.href} style={{ borderTop: `1px solid ${colour.line}`, padding: "12px 0" }}>
              <Link
                href={item.href}
                style={{ fontSize: 16, lineHeight: "24px", fontWeight: 600, color: colour.brand }}
              >
                {item.title}
              </Link>
              <Text style={{ ...small, margin: "2px 0 0" }}>{item.detail}</Text>
            </Section>
          ))}
        </Section>
      );
  }
}

/**
 * The logo above every e-mail: a PNG (mail clients draw no SVG), served from the site's public
 * folder, at its display size (the file holds three times as many pixels for sharp screens).
 */
export const MAIL_LOGO = { path: "/email/logo.png", width: 134, height: 32 };

export function MailLayout({
  content,
  footer,
  origin,
}: {
  content: MailContent;
  footer: MailFooter;
  /** The site's address (PUBLIC_URL): images in an e-mail need absolute addresses. */
  origin: string;
}) {
  return (
    <Html lang={htmlLang[content.lang]} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: colour.page, fontFamily: font }}>
        <Container style={{ maxWidth: 600, width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "0 20px 16px" }}>
            <img
              src={`${origin.replace(/\/$/, "")}${MAIL_LOGO.path}`}
              width={MAIL_LOGO.width}
              height={MAIL_LOGO.height}
              alt={site.brand}
              style={{ display: "block", border: 0, outline: "none", textDecoration: "none" }}
            />
          </Section>
          <Section
            style={{
              backgroundColor: "#ffffff",
              borderTop: `4px solid ${colour.brand}`,
              borderRadius: 12,
              padding: "28px 24px 12px",
            }}
          >
            {content.heading && (
              <Heading
                as="h1"
                style={{
                  margin: "0 0 20px",
                  fontSize: 24,
                  lineHeight: "30px",
                  fontWeight: 800,
                  letterSpacing: "-0.01em",
                  color: colour.ink,
                }}
              >
                {content.heading}
              </Heading>
            )}
            {content.greeting && <Text style={paragraph}>{content.greeting}</Text>}
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} footer={footer} />
            ))}
            {content.signature.length > 0 && (
              <Text style={{ ...paragraph, fontWeight: 600 }}>{lines(content.signature.join("\n"))}</Text>
            )}
            {content.footnote && (
              <>
                <Hr style={{ borderColor: colour.line, margin: "8px 0 16px" }} />
                <Text style={small}>{content.footnote}</Text>
              </>
            )}
          </Section>
          <Section style={{ padding: "20px 24px 0" }}>
            {footer.lines.map((line) => (
              <Text key={line} style={{ ...small, margin: "0 0 4px", fontSize: 12, lineHeight: "18px" }}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message to queue: the designed HTML and the plain text, both from the same content. */
export async function composeMail(
  content: MailContent,
  envelope: { to: string; replyTo?: string | null },
  { origin, company }: MailSite,
): Promise<MailMessage> {
  const footer = mailFooter(content, company);
  return {
    ...envelope,
    subject: content.subject,
    text: mailText(content, footer),
    html: await render(<MailLayout content={content} footer={footer} origin={origin} />),
  };
}
