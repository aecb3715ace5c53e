import type { ShellMessages } from "../types";

export const shell: ShellMessages = {
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
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    bookDemo: "Domluvit 15minutové demo",
    tryDemo: "Vyzkoušet demo",
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
    hiringTitle: "Hledáme posily",
    hiringText: "Baví vás automatizace a AI? Podívejte se na naše zadání a ukažte, co umíte.",
    hiringButton: "Zobrazit zadání",
    contactHeading: "Kontakt",
    servicesHeading: "Služby",
    companyHeading: "Společnost",
    followUs: "Sledujte nás",
    registrationNumber: "IČO",
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
  home: {
    meta: {
      title: "Automatizace a AI asistenti pro firmy | Flowlane",
      description:
        "Automatizujeme oslovování klientů, zpracování poptávek, rezervace i zákaznickou podporu. Ušetřete 15+ hodin týdně, spuštění za 7–14 dní.",
    },
    hero: {
      eyebrow: "Automatizace a AI pro malé firmy",
      title: "Rutinu převezme automatizace. Vy se věnujte klientům.",
      subtitle:
        "Propojíme váš e-mail, CRM, kalendář a web do jednoho systému. AI asistent odpovídá zákazníkům nonstop, domlouvá schůzky a hlídá, aby žádná poptávka nezapadla.",
      claims: ["Ušetřených hodin týdně", "Vyšší konverze", "Dostupnost AI asistenta", "Ztracených poptávek"],
    },
    playground: {
      title: "Automatizace v akci",
      subtitle:
        "Vyberte scénář, spusťte simulaci a sledujte, jak práce, která by vám zabrala hodiny, proběhne za pár sekund.",
      scenarios: [
        {
          name: "E-mailové oslovení",
          problem: "Ruční psaní a rozesílání e-mailů zabere hodiny a odpovědi se ztrácejí ve schránce.",
        },
        {
          name: "Zpracování poptávek",
          problem: "Poptávky z webu se ručně přepisují do CRM a na odpověď čekají i několik dní.",
        },
        {
          name: "Rezervace schůzek",
          problem: "Domluvit jeden termín znamená několik e-mailů tam a zpátky.",
        },
        {
          name: "Zákaznická podpora",
          problem:
            "Stále stejné dotazy zahlcují tým a zákazníci mimo pracovní dobu čekají na odpověď do rána.",
        },
      ],
      savingsLabel: "ušetříte týdně",
      cta: "Chci to ve firmě",
    },
    howItWorks: {
      title: "Jak to funguje",
      subtitle: "Tři navazující kroky – od prvního oslovení až po domluvenou schůzku.",
      steps: [
        {
          title: "Oslovení",
          text: "Personalizované e-mailové a sociální kampaně zasáhnou správné lidi ve správnou chvíli a navazující zprávy odcházejí samy.",
        },
        {
          title: "Automatizace",
          text: "Poptávky se samy zapíšou do CRM, seřadí podle priority a spustí další kroky – bez ručního přepisování.",
        },
        {
          title: "Asistent a rezervace",
          text: "AI asistent odpovídá na dotazy 24/7, prověří zájem a rovnou zarezervuje termín ve vašem kalendáři.",
        },
      ],
    },
    services: {
      title: "Naše služby",
      subtitle: "Čtyři oblasti, ve kterých vám automatizace ušetří nejvíc času.",
    },
    proof: {
      title: "Čísla, za kterými si stojíme",
      subtitle: "Co automatizace přináší našim klientům – a co garantujeme i vám.",
      stats: ["Nižší náklady na podporu", "Spokojených zákazníků", "Integrací s nástroji", "Doba nasazení"],
      commitments: [
        {
          title: "Garance 60 dní",
          text: "Na každé řešení se vztahuje 60denní garance. Když nebude fungovat tak, jak jsme se dohodli, upravíme ho bez příplatku.",
        },
        {
          title: "Bez dlouhých závazků",
          text: "Fakturujeme měsíčně a spolupráci můžete ukončit s 30denní výpovědní lhůtou.",
        },
        {
          title: "Demo do 48 hodin",
          text: "Do 48 hodin vám ukážeme funkční ukázku postavenou na vaší situaci.",
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
    subtitle: "Zadejte pár čísel a zjistěte, kolik vám automatizace může ušetřit.",
    hoursLabel: "Hodiny ruční práce měsíčně",
    rateLabel: "Hodinová sazba",
    tasksLabel: "Úkoly k automatizaci měsíčně",
    monthlySavings: "Měsíční úspora",
    yearlySavings: "Roční úspora",
    hoursReclaimed: "Ušetřené hodiny měsíčně",
    tasksPerYear: "Automatizované úkoly ročně",
    hoursUnit: "h",
    assumption:
      "Výpočet předpokládá, že automatizace převezme {share} zadaných hodin ruční práce. Měsíční úspora = ušetřené hodiny × hodinová sazba, roční úspora = měsíční úspora × 12, automatizované úkoly ročně = úkoly za měsíc × 12. Jde o orientační odhad – skutečné číslo pro vaši firmu spočítáme na konzultaci.",
  },
  faq: {
    title: "Časté dotazy",
    items: [
      {
        question: "Jak dlouho trvá zavedení automatizace?",
        answer:
          "Obvykle 7–14 dní od úvodní konzultace po ostrý provoz. Záleží na tom, kolik procesů a nástrojů propojujeme. Přesný harmonogram dostanete předem.",
      },
      {
        question: "Kolik to stojí a jak probíhá platba?",
        answer:
          "Cenu stanovíme po bezplatné konzultaci, až budeme znát rozsah – neplatíte za nic, co nepotřebujete. Fakturujeme měsíčně a spolupráci můžete ukončit s 30denní výpovědní lhůtou.",
      },
      {
        question: "Bude to fungovat s nástroji, které už používáme?",
        answer:
          "Ve většině případů ano. Umíme se napojit na více než 100 nástrojů – e-mail, CRM, kalendáře, formuláře i chatovací aplikace. Nic nemusíte měnit, stavíme na tom, co už máte.",
      },
      {
        question: "Jak je to s bezpečností dat a GDPR?",
        answer:
          "Data zpracováváme v souladu s GDPR a ukládáme je na serverech v EU. S každým klientem uzavíráme smlouvu o zpracování osobních údajů a přístup k datům mají jen lidé, kteří ho opravdu potřebují.",
      },
      {
        question: "Co když automatizace nebude fungovat podle očekávání?",
        answer:
          "Na každé řešení máte 60denní garanci. Pokud během ní nebude fungovat tak, jak jsme se dohodli, upravíme ho bez příplatku.",
      },
    ],
  },
  packages: {
    title: "Balíčky služeb",
    subtitle:
      "Začněte v malém a automatizaci rozšiřujte s tím, jak poroste vaše firma. Každý balíček přizpůsobíme vašim procesům.",
    plans: [
      {
        name: "Basic",
        description: "Pro firmy, které chtějí zautomatizovat první proces a rychle vidět výsledek.",
        features: [
          "Automatizace vybraného procesu",
          "E-mailové oslovení a follow-upy",
          "Napojení na e-mail a kalendář",
          "Podpora e-mailem",
        ],
      },
      {
        name: "Pro",
        description: "Pro rostoucí firmy, které chtějí propojit obchod, komunikaci se zákazníky a rezervace.",
        features: [
          "Vše z balíčku Basic",
          "AI asistent na webu 24/7",
          "Zpracování poptávek a napojení na CRM",
          "Automatická rezervace schůzek",
          "Prioritní podpora",
        ],
      },
      {
        name: "Enterprise",
        description: "Pro firmy s více týmy, větším objemem poptávek a vlastními požadavky na bezpečnost.",
        features: [
          "Vše z balíčku Pro",
          "Řešení na míru vašim procesům",
          "100+ integrací včetně interních systémů",
          "SLA s dostupností 99,9\u00a0%",
          "Podpora 24/7",
        ],
      },
    ],
    priceNote: "Cenu stanovíme po bezplatné konzultaci podle rozsahu vašich procesů.",
    terms: ["Měsíční fakturace", "Výpovědní lhůta 30 dní", "Garance 60 dní", "Implementace za 7–14 dní"],
    choose: "Vybrat balíček",
  },
};
