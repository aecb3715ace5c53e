/**
 * Reading request bodies as the open internet sends them: the method and content type are
 * checked before anything is read, every body is counted against a limit while it streams, and
 * a malformed body is a 400, never a 500. Every string handed out is cleaned (clean-text.ts): the
 * routes never see a body raw. Refusals are thrown as short JSON answers; thrown from a page's
 * action, React Router shows the translated error page for their status instead.
 */
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { SMALL_BODY_BYTES } from "./body-limits";
import { cleanJson, cleanText, singleLine } from "./clean-text";

export type Refusal =
  | "badRequest"
  | "forbidden"
  | "methodNotAllowed"
  | "notFound"
  | "payloadTooLarge"
  | "unauthorized"
  | "unsupportedMediaType";

export function refusal(status: number, error: Refusal, headers: Record<string, string> = {}) {
  return Response.json(
    { ok: false, error },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

export function requireMethod(request: Request, allowed: readonly string[]) {
  if (!allowed.includes(request.method)) {
    throw refusal(405, "methodNotAllowed", { Allow: allowed.join(", ") });
  }
}

/** The answer for a route that only takes posts, to any GET. */
export const postOnly = () => refusal(405, "methodNotAllowed", { Allow: "POST" });

const mediaType = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

interface FormLimits {
  /** File fields accepted (the hiring form's PDF); any other file is refused. */
  files?: number;
  maxFileBytes?: number;
  /** Fields of the form: a real one has a dozen or two. */
  maxFields?: number;
  /** The text of all fields together, in bytes (the template editor's page takes more). */
  maxTextBytes?: number;
}

/** A file as posted, its name made one clean line (the name is stored; the bytes are not text). */
function cleanFile(file: File) {
  const name = singleLine(file.name);
  return name === file.name
    ? file
    : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** The form with every field name and value cleaned; a textarea's CR LF arrives as LF. */
function cleanForm(form: FormData) {
  const cleaned = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") cleaned.append(singleLine(name), cleanText(value));
    else cleaned.append(singleLine(name), cleanFile(value));
  }
  return cleaned;
}

/**
 * A form post (url-encoded, or multipart where files are expected or the browser chose it),
 * parsed as it streams: an oversized body is refused at the byte that crosses the limit.
 */
export async function readForm(
  request: Request,
  { files = 0, maxFileBytes = 0, maxFields = 64, maxTextBytes = SMALL_BODY_BYTES }: FormLimits = {},
) {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw refusal(415, "unsupportedMediaType");
  }
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFiles: files,
      // The parser applies this to every part, text fields included.
      maxFileSize: Math.max(maxFileBytes, SMALL_BODY_BYTES),
      maxParts: maxFields,
      maxHeaderSize: 8 * 1024,
      maxTotalSize: files * maxFileBytes + maxTextBytes,
    });
  } catch (error) {
    if (
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxPartsExceededError ||
      error instanceof MaxHeaderSizeExceededError
    ) {
      throw refusal(413, "payloadTooLarge");
    }
    if (error instanceof MaxFilesExceededError || error instanceof FormDataParseError) {
      throw refusal(400, "badRequest");
    }
    throw error;
  }
  return cleanForm(form);
}

/** JSON nested deeper than this is refused: no honest body comes close, and deep nesting costs stack. */
const MAX_JSON_DEPTH = 32;

function deeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The bytes of a body, refused with 413 at the chunk that crosses `maxBytes`. */
async function readBytes(request: Request, maxBytes: number) {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw refusal(413, "payloadTooLarge");
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refusal(400, "badRequest"); // the body broke off
  }
  return Buffer.concat(chunks);
}

/** A JSON body: `application/json`, at most `maxBytes`, well-formed and not absurdly deep. */
export async function readJson(request: Request, { maxBytes = SMALL_BODY_BYTES } = {}): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw refusal(415, "unsupportedMediaType");
  const bytes = await readBytes(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw refusal(400, "badRequest");
  }
  if (deeperThan(value, MAX_JSON_DEPTH)) throw refusal(400, "badRequest");
  return cleanJson(value);
}

/** A JSON body that must be an object, as every JSON endpoint here takes. */
export async function readJsonObject(request: Request, limits?: { maxBytes?: number }) {
  const value = await readJson(request, limits);
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw refusal(400, "badRequest");
  return value as Record<string, unknown>;
}

/**
 * A JSON object, or a form post's fields as strings (a name that repeats, as ticked checkboxes
 * do, as the list of its values): for an action that takes both a fetcher's JSON and a form that
 * works without JavaScript.
 */
export async function readJsonOrForm(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const form = await readForm(request);
    return Object.fromEntries(
      [...new Set(form.keys())].map((name) => {
        const values = form.getAll(name);
        return [name, values.length === 1 ? values[0] : values];
      }),
    );
  }
  return readJsonObject(request);
}
