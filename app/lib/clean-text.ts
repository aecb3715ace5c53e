/**
 * Text as the site keeps it, whatever was typed, pasted or forged
 * (docs/decisions/0022-input-normalisation.md): well-formed Unicode, composed (NFC), no control
 * characters but the tab and the line feed. PostgreSQL text cannot hold U+0000, so one NUL read
 * raw used to lose a whole lead. The request readers (request-body.server.ts,
 * request-input.server.ts) apply this to every string they hand out; the schemas apply
 * `singleLine` to the fields that hold one line. Pure: the browser's form checks use it too.
 */

const REPLACEMENT = "\uFFFD";

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** CR and the Unicode line breaks (NEL, line and paragraph separators), each read as a line feed. */
const isLineBreak = (code: number) => code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029;
/** C0 controls but tab and line feed, DEL and the C1 controls. */
const isDropped = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);

/**
 * The text with each lone surrogate replaced by U+FFFD, every line break (CR LF, CR, NEL, U+2028,
 * U+2029) as one line feed, other controls removed, then composed (NFC).
 */
export function cleanText(value: string): string {
  let cleaned = "";
  // Start of the run of characters kept as they are, copied in one slice.
  let kept = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    let replacement: string;
    let width = 1;
    if (isHighSurrogate(code)) {
      if (isLowSurrogate(value.charCodeAt(index + 1))) {
        index++;
        continue;
      }
      replacement = REPLACEMENT;
    } else if (isLowSurrogate(code)) {
      replacement = REPLACEMENT;
    } else if (isLineBreak(code)) {
      replacement = "\n";
      if (code === 0x0d && value.charCodeAt(index + 1) === 0x0a) width = 2;
    } else if (isDropped(code)) {
      replacement = "";
    } else {
      continue;
    }
    cleaned += value.slice(kept, index) + replacement;
    index += width - 1;
    kept = index + 1;
  }
  cleaned += value.slice(kept);
  return cleaned.normalize("NFC");
}

/**
 * A value that holds one line (a name, a subject, a query or cookie value): cleaned, and every
 * run of line breaks and tabs, with the spaces around it, made one space, so that no value can
 * start a line of its own in an e-mail or a log.
 */
export function singleLine(value: string): string {
  return cleanText(value).replace(/[ \t\n]*[\t\n][ \t\n]*/g, " ");
}

/** Parsed JSON with every string cleaned and every key made one line, at any depth. */
export function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [singleLine(key), cleanJson(item)]));
  }
  return value;
}
