import { useEffect } from "react";
import { isLang, LANG_STORAGE_KEY, type Lang } from "~/domain/languages";
import { parsePath } from "~/i18n/paths";

/** Stores the choice where both the browser and the server can read it. */
export function storeLanguage(lang: Lang) {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  // biome-ignore lint/suspicious/noDocumentCookie: the server renders unprefixed paths from this cookie.
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function cookieLang() {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANG_STORAGE_KEY}=([^;]*)`));
  return match?.[1] ?? null;
}

/**
 * Keeps local storage and the cookie telling the same language. A page whose address names a
 * language stores it (who reads /eng pages reads the dashboard in English too). Otherwise the
 * cookie wins (the server may set it, e.g. on /reference/eng); when only local storage knows
 * the choice, the cookie is restored and an unprefixed page is loaded again in that language.
 * The page's language and path come from the frame that draws it (it may be a React root of its
 * own, without React Router's location).
 */
export function StoredLanguageSync({ lang, pathname }: { lang: Lang; pathname: string }) {
  useEffect(() => {
    const fromPath = parsePath(pathname).lang;
    if (fromPath) {
      if (cookieLang() !== fromPath || localStorage.getItem(LANG_STORAGE_KEY) !== fromPath)
        storeLanguage(fromPath);
      return;
    }
    const fromCookie = cookieLang();
    const fromStorage = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(fromCookie)) {
      if (fromStorage !== fromCookie) localStorage.setItem(LANG_STORAGE_KEY, fromCookie);
      return;
    }
    if (!isLang(fromStorage)) return;
    storeLanguage(fromStorage);
    if (parsePath(pathname).lang === null && fromStorage !== lang) window.location.reload();
  }, [pathname, lang]);

  return null;
}
