import { useLocation } from "react-router";
import { languages, urlCode } from "~/domain/languages";
import { switchLanguagePath } from "~/i18n/paths";
import { summaryClass, useDetailsMenu } from "~/ui/details-menu";
import { Flag } from "~/ui/flags";
import { ChevronIcon } from "~/ui/icons";
import { storeLanguage } from "./stored-language";
import { useLayout } from "./use-layout";

/**
 * Plain links (a full page load: docs/PRODUCT.md, Languages and addresses) to the same page in
 * each language; a click stores the choice first. Without JavaScript the links still work.
 */
function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName: string }) {
  const { t, lang: current } = useLayout();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className={className}>
      {languages.map((lang) => (
        <li key={lang}>
          <a
            href={`${switchLanguagePath(pathname, lang)}${search}${hash}`}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === current ? "true" : undefined}
            onClick={() => storeLanguage(lang)}
            className={itemClassName}
          >
            <Flag lang={lang} />
            <span>{t.nav.languageNames[lang]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The bar's language menu: opens without JavaScript too (`<details>`, see useDetailsMenu). */
export function LanguageSwitcher() {
  const { t, lang } = useLayout();
  const menu = useDetailsMenu();
  return (
    <details {...menu.detailsProps} className="group/language relative">
      <summary
        aria-label={`${t.nav.language}: ${t.nav.languageNames[lang]}`}
        className={`${summaryClass} flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-semibold text-ink-700 uppercase hover:bg-ink-100`}
      >
        <Flag lang={lang} />
        {urlCode[lang]}
        <ChevronIcon className="size-4 transition-transform group-open/language:rotate-180" />
      </summary>
      <div className="absolute right-0 mt-2 w-44 rounded-xl border border-ink-200 bg-white p-1.5 shadow-xl">
        <LanguageLinks itemClassName="flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-ink-100 aria-[current]:font-semibold aria-[current]:text-brand-700" />
      </div>
    </details>
  );
}

export function MobileLanguageLinks() {
  return (
    <LanguageLinks
      className="grid grid-cols-3 gap-2"
      itemClassName="flex items-center justify-center gap-2 rounded-lg border border-ink-200 px-2 py-2.5 text-sm aria-[current]:border-brand-600 aria-[current]:font-semibold aria-[current]:text-brand-700"
    />
  );
}
