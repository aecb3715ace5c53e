/**
 * Builds the privacy-policy PDFs from the texts in app/content/privacy/{lang}.md:
 *   npx tsx scripts/build-privacy-pdfs.ts   →   public/privacy/privacy-policy-{lang}.pdf
 *
 * The texts use a small Markdown subset (`# ` title, `## ` headings, paragraphs, `- ` bullets)
 * and placeholders such as {legalName}, filled from app/content/site.ts. The output is
 * deterministic: the same texts and fonts give the same bytes.
 */

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";
import { site } from "../app/content/site.ts";
import { type Lang, languages, locale } from "../app/domain/languages.ts";
import { parseConfig } from "../app/platform/config.server";

/** When the policy takes effect: printed in the text and used as the PDFs' creation date. */
export const EFFECTIVE_DATE = new Date("2026-11-01T00:00:00Z");

const root = fileURLToPath(new URL("..", import.meta.url));
const sourcePath = (lang: Lang) => `${root}app/content/privacy/${lang}.md`;
const outputDir = `${root}public/privacy`;
const outputName = (lang: Lang) => `privacy-policy-${lang}.pdf`;

// ---------------------------------------------------------------------------------------------
// Text → blocks

export type Block = { kind: "title" | "heading" | "paragraph" | "bullet"; text: string };

/**
 * Parses the Markdown subset. Lines of one paragraph are joined; an indented line right after
 * a bullet continues it. Anything else that looks like Markdown is an error, so it never ends
 * up in the PDF as raw asterisks or hashes.
 */
export function parsePolicy(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };

  markdown.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line === "") {
      flush();
    } else if (/^(#{3,}|[*+] |\d+[.)] |>|```|\|)|\*\*|\]\(/.test(line)) {
      throw new Error(`line ${index + 1}: unsupported Markdown: ${line}`);
    } else if (line.startsWith("# ") || line.startsWith("## ")) {
      flush();
      const kind = line.startsWith("# ") ? "title" : "heading";
      blocks.push({ kind, text: line.replace(/^#+ /, "") });
    } else if (line.startsWith("- ")) {
      flush();
      blocks.push({ kind: "bullet", text: line.slice(2) });
    } else if (paragraph.length === 0 && last?.kind === "bullet" && /^\s/.test(raw)) {
      last.text += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  });
  flush();

  if (blocks[0]?.kind !== "title" || blocks.filter((b) => b.kind === "title").length !== 1) {
    throw new Error("the text must start with its only `# ` title");
  }
  return blocks;
}

/** Replaces {name} placeholders; an unknown one is an error rather than a visible typo. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`unknown placeholder {${name}}`);
    return value;
  });
}

const NBSP = "\u00a0";

const WORD_JOINER = "\u2060";

/**
 * Keeps together what a line break would tear apart: a legal abbreviation and its number or list
 * letter ("čl. 6", "písm. b)", "Act No. 110/2019"), a reference and the regulation ("15 GDPR"),
 * "6(1)(c)", words around an en dash ("EU–USA") and, in Czech and Polish, a one-letter word, § or list
 * letter and the word after it ("v Praze", "w Polsce", "b) GDPR"), which must not end a line.
 */
export function typeset(text: string, lang: Lang): string {
  const abbreviations =
    /(?<=(?:^|[\s(])(?:čl\.|odst\.|písm\.|č\.|art\.|ust\.|lit\.|nr|No\.|Article|Section)) (?=\d|\p{L}\)?\s)/gu;
  const bound = text
    .replace(abbreviations, NBSP)
    .replace(/(?<=[\d)]) (?=GDPR|RODO)/g, NBSP)
    .replace(/(?<=\p{L})–(?=\p{L})/gu, `–${WORD_JOINER}`)
    .replace(/\)\(/g, `)${WORD_JOINER}(`);
  return lang === "en" ? bound : bound.replace(/(?<=(?:^|\s)[\p{L}§]\)?) /gu, NBSP);
}

/**
 * The PDFs are made at build time, so they carry the company facts of the build's environment
 * (COMPANY_*, checked as the server checks them at start-up).
 */
const { company } = parseConfig(process.env);

function placeholderValues(lang: Lang): Record<string, string> {
  const { street, postalCode, city, country } = company.main.address;
  const countryName = new Intl.DisplayNames([locale[lang]], { type: "region" }).of(country) ?? country;
  const keepTogether = (s: string) => s.replaceAll(" ", NBSP);
  return {
    legalName: site.legalName,
    registrationNumber: company.registrationNumber,
    address: `${street}, ${keepTogether(postalCode)} ${city}, ${countryName}`,
    email: company.email,
    phone: keepTogether(company.main.phone.display),
    effectiveDate: new Intl.DateTimeFormat(locale[lang], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(EFFECTIVE_DATE),
  };
}

// ---------------------------------------------------------------------------------------------
// Blocks → PDF

const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};
const MARGIN = 56;
const SIZE = { title: 20, heading: 12.5, body: 10, footer: 8 };
const COLOR = { text: "#1d1d1f", muted: "#6e6e73" };
const LINE_GAP = 2.5;
const BULLET_INDENT = 18;
/** Space above each kind of block (a bullet that follows another bullet gets less). */
const SPACE_BEFORE = { title: 0, heading: 16, paragraph: 7, bullet: 7, nextBullet: 4 };

function renderPdf(blocks: Block[], lang: Lang): PDFDocument {
  const title = blocks.find((block) => block.kind === "title")?.text ?? "";
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang,
    displayTitle: true,
    info: {
      Title: title,
      Author: site.legalName,
      Subject: title,
      Creator: site.brand,
      CreationDate: EFFECTIVE_DATE,
      ModDate: EFFECTIVE_DATE,
    },
  });
  doc.registerFont("regular", FONT.regular);
  doc.registerFont("bold", FONT.bold);
  doc.fillColor(COLOR.text);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const body = { width, lineGap: LINE_GAP };

  blocks.forEach((block, i) => {
    const previous = blocks[i - 1]?.kind;
    const before =
      block.kind === "bullet" && previous === "bullet" ? SPACE_BEFORE.nextBullet : SPACE_BEFORE[block.kind];
    const atTop = doc.y <= doc.page.margins.top;
    const y = atTop ? doc.y : doc.y + before;

    switch (block.kind) {
      case "title":
        doc.font("bold").fontSize(SIZE.title).text(block.text, left, y, { width });
        doc.y += 10;
        break;
      case "heading": {
        // Keep a heading together with the first lines of its section.
        doc.font("bold").fontSize(SIZE.heading);
        const needed = doc.heightOfString(block.text, { width }) + 3 * (SIZE.body * 1.2 + LINE_GAP);
        const top = y + needed > doc.page.maxY() ? doc.addPage().y : y;
        doc.text(block.text, left, top, { width });
        doc.y += 2;
        break;
      }
      case "paragraph":
        doc.font("regular").fontSize(SIZE.body).text(block.text, left, y, body);
        break;
      case "bullet": {
        doc.font("regular").fontSize(SIZE.body);
        const top = y + doc.currentLineHeight(true) > doc.page.maxY() ? doc.addPage().y : y;
        doc.text("•", left + 5, top, { lineBreak: false });
        doc.text(block.text, left + BULLET_INDENT, top, { ...body, width: width - BULLET_INDENT });
        break;
      }
    }
  });

  // Footer on every page. The footer sits inside the bottom margin, so the margin is lifted
  // while writing it; otherwise pdfkit would start a new page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN / 2 - SIZE.footer / 2;
    doc.font("regular").fontSize(SIZE.footer).fillColor(COLOR.muted);
    doc.text(`${site.legalName} · ${title}`, left, footerY, { width, lineBreak: false });
    doc.text(`${i - start + 1} / ${count}`, left, footerY, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  return doc;
}

function toBuffer(doc: PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

async function main() {
  await mkdir(outputDir, { recursive: true });
  for (const lang of languages) {
    const values = placeholderValues(lang);
    const blocks = parsePolicy(await readFile(sourcePath(lang), "utf8")).map((block) => ({
      ...block,
      text: typeset(fillPlaceholders(block.text, values), lang),
    }));
    const doc = renderPdf(blocks, lang);
    const pages = doc.bufferedPageRange().count;
    const pdf = await toBuffer(doc);
    await writeFile(`${outputDir}/${outputName(lang)}`, pdf);
    console.log(
      `public/privacy/${outputName(lang)}  ${(pdf.length / 1024).toFixed(1)} kB (${pdf.length} bytes), ${pages} pages`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
