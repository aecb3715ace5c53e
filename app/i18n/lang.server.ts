import { readCookie } from "~/lib/request-input.server";
import { defaultLang, isLang, LANG_STORAGE_KEY, type Lang } from "../domain/languages";
import { parsePath } from "./paths";

/** The language stored by the switcher, sent back as the `lang` cookie. */
export function storedLang(request: Request): Lang | null {
  const value = readCookie(request, LANG_STORAGE_KEY);
  return isLang(value) ? value : null;
}

/** The language of a request: the path's language first, then the stored one, then Czech. */
export function requestLang(request: Request): Lang {
  const parsed = parsePath(new URL(request.url).pathname);
  return parsed.lang ?? storedLang(request) ?? defaultLang;
}

/** A Set-Cookie value that stores the language for a year. */
export function langCookie(lang: Lang): string {
  return `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
