/**
 * Every dictionary of the project, one entry per file name with `{lang}` in it, each holding that
 * file's exports in every language. Nothing renders from this list: it is what the translation
 * check walks (app/i18n/translations.test.ts, `npm run i18n:check`), and that test fails when a
 * language file anywhere under app/ is missing from it.
 */
import * as csServices from "~/content/services/cs";
import * as enServices from "~/content/services/en";
import * as plServices from "~/content/services/pl";
import type { Lang } from "~/domain/languages";
import * as csAnswers from "~/features/chat/answers/cs.server";
import * as enAnswers from "~/features/chat/answers/en.server";
import * as plAnswers from "~/features/chat/answers/pl.server";
import * as csChat from "~/features/chat/copy/cs";
import * as enChat from "~/features/chat/copy/en";
import * as plChat from "~/features/chat/copy/pl";
import * as csEvaluation from "~/features/chat/evaluation/cs";
import * as enEvaluation from "~/features/chat/evaluation/en";
import * as plEvaluation from "~/features/chat/evaluation/pl";
import * as csDemos from "~/features/demos/copy/cs";
import * as enDemos from "~/features/demos/copy/en";
import * as plDemos from "~/features/demos/copy/pl";
import * as csShowcases from "~/features/web/showcases/cs";
import * as enShowcases from "~/features/web/showcases/en";
import * as plShowcases from "~/features/web/showcases/pl";
import * as csAccount from "./messages/cs/account";
import * as csDesk from "./messages/cs/desk";
import * as csForms from "./messages/cs/forms";
import * as csPages from "./messages/cs/pages";
import * as csShell from "./messages/cs/shell";
import * as enAccount from "./messages/en/account";
import * as enDesk from "./messages/en/desk";
import * as enForms from "./messages/en/forms";
import * as enPages from "./messages/en/pages";
import * as enShell from "./messages/en/shell";
import * as plAccount from "./messages/pl/account";
import * as plDesk from "./messages/pl/desk";
import * as plForms from "./messages/pl/forms";
import * as plPages from "./messages/pl/pages";
import * as plShell from "./messages/pl/shell";
import type { TranslationLeeway } from "./translations";

export interface Dictionary extends TranslationLeeway {
  /** The files, `{lang}` standing for cs, en and pl. */
  file: string;
  languages: Record<Lang, unknown>;
  /** Never shown to a reader (questions the assistant is tested with): not typeset (app/i18n/typography.ts). */
  unseen?: true;
}

/** Czech and Polish greet without the name: its nominative reads wrong there, its vocative cannot be derived. */
const digestGreeting = "digest.greeting";

export const dictionaries: Dictionary[] = [
  { file: "app/i18n/messages/{lang}/shell.ts", languages: { cs: csShell, en: enShell, pl: plShell } },
  { file: "app/i18n/messages/{lang}/pages.ts", languages: { cs: csPages, en: enPages, pl: plPages } },
  { file: "app/i18n/messages/{lang}/forms.ts", languages: { cs: csForms, en: enForms, pl: plForms } },
  {
    file: "app/i18n/messages/{lang}/account.ts",
    languages: { cs: csAccount, en: enAccount, pl: plAccount },
    fewerPlaceholders: [`account.dashboard.${digestGreeting}`, "account.mail.greetingByName"],
  },
  {
    file: "app/i18n/messages/{lang}/desk.ts",
    languages: { cs: csDesk, en: enDesk, pl: plDesk },
    fewerPlaceholders: [digestGreeting],
  },
  { file: "app/content/services/{lang}.ts", languages: { cs: csServices, en: enServices, pl: plServices } },
  {
    file: "app/features/chat/answers/{lang}.server.ts",
    languages: { cs: csAnswers, en: enAnswers, pl: plAnswers },
  },
  { file: "app/features/chat/copy/{lang}.ts", languages: { cs: csChat, en: enChat, pl: plChat } },
  {
    file: "app/features/chat/evaluation/{lang}.ts",
    languages: { cs: csEvaluation, en: enEvaluation, pl: plEvaluation },
    // The passages that answer a question: how a question is put decides which of them fit.
    freeLength: ["evaluation.questions.*.answers"],
    unseen: true,
  },
  { file: "app/features/demos/copy/{lang}.ts", languages: { cs: csDemos, en: enDemos, pl: plDemos } },
  {
    file: "app/features/web/showcases/{lang}.ts",
    languages: { cs: csShowcases, en: enShowcases, pl: plShowcases },
    // Polish pages show a Polish business of their own, not the Czech one translated.
    ownWording: ["showcases.sites"],
  },
];

/** Texts kept as Markdown (legal pages): the same sections in every language. */
export const markdownDictionaries: string[] = ["app/content/privacy/{lang}.md"];
