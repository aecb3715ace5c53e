import { typeset } from "~/i18n/typography";
import type { Translation } from "../../translations";
import type { shell as source } from "../en/shell";

export const shell: Translation<typeof source> = typeset("cs", {
  common: {
    siteTagline: "Automatizace a AI asistenti, kteří malým firmám každý týden ušetří hodiny rutinní práce.",
    skipToContent: "Přejít na obsah",
    close: "Zavřít",
    mostPopular: "Nejoblíbenější",
    ongoing: "Průběžně",
    perMonth: "/ měsíc",
    from: "od",
  },
  nav: {
    home: "Úvod",
    process: "Jak to funguje",
    services: "Služby",
    allServices: "Všechny služby",
    contact: "Kontakt",
    web: "Tvorba webů",
    openMenu: "Otevřít menu",
    closeMenu: "Zavřít menu",
    mainMenu: "Hlavní navigace",
    language: "Jazyk",
    scrollToTop: "Zpět nahoru",
    assistant: "Zeptejte se asistenta",
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    tryDemo: "Vyzkoušet si to",
    getDemo48h: "Demo do 48 hodin",
    contactUs: "Kontaktujte nás",
    viewAllServices: "Zobrazit všechny služby",
    viewServiceDetail: "Detail služby",
    backToServices: "Zpět na služby",
    bookConsultation: "Domluvit konzultaci",
    backHome: "Zpět na úvod",
  },
  footer: {
    foundersHeading: "Zakladatelé",
    founder: "Zakladatel",
    coFounder: "Spoluzakladatelka",
    founderWork: "Navrhuje a staví automatizace, od první konzultace po spuštění.",
    coFounderWork: "Stará se o klienty, jejich zadání a podporu po spuštění.",
    hiringTitle: "Hledáme posily",
    hiringText: "Baví vás automatizace a AI? Přečtěte si naše zadání a ukažte, co umíte.",
    hiringButton: "Zobrazit zadání",
    contactHeading: "Kontakt",
    servicesHeading: "Služby",
    companyHeading: "Společnost",
    followUs: "Sledujte nás",
    registrationNumber: "IČO",
    officeLabel: "Pobočka",
    mailLinkFallback: "Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:",
    privacyPolicy: "Zásady ochrany osobních údajů",
    cookieSettings: "Nastavení cookies",
    webLink: "Tvorba webů",
    rights: "Všechna práva vyhrazena.",
  },
  privacy: {
    title: "Zásady ochrany osobních údajů",
    download: "Stáhnout PDF",
    loadFailed: "Nepodařilo se načíst PDF",
    loadFailedHint: "Stáhněte si dokument přímo, nebo to zkuste znovu později.",
    loading: "Načítám dokument…",
  },
  consent: {
    title: "Používáme cookies",
    text: "Nezbytné cookies potřebujeme, aby web fungoval. Analytické cookies (Google Tag Manager / Google Analytics) nám pomáhají pochopit, jak web používáte, a zapínáme je jen s vaším souhlasem. Když zvolíte „Odmítnout“, zůstanou jen ty nezbytné.",
    accept: "Přijmout",
    reject: "Odmítnout",
    privacyLink: "Zásady ochrany osobních údajů",
    saved: "Vaše nastavení cookies jsme uložili.",
  },
  booking: {
    meta: {
      title: "Rezervace konzultace | Flowlane",
      description:
        "Domluvte si 15minutovou konzultaci zdarma. Vyberte termíny, které se vám hodí, a my vám jeden potvrdíme.",
    },
    /** With an online calendar (BOOKING_URL): the visitor books a slot himself. */
    calendarDescription:
      "Domluvte si 15minutovou konzultaci zdarma. Vyberte si v kalendáři volný termín a rovnou si ho zarezervujte.",
    dialogTitle: "Rezervace konzultace",
    frameTitle: "Kalendář konzultací",
    unavailable: "Online kalendář teď není k dispozici. Napište nám nebo zavolejte a termín domluvíme přímo.",
    loading: "Načítám kalendář…",
  },
  notFound: {
    meta: {
      title: "Stránka nenalezena",
      description: "Požadovaná stránka neexistuje nebo byla přesunuta.",
    },
    title: "Tuhle stránku jsme nenašli",
    text: "Odkaz je možná zastaralý, nebo stránka změnila adresu. Pokračujte na úvodní stránku, nebo nám napište.",
  },
  serviceNotFound: {
    title: "Služba nenalezena",
    text: "Tuto službu jsme nenašli – možná se přejmenovala nebo ji už nenabízíme. Podívejte se na aktuální nabídku.",
  },
  requestError: {
    titles: {
      badRequest: "Odeslaným údajům jsme nerozuměli",
      forbidden: "Formulář přišel z jiné stránky, proto jsme ho nepřijali",
      methodNotAllowed: "Tuto akci stránka neumí",
      payloadTooLarge: "Odeslaných dat je příliš mnoho",
      unsupportedMediaType: "Takto odeslaná data stránka nepřijímá",
      tooManyRequests: "Z vašeho připojení přišlo příliš mnoho požadavků",
      serverError: "Něco se u nás pokazilo",
    },
    text: "Vraťte se prosím na stránku, odkud jste přišli, a zkuste to znovu. Kdyby to nešlo, napište nám nebo zavolejte.",
  },
  home: {
    meta: {
      title: "Automatizace a AI asistenti pro firmy | Flowlane",
      description:
        "Automatizujeme oslovování nových zákazníků, vyřizování poptávek, rezervace i zákaznickou podporu. Funkční demo do 48 hodin, spuštění za 7–14 dní.",
    },
    hero: {
      eyebrow: "Automatizace a AI pro malé firmy",
      title: "Rutinu převezme automatizace. Vy se věnujte zákazníkům.",
      subtitle:
        "Propojíme váš e-mail, CRM, kalendář a web do jednoho systému. AI asistent odpovídá zákazníkům ve dne i v noci, domlouvá termíny a hlídá, aby žádná poptávka nezapadla.",
      claims: [
        "Od konzultace k funkčnímu demu",
        "Od konzultace ke spuštění",
        "AI asistent ve službě",
        "Záruka na každé řešení",
      ],
      flow: {
        label:
          "Ukázka: nová poptávka z webu dostane odpověď za 40 sekund, sama se zapíše do CRM a skončí domluvenou schůzkou.",
        title: "Nová poptávka",
        source: "Formulář na webu · 21:47",
        from: "Jana Malá, Salon Lotos",
        message: "„Dobrý den, uměli byste nám zařídit online rezervace?“",
        steps: ["AI asistent odpověděl za 40 s", "Zapsáno do CRM", "Schůzka domluvena: pá 10:00"],
        stages: ["Nové", "Odpovězeno", "Schůzka", "Zakázka"],
      },
    },
    playground: {
      title: "Automatizace v akci",
      subtitle:
        "Vyberte úlohu, spusťte ji a sledujte, jak se práce, která by vám zabrala hodiny, udělá za pár sekund.",
      scenarios: [
        {
          name: "Oslovení e-mailem",
          problem: "Ruční psaní a rozesílání e-mailů zabere hodiny a odpovědi se ztrácejí ve schránce.",
        },
        {
          name: "Vyřizování poptávek",
          problem: "Poptávky z webu se ručně přepisují do CRM a na odpověď čekají i několik dní.",
        },
        {
          name: "Domlouvání schůzek",
          problem: "Domluvit jeden termín znamená několik e-mailů tam a zpátky.",
        },
        {
          name: "Zákaznická podpora",
          problem:
            "Pořád stejné dotazy zahlcují tým a zákazníci, kteří píšou mimo pracovní dobu, čekají na odpověď do rána.",
        },
      ],
      savingsLabel: "ušetříte týdně",
      cta: "Chci to i ve své firmě",
    },
    howItWorks: {
      title: "Jak to funguje",
      subtitle: "Tři navazující kroky – od prvního oslovení až po domluvenou schůzku.",
      steps: [
        {
          title: "Oslovení",
          text: "Osobní e-maily a zprávy na LinkedInu zastihnou správné lidi ve správnou chvíli a navazující zprávy odcházejí samy.",
        },
        {
          title: "Automatizace",
          text: "Každá nová poptávka se sama zapíše do CRM, seřadí podle priority a spustí další kroky – bez ručního přepisování.",
        },
        {
          title: "Asistent a rezervace",
          text: "AI asistent odpovídá na dotazy 24/7, zjistí, co zájemce potřebuje, a rovnou mu zarezervuje termín ve vašem kalendáři.",
        },
      ],
    },
    services: {
      title: "Naše služby",
      subtitle: "Čtyři oblasti, ve kterých vám automatizace ušetří nejvíc času.",
    },
    proof: {
      title: "Čísla, která si můžete ověřit",
      subtitle:
        "Jsme mladá firma, a tak se nechlubíme stovkami klientů. Ukážeme vám, co prokazatelně zvládá náš vlastní systém – a co vám zaručíme ve smlouvě.",
      stats: [
        "Ztracených poptávek, přestože jsme při odesílání {leads} poptávek server schválně {crashes}krát shodili",
        "Nejvýš tolik čeká {percentile} ze 100 zákazníků, než formulář potvrdí jejich poptávku, i když jich odesílá {connections} najednou",
        "Jazyky, ve kterých odpovídají web, e-maily i asistent – i zákazník ze zahraničí dostane odpověď, které rozumí",
        "Ukázky automatizace, které si spustíte bez registrace a dřív, než cokoli zaplatíte",
      ],
      statSources: [
        "Test výpadků: server vypnutý uprostřed odesílání",
        "Test návalu: {posts} poptávek na jednom serveru",
        "Čeština, angličtina, polština",
        "Přímo na této stránce",
      ],
      commitments: [
        {
          title: "60denní záruka",
          text: "Na každé řešení dáváme 60denní záruku. Když nebude fungovat tak, jak jsme se dohodli, upravíme ho bez příplatku.",
        },
        {
          title: "Bez dlouhých závazků",
          text: "Platíte měsíčně a spolupráci můžete ukončit s 30denní výpovědní lhůtou.",
        },
        {
          title: "Demo do 48 hodin",
          text: "Do 48 hodin po konzultaci vám ukážeme funkční demo postavené na vaší firmě.",
        },
      ],
    },
    closing: {
      title: "Kolik času vám může automatizace vrátit?",
      text: "Na bezplatné konzultaci projdeme vaše procesy a ukážeme, co se vyplatí automatizovat jako první.",
    },
  },
  roi: {
    title: "Kalkulačka úspor",
    subtitle: "Zadejte pár čísel a zjistěte, kolik vám automatizace ušetří – i po odečtení našeho poplatku.",
    hoursLabel: "Hodiny ruční práce měsíčně",
    rateLabel: "Kolik vás stojí hodina této práce",
    tasksLabel: "Úkoly k automatizaci měsíčně",
    feeLabel: "Náš měsíční poplatek",
    feeHint:
      "Výchozí částka je cena balíčku {package}: od {price} měsíčně. Přesnou cenu dostanete v nabídce po konzultaci zdarma.",
    limit: "Počítáme nejvýše {max}.",
    noSavings:
      "Při těchto číslech by automatizace stála víc, než ušetří. Proberme to spolu dřív, než cokoli utratíte.",
    monthlySavings: "Měsíční úspora",
    yearlySavings: "Roční úspora",
    hoursReclaimed: "Ušetřené hodiny měsíčně",
    tasksPerYear: "Automatizované úkoly ročně",
    hoursUnit: "h",
    assumption:
      "Výpočet předpokládá, že automatizace převezme {share} zadaných hodin a úkolů. Měsíční úspora = ušetřené hodiny × cena hodiny − náš poplatek, roční úspora = měsíční úspora × 12, automatizované úkoly ročně = {share} úkolů za měsíc × 12. Jde o odhad – skutečné číslo pro vaši firmu spočítáme na konzultaci.",
  },
  faq: {
    title: "Časté dotazy",
    items: [
      {
        question: "Jak dlouho trvá, než automatizace začne fungovat?",
        answer:
          "Obvykle 7–14 dní od úvodní konzultace po spuštění. Záleží na tom, kolik procesů a nástrojů propojujeme. Přesný harmonogram dostanete předem.",
      },
      {
        question: "Kolik to stojí a jak se platí?",
        answer:
          "Cenu stanovíme po konzultaci zdarma, až budeme znát rozsah – neplatíte za nic, co nepotřebujete. Platíte měsíčně a spolupráci můžete ukončit s 30denní výpovědní lhůtou.",
      },
      {
        question: "Bude to fungovat s nástroji, které už používáme?",
        answer:
          "Ve většině případů ano. Propojíme přes 100 nástrojů – e-mail, CRM, kalendáře, formuláře i chatovací aplikace. Nic nemusíte měnit, stavíme na tom, co už máte.",
      },
      {
        question: "Jak je to s bezpečností dat a GDPR?",
        answer:
          "Data zpracováváme v souladu s GDPR a ukládáme je na serverech v EU. S každým klientem uzavíráme smlouvu o zpracování osobních údajů a přístup k datům mají jen lidé, kteří ho opravdu potřebují.",
      },
      {
        question: "Co když automatizace nebude fungovat podle očekávání?",
        answer:
          "Na každé řešení máte 60denní záruku. Pokud během ní nebude fungovat tak, jak jsme se dohodli, upravíme ho bez příplatku.",
      },
    ],
  },
  packages: {
    title: "Balíčky služeb",
    subtitle:
      "Začněte v malém a automatizaci rozšiřujte s tím, jak poroste vaše firma. Každý balíček přizpůsobíme tomu, jak pracujete.",
    plans: [
      {
        name: "Start",
        description: "Pro firmy, které chtějí zautomatizovat první proces a rychle vidět výsledek.",
        features: [
          "Automatizace vybraného procesu",
          "Oslovení e-mailem s navazujícími zprávami",
          "Napojení na váš e-mail a kalendář",
          "Podpora e-mailem",
        ],
      },
      {
        name: "Růst",
        description: "Pro rostoucí firmy, které chtějí propojit obchod, komunikaci se zákazníky a rezervace.",
        features: [
          "Vše z balíčku Start",
          "AI asistent na webu 24/7",
          "Vyřizování poptávek napojené na CRM",
          "Automatická rezervace schůzek",
          "Přednostní podpora",
        ],
      },
      {
        name: "Na míru",
        description: "Pro firmy s více týmy, větším objemem poptávek a vlastními požadavky na bezpečnost.",
        features: [
          "Vše z balíčku Růst",
          "Řešení postavené na vašich procesech",
          "100+ nástrojů včetně vašich interních systémů",
          "SLA s dostupností 99,9\u00a0%",
          "Podpora 24/7",
        ],
      },
    ],
    priceNote: "Konečnou cenu podle rozsahu vašich procesů stanovíme po konzultaci zdarma.",
    terms: ["Měsíční fakturace", "Výpovědní lhůta 30 dní", "60denní záruka", "Spuštění za 7–14 dní"],
    choose: "Vybrat balíček",
  },
});
