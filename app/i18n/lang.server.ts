import { defaultLang, isLang, LANG_STORAGE_KEY, type Lang } from "./languages";
import { parsePath } from "./paths";

/** The language stored by the switcher, sent back as the `lang` cookie. */
export function storedLang(request: Request): Lang | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_STORAGE_KEY && isLang(value)) return value;
  }
  return null;
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
