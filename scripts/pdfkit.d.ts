/**
 * Minimal types for the part of pdfkit 0.17 that scripts/build-privacy-pdfs.ts uses
 * (@types/pdfkit is not installed). Add members here when the script starts using more.
 */
declare module "pdfkit" {
  namespace PDFDocument {
    interface Margins {
      top: number;
      bottom: number;
      left: number;
      right: number;
    }

    /** The document information dictionary (PDF metadata). */
    interface Info {
      Title?: string;
      Author?: string;
      Subject?: string;
      Keywords?: string;
      Creator?: string;
      Producer?: string;
      CreationDate?: Date;
      ModDate?: Date;
    }

    interface DocumentOptions {
      size?: "A4" | [number, number];
      margins?: Margins;
      /** Keep every page in memory until `end()`, so `switchToPage` can go back to it. */
      bufferPages?: boolean;
      /** BCP 47 tag written to the catalog's `/Lang`. */
      lang?: string;
      /** Viewers show `info.Title` instead of the file name. */
      displayTitle?: boolean;
      info?: Info;
    }

    interface TextOptions {
      width?: number;
      align?: "left" | "center" | "right" | "justify";
      lineGap?: number;
      /** `false`: one line, no wrapping and no automatic page break. */
      lineBreak?: boolean;
    }

    interface Page {
      readonly width: number;
      readonly height: number;
      margins: Margins;
      /** The lowest y that text may reach: `height - margins.bottom`. */
      maxY(): number;
    }
  }

  class PDFDocument {
    constructor(options?: PDFDocument.DocumentOptions);
    x: number;
    y: number;
    page: PDFDocument.Page;
    registerFont(name: string, src: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, x?: number, y?: number, options?: PDFDocument.TextOptions): this;
    heightOfString(text: string, options?: PDFDocument.TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }

  // pdfkit is CommonJS (`module.exports = PDFDocument`); ESM imports it as the default export.
  export = PDFDocument;
}
