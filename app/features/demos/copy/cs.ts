import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { copy as source } from "./en";

const pluralRules = new Intl.PluralRules("cs");

/** "4 kola", "5 kol": Czech nouns take one of three forms after a number. */
function rounds(count: number) {
  const forms = { one: "kolo", few: "kola" } as const;
  const category = pluralRules.select(count);
  return `${count} ${category === "one" || category === "few" ? forms[category] : "kol"}`;
}

export const copy: Translation<typeof source> = typeset("cs", {
  stepStatus: { waiting: "čeká", inProgress: "probíhá", done: "hotovo" },

  playground: {
    scenariosLabel: "Úlohy k automatizaci",
    steps: {
      email: [
        "Načtení seznamu kontaktů",
        "Přizpůsobení každého e-mailu pomocí AI",
        "Odeslání v nejvhodnější čas",
        "Roztřídění odpovědí",
        "Domluvení schůzek se zájemci",
      ],
      crm: [
        "Zachycení poptávky z webu",
        "Doplnění údajů o firmě",
        "Ohodnocení a seřazení poptávky podle priority",
        "Založení záznamu v CRM",
        "Upozornění správného obchodníka",
      ],
      meeting: [
        "Přečtení žádosti o schůzku",
        "Kontrola volných termínů v kalendářích",
        "Nabídka nejvhodnějších termínů",
        "Potvrzení a odeslání pozvánky",
        "Naplánování připomínek",
      ],
      support: [
        "Přijetí dotazu zákazníka",
        "Vyhledání ve znalostní bázi",
        "Návrh odpovědi pomocí AI",
        "Zápis požadavku do systému podpory",
        "Předání složitých případů týmu",
      ],
    },
    run: "Spustit automatizaci",
    running: "Probíhá…",
    runAgain: "Spustit znovu",
    resultsTitle: "Výsledek tohoto spuštění",
    totals: { tasks: "Dokončené úkoly", minutes: "Ušetřené minuty", actions: "Provedené akce" },
    progress: (done, total, step) => `Krok ${done} z ${total} hotov: ${step}`,
    finished: (seconds) => `Hotovo za ${seconds} s`,
    manually: "místo 2+ hodin ruční práce",
    idleHint: "Stiskněte „Spustit automatizaci“ a sledujte, jak se jednotlivé kroky dokončí samy.",
  },

  outreach: {
    intro:
      "Projděte si kampaň od seznamu kontaktů až po výsledky a podívejte se, proč každou zprávu A/B testujeme.",
    flowTitle: "Průběh kampaně",
    steps: [
      { title: "Načtení kontaktů", detail: "250 potenciálních zákazníků z vašeho CRM" },
      { title: "Přizpůsobení pomocí AI", detail: "Každý e-mail na míru firmě i pozici adresáta" },
      { title: "Odeslání kampaně", detail: "Postupně během dne, aby nekončily ve spamu" },
      { title: "Sledování výsledků", detail: "Otevření, odpovědi i schůzky se počítají samy" },
    ],
    start: "Spustit kampaň",
    running: "Kampaň běží…",
    startAgain: "Spustit znovu",
    figures: { sent: "Odeslané e-maily", responses: "Odpovědi", conversions: "Schůzky" },
    progress: (step, total, title) => `Probíhá krok ${step} z ${total}: ${title}`,
    finished: (sent, responses, conversions) =>
      `Kampaň dokončena: ${sent} odeslaných e-mailů, ${responses} odpovědí, ${conversions} domluvených schůzek.`,
    abTitle: "A/B test předmětu e-mailu",
    abIntro: "Stejná nabídka, dva různé předměty. Osobní oslovení vyhrává s velkým náskokem.",
    variants: {
      a: { title: "Verze A", detail: "„Nabídka: automatizace pro vaši firmu“" },
      b: { title: "Verze B", detail: "„Jano, 3 hodiny týdně navíc pro kliniku Úsměv?“" },
    },
    winner: "Vítěz",
    rates: { open: "Míra otevření", click: "Míra prokliku", response: "Míra odpovědí" },
    openRateLift: (percent) => `Verze B: míra otevření ${percent}`,
  },

  pipeline: {
    intro: (advanceChance) =>
      `Přichází osm nových poptávek. Automatizace je prověří, ozve se jim a pošle nabídku. V každém kole se rozpracovaná poptávka s pravděpodobností ${advanceChance} posune o fázi dál; kdo při prověření nebo u nabídky neprojde, odpadá – jako ve skutečném obchodě.`,
    stages: ["Nová poptávka", "Prověření", "Kontakt", "Nabídka", "Uzavřeno"],
    leads: [
      { name: "Jana Nováková", company: "Zubní klinika Úsměv" },
      { name: "Petr Svoboda", company: "Svoboda Logistika" },
      { name: "Lucie Dvořáková", company: "Advokátní kancelář Dvořák" },
      { name: "Tomáš Černý", company: "Kavárny U Mostu" },
      { name: "Eva Procházková", company: "Fitness studio Eva" },
      { name: "Martin Kučera", company: "Kučera Reality" },
      { name: "Kateřina Veselá", company: "Účetnictví Veselá" },
      { name: "Jakub Horák", company: "Tiskárna Horák" },
    ],
    leadsLabel: "Ukázkové poptávky",
    start: "Spustit proces",
    running: "Proces běží…",
    startAgain: "Spustit znovu",
    closed: (closed, total) => `Uzavřené obchody: ${closed} z ${total}`,
    lost: (lost) => `Odpadlo: ${lost}`,
    lostAt: { qualification: "Nehodí se", proposal: "Nabídka odmítnuta" },
    round: (round) => `Kolo ${round}`,
    roundSummary: (round, moved, closed, lost, total) =>
      `Kolo ${round} – posunuto: ${moved}, uzavřeno: ${closed} z ${total}, odpadlo: ${lost}`,
    finished: (closed, lost, total, roundCount) =>
      `Hotovo za ${rounds(roundCount)}: uzavřeno ${closed} z ${total} obchodů, odpadlo ${lost}.`,
  },

  chat: {
    intro:
      "Ukázka konverzace AI asistenta na webu fitness studia: odpovídá okamžitě, ve dne i v noci, a na konci rovnou rezervuje lekci.",
    assistantName: "AI asistent",
    online: "Online",
    visitor: "Návštěvník",
    assistant: "Asistent",
    conversationLabel: "Ukázková konverzace",
    conversation: (trialDays) => [
      "Dobrý den, máte i večerní lekce?",
      `Dobrý den! Ano, lekce máme každý všední den od 17 do 21 hodin: jógu, spinning i silový trénink. Noví členové mají ${trialDays} dní na vyzkoušení zdarma s neomezeným počtem lekcí.`,
      "Super, zkusím spinning. Máte nějakou lekci ve čtvrtek?",
      "Ve čtvrtek je spinning v 18:00 a ještě jsou volná místa. Mám vás zapsat?",
      "Ano, prosím.",
      "Hotovo! Máte rezervované místo na čtvrtečním spinningu v 18:00. Potvrzení vám přišlo e-mailem a den předem vám pošleme připomínku.",
    ],
    typing: "Asistent píše…",
    answeredIn: (seconds) => `Odpověď za ${seconds} s`,
    averageResponse: "Průměrná doba odpovědi",
    availability: "Nonstop, i o víkendech",
    start: "Přehrát konverzaci",
    running: "Konverzace probíhá…",
    startAgain: "Přehrát znovu",
  },

  booking: {
    intro: "Takhle to uvidí vaši zákazníci: jen volné termíny a potvrzení ihned po výběru.",
    meetingTitle: "Úvodní konzultace",
    meetingDetails: [
      "Online videohovor",
      "Pozvánka do kalendáře odeslaná ihned",
      "Připomenutí 24 hodin předem",
    ],
    day: "Zítra",
    slotsLabel: "Termíny",
    taken: "obsazeno",
    hint: "Vyberte volný termín.",
    booking: "Rezervuji…",
    confirmed: (time) => `Rezervováno na ${time}. Pozvánka do kalendáře je na cestě.`,
  },
});
