/**
 * The dictionaries are read on the server only: each page receives just its own language's
 * strings through its loader, so the browser never downloads the other two languages.
 */
import type { Lang } from "../domain/languages";
import { account as csAccount } from "./messages/cs/account";
import { forms as csForms } from "./messages/cs/forms";
import { pages as csPages } from "./messages/cs/pages";
import { shell as csShell } from "./messages/cs/shell";
import { account as enAccount } from "./messages/en/account";
import { forms as enForms } from "./messages/en/forms";
import { pages as enPages } from "./messages/en/pages";
import { shell as enShell } from "./messages/en/shell";
import { account as plAccount } from "./messages/pl/account";
import { forms as plForms } from "./messages/pl/forms";
import { pages as plPages } from "./messages/pl/pages";
import { shell as plShell } from "./messages/pl/shell";
import type { AccountMessages, Messages } from "./messages/types";

const dictionaries: Record<Lang, Messages> = {
  cs: { ...csShell, ...csPages, forms: csForms },
  en: { ...enShell, ...enPages, forms: enForms },
  pl: { ...plShell, ...plPages, forms: plForms },
};

export function messages(lang: Lang): Messages {
  return dictionaries[lang];
}

const accountDictionaries: Record<Lang, AccountMessages> = { cs: csAccount, en: enAccount, pl: plAccount };

/** The signed-in half's strings (dashboard, reset screen, account e-mails). */
export function accountMessages(lang: Lang): AccountMessages {
  return accountDictionaries[lang];
}

/** The strings every page needs: header, footer, dialogs, consent, error pages. */
export function layoutMessages(lang: Lang) {
  const { common, nav, cta, footer, privacy, consent, booking, notFound, serviceNotFound, requestError } =
    dictionaries[lang];
  const account = accountDictionaries[lang].header;
  return {
    common,
    nav,
    cta,
    footer,
    privacy,
    consent,
    booking,
    notFound,
    serviceNotFound,
    requestError,
    account,
  };
}

export type LayoutMessages = ReturnType<typeof layoutMessages>;
