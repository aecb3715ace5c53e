import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import { formatList } from "~/lib/format";
import type { answers as source } from "./en.server";

export const answers: Translation<typeof source> = typeset("cs", {
  languageName: "čeština",
  notFound:
    "Omlouvám se, odpověď na tuto otázku jsem na našem webu nenašel. Domluvte si nezávaznou konzultaci nebo nám napište přes kontaktní formulář, rádi pomůžeme.",
  greeting: "Dobrý den! Zeptejte se mě na naše služby, ceny webů, postup nebo kontakt.",
  vocabulary: {
    price:
      "cena ceny cenu ceník kolik stojí stát stojí vyjde vyjít platba platit zaplatit korun Kč rozpočet poplatek nabídka drahý levný nejlevnější levně",
    web: "web webu weby webové webovka stránky stránka stránek prezentace www tvorba",
    monthly: "měsíčně měsíční měsíc správa správu údržba hosting předplatné paušál tarif aktualizace",
    changes: "úprava úpravy upravit změna změny změnit opravit přidat přidání doplnit stávající současný",
    time: "jak dlouho doba trvá trvání dní dny týdny rychle kdy termín spuštění spustit hotovo",
    services: "služby služba nabízíte nabízíme nabídka děláte pomůžete řešení zabýváte",
    automation: "automatizace automatizovat zautomatizovat automatizujete všechno umíte malou firmu podnik",
    contact:
      "kontakt kontaktovat e-mail email mail telefon zavolat číslo adresa kancelář sídlo sídlíte kde najdu napsat spojit",
    company: "firma firmě společnost kdo zakladatel zakladatelé majitel tým IČO stojí za",
    booking:
      "rezervace rezervovat konzultace konzultaci schůzka schůzku hovor demo zdarma kalendář domluvit sejít nejdřív",
    custom: "na míru individuální zakázkový vlastní unikátní speciální",
    mobile: "mobil mobilu mobilní telefon telefonu responzivní tablet displej",
    examples: "ukázka ukázky příklad příklady reference případová studie portfolio klienti výsledky",
    tools: "nástroje nástroj napojení napojit propojení propojit integrace funguje aplikace software",
    security: "data bezpečnost bezpečné zabezpečení GDPR soukromí ochrana osobní údaje",
    cancel: "zrušit zrušení smlouva výpověď vypovědět závazek ukončit odstoupit kdykoliv kdykoli",
    guarantee: "garance záruka nefunguje nebude fungovat vrácení očekávání spokojenost problém",
    hiring:
      "práce pracovní místo kariéra nábor hledáte programátor programátory vývojář vývojáře pozice přihlásit",
    process: "kroky postup proces jak funguje průběh fáze začátek",
    includes: "obsahuje obsah zahrnuje dostanu dostanete součást v ceně",
  },
  titles: {
    webTiming: "Termíny webu a náhled zdarma",
    deliverables: "Co dostanete",
    process: (service) => `${service}: postup a jak dlouho to trvá`,
    examples: (service) => `${service}: příklady z praxe`,
    price: (service) => `${service}: cena`,
    booking: "Konzultace a demo zdarma",
  },
  webPrices: (plans, custom) =>
    `Web vás vyjde jednorázově na ${formatList(
      "cs",
      plans.map((plan) => `${plan.price} (${plan.name}, ${plan.size})`),
      "disjunction",
    )}. Plně individuální ${custom.name} stojí od ${custom.price}. Náhled zdarma dostanete do 48 hodin a web obvykle spustíme do 7 pracovních dnů.`,
  webPlan: ({ name, price, from, description, features }) =>
    `${name} stojí jednorázově ${from ? "od " : ""}${price} – ${description}. V ceně: ${features}.`,
  monthlyPrices: (plans, subtitle) =>
    `Měsíční správa webu stojí ${formatList(
      "cs",
      plans.map((plan) => `${plan.price} (${plan.name})`),
      "disjunction",
    )} měsíčně. ${subtitle}`,
  monthlyPlan: ({ name, price, description, features }) =>
    `Tarif správy webu ${name} stojí ${price} měsíčně – ${description}. V ceně: ${features}.`,
  changePrices: (tiers, note) => `Jednorázové úpravy webu účtujeme podle rozsahu: ${tiers}. ${note}`,
  changeTier: ({ name, price, scope }, note) => `${name} (${scope}) stojí ${price}. ${note}`,
  webBenefits:
    "Každý web se rychle načítá, dobře se ovládá na mobilu, je připravený na vyhledávání v Googlu a běží na zabezpečeném hostingu s SSL certifikátem.",
  webShowcase: (businesses) => `Na stránce najdete ukázkové weby pro tyto obory: ${businesses}.`,
  packages: (plans, priceNote, terms) =>
    `Automatizaci nabízíme ve třech měsíčních balíčcích: ${formatList(
      "cs",
      plans.map((plan) => `${plan.name}${plan.label ? ` (${plan.label})` : ""} od ${plan.price}`),
    )}. ${priceNote} Podmínky: ${terms}.`,
  packagePlan: ({ name, price, description, features }, priceNote) =>
    `Balíček ${name} stojí od ${price} měsíčně a je určen ${description}. V balíčku: ${features}. ${priceNote}`,
  services: (names, websitesFrom) =>
    `Nabízíme tyto služby: ${names}. Pro malé podniky tvoříme také weby, od ${websitesFrom}.`,
  servicePrice: (service, plans, priceNote) =>
    `Služba „${service}“ je součástí měsíčních balíčků: ${formatList(
      "cs",
      plans.map((plan) => `${plan.name} od ${plan.price}`),
    )}. ${priceNote}`,
  serviceSummary: {
    outreach:
      "Připravíme personalizované cold e-maily a kampaně na LinkedInu s automatickými follow-upy, které vám přinesou kvalifikované schůzky. Odpovědi a zájemci se propisují rovnou do vašeho CRM a váš tým se věnuje rozhovorům, ne rozesílání.",
    automation:
      "Propojíme vaše CRM, e-mail, formuláře na webu a další nástroje, takže poptávky, faktury a reporty běží samy. Každý lead se zpracuje během pár minut a žádný nezůstane ležet v něčí schránce.",
    assistant:
      "AI asistent naučený na vaše služby, ceny a nejčastější dotazy odpovídá zákazníkům během pár vteřin, 24/7, na webu, v e-mailu, na WhatsAppu i v Messengeru. Rezervuje termíny přímo do vašeho kalendáře, jako hlasový asistent umí vzít telefon a na vás nechá jen dotazy, které opravdu potřebují člověka.",
    rezervace:
      "Klienti se objednávají sami online 24/7, dostávají automatické připomínky SMS a e-mailem a termín si sami přesunou nebo zruší. Směny zaměstnanců máte v jednom sdíleném kalendáři, synchronizovaném s Kalendářem Google nebo Outlookem.",
  },
  serviceWords: {
    outreach:
      "outreach cold e-mail e-maily maily oslovení oslovování kampaň kampaně LinkedIn B2B klienty zákazníky obchodní schůzky",
    automation: "automatizace automatizovat procesy CRM faktury reporty propojení Make Zapier",
    assistant: "AI asistent chatbot chat bot robot hlasový telefon odpovídá zákazníkům podpora",
    rezervace: "rezervace rezervační systém objednávky objednávání termíny kalendář připomínky",
  },
  serviceDeliverables: ({ name, deliverables, forWho }) =>
    `Součástí služby „${name}“ je: ${deliverables}. Nejvíc ji ocení: ${forWho}.`,
  serviceProcess: ({ name, steps }) => `Zavedení služby „${name}“ má tyto kroky: ${steps}.`,
  serviceIntegrations: ({ name, tools }) => `Ve službě „${name}“ pracujeme s nástroji ${tools}.`,
  booking:
    "Nezávaznou online konzultaci zdarma si můžete rezervovat v našem kalendáři. Do 48 hodin vám také připravíme demo na míru vašemu podnikání.",
  contact: ({ email, phone, address }) =>
    `Napište nám na ${email} nebo zavolejte na ${phone}. Naše kancelář je na adrese ${address}. Odpovídáme do jednoho pracovního dne.`,
  company: ({ legalName, registrationNumber, founders }) =>
    `Společnost ${legalName} (IČO ${registrationNumber}) založili ${founders}.`,
});
