import type { Messages } from "../types";

export const pages: Pick<Messages, "services" | "serviceDetail" | "demo" | "contact" | "web" | "team"> = {
  services: {
    meta: {
      title: "Služby: automatizace a AI asistenti | Flowlane",
      description:
        "Automatizace oslovování, obchodu a procesů, AI asistent dostupný 24/7 a online rezervace. Podívejte se, jak vašemu týmu ušetříme hodiny práce každý týden.",
    },
    title: "Služby, které za vás odvedou rutinní práci",
    subtitle:
      "Vyberte si oblast, která vás nejvíc zdržuje. U každé služby najdete problém, který řeší, náš postup i výsledek, se kterým můžete počítat.",
    problemLabel: "Známý problém",
    showSolution: "Jak to řešíme",
    hideSolution: "Skrýt řešení",
    resultLabel: "Výsledek",
    notSure: {
      title: "Nevíte, která služba je pro vás ta pravá?",
      text: "Napište nám, co vám ve firmě zabírá nejvíc času. Doporučíme řešení, které dává smysl právě u vás – nezávazně a zdarma.",
      button: "Napište nám",
    },
  },
  serviceDetail: {
    resultLabel: "Výsledek",
    perfectFor: "Ideální pro",
    whatYouGet: "Co získáte",
    process: "Jak postupujeme",
    integrations: "Nástroje a integrace",
    demo: "Vyzkoušejte si to",
    realExamples: "Příklady z praxe",
    closing: {
      title: "Chcete to vidět na vlastní firmě?",
      text: "Do 48 hodin vám připravíme demo na míru vašemu podnikání. Samotná implementace pak obvykle trvá 7–14 dní.",
    },
  },
  demo: {
    meta: {
      title: "Demo na míru vaší firmě do 48 hodin | Flowlane",
      description:
        "Popište nám svou firmu a do 48 hodin vám připravíme ukázku automatizace nebo AI asistenta na míru. Pak vás jí provedeme a ukážeme, kolik času ušetří.",
    },
    title: "Vyzkoušejte automatizaci na vlastní firmě",
    subtitle:
      "Vyplňte krátký formulář a do 48 hodin vám připravíme demo šité na míru vašemu podnikání. Žádná obecná prezentace – uvidíte, jak by automatizace fungovala právě u vás.",
    steps: [
      {
        title: "Řekněte nám o své firmě",
        text: "Vyberte službu, popište, čeho chcete dosáhnout, a případně přidejte odkaz na svůj web. Zabere vám to asi dvě minuty.",
      },
      {
        title: "Připravíme demo",
        text: "Do 48 hodin sestavíme ukázku na míru – s vašimi procesy, nástroji a situacemi, které řešíte každý den.",
      },
      {
        title: "Provedeme vás jím",
        text: "Demo vám představíme online, zodpovíme vaše otázky a společně odhadneme, kolik času a peněz vám může ušetřit.",
      },
    ],
  },
  contact: {
    meta: {
      title: "Kontaktujte nás | Flowlane",
      description:
        "Napište nám nebo zavolejte. Probereme, co ve vaší firmě zabírá nejvíc času, a navrhneme automatizaci na míru. Odpovídáme do jednoho pracovního dne.",
    },
    title: "Pojďme se pobavit o vaší firmě",
    subtitle:
      "Napište nám, co potřebujete vyřešit – automatizaci, AI asistenta, online rezervace nebo nový web. Ozveme se s konkrétním návrhem dalšího postupu.",
    emailLabel: "E-mail",
    phoneLabel: "Telefon",
    companyLabel: "Společnost",
    responseTime: "Odpovídáme do jednoho pracovního dne.",
    bookTitle: "Chcete to probrat osobně?",
    bookText:
      "Vyberte si v kalendáři termín nezávazné online konzultace, který vám vyhovuje. Stačí pár kliknutí.",
  },
  web: {
    meta: {
      title: "Weby pro restaurace, kavárny a služby | Flowlane",
      description:
        "Moderní weby pro restaurace, kavárny, penziony a služby. Náhled zdarma do 48 hodin, spuštění obvykle do 7 pracovních dnů a péče o web v měsíčním tarifu.",
    },
    hero: {
      eyebrow: "Weby pro gastro a služby",
      title: "Web, který vám přivede hosty i zákazníky",
      subtitle:
        "Navrhneme rychlý a moderní web pro vaši restauraci, kavárnu, penzion nebo provozovnu. Zákazníci na něm najdou vše podstatné – menu, otevírací dobu, rezervace i cestu k vám.",
      cta: "Chci náhled zdarma",
      note: "Náhled zdarma do 48 hodin, spuštění obvykle do 7 pracovních dnů.",
    },
    benefitsTitle: "Co váš nový web umí",
    benefits: [
      {
        title: "Bleskové načítání",
        text: "Optimalizované obrázky a čistý kód. Stránka se načte během okamžiku, i když má host v telefonu slabý signál.",
      },
      {
        title: "Optimalizace pro mobily",
        text: "Většina hostů vás hledá v telefonu. Web na něm vypadá skvěle a pohodlně se ovládá jedním palcem.",
      },
      {
        title: "SEO a vyhledávání",
        text: "Správná struktura, metadata a napojení na Google pomáhají, aby vás lidé našli, když hledají podnik ve svém okolí.",
      },
      {
        title: "Zabezpečení",
        text: "SSL certifikát, zabezpečený hosting a pravidelné zálohy chrání váš web i data vašich zákazníků.",
      },
    ],
    oneTime: {
      title: "Jednorázová tvorba webu",
      subtitle:
        "Vyberte rozsah podle toho, kolik toho chcete zákazníkům ukázat. Náhled zdarma uvidíte dřív, než se rozhodnete.",
      plans: [
        {
          name: "Mini Web",
          description: "Kompaktní web pro menší podnik, který chce být online snadno k nalezení.",
          features: [
            "1–3 stránky",
            "Design optimalizovaný pro mobily",
            "Kontakty a mapa Google",
            "Základní nastavení SEO",
          ],
        },
        {
          name: "Standard Web",
          description: "Nejoblíbenější volba: vše, co zákazníci hledají, přehledně na jednom místě.",
          features: [
            "3–4 stránky",
            "Design na míru vašemu oboru",
            "Kontaktní formulář",
            "Mapa Google a odkazy na sociální sítě",
            "Základní nastavení SEO",
          ],
        },
        {
          name: "Profi Web",
          description: "Pro podniky, které mají co ukázat: služby, galerii, tým nebo reference.",
          features: [
            "5 a více stránek",
            "Fotogalerie a rozšířená struktura webu",
            "Kontaktní a poptávkový formulář",
            "SEO pro každou stránku",
          ],
        },
        {
          name: "Exclusive Web",
          description: "Web zcela na míru, s funkcemi podle toho, jak skutečně pracujete.",
          features: [
            "Rozsah podle vašich potřeb",
            "Individuální design a funkce",
            "Napojení na rezervace nebo automatizace",
            "Osobní konzultace po celou dobu projektu",
          ],
        },
      ],
      choose: "Vybrat",
    },
    monthly: {
      title: "Měsíční správa webu",
      subtitle:
        "O hosting, bezpečnost i průběžné úpravy se postaráme my. Vy se můžete věnovat svým hostům a zákazníkům.",
      plans: [
        {
          name: "Basic",
          description: "Spolehlivý provoz webu bez starostí.",
          features: ["Hosting a zálohy", "Bezpečnostní aktualizace", "Základní podpora", "SSL certifikát"],
        },
        {
          name: "Standard",
          description: "Pro podniky, které svůj web pravidelně aktualizují.",
          features: [
            "Vše z tarifu Basic",
            "2 hodiny úprav měsíčně",
            "Reakce do 24–48 h",
            "Reporty z analytiky",
          ],
        },
        {
          name: "Premium",
          description: "Maximální péče a přednostní podpora pro podniky, které rostou online.",
          features: [
            "Vše z tarifu Standard",
            "4 hodiny úprav měsíčně",
            "Prioritní podpora do 24 h",
            "Měsíční SEO reporty",
          ],
        },
      ],
      choose: "Vybrat tarif",
    },
    changes: {
      title: "Jednorázové úpravy",
      subtitle:
        "Nemáte měsíční tarif, nebo potřebujete něco navíc? Úpravy si objednáte jednotlivě podle jejich rozsahu.",
      tiers: [
        {
          title: "Drobná úprava",
          text: "Do 15 minut – oprava textu, výměna fotky nebo změna otevírací doby.",
        },
        {
          title: "Střední úprava",
          text: "15–60 minut – nová sekce, aktualizace jídelního lístku nebo galerie.",
        },
        {
          title: "Větší úprava",
          text: "1–3 hodiny – nová podstránka nebo přestavba rozložení stránky.",
        },
        {
          title: "Nová funkce",
          text: "Rezervační formulář, další jazyková verze nebo nové napojení – rozsah domluvíme předem.",
        },
      ],
      note: "Většinu úprav provedeme do 24–48 hodin.",
    },
    showcase: {
      title: "Ukázky webů podle oboru",
      subtitle: "Takhle může vypadat web vašeho podniku. Názvy jsou smyšlené, funkce skutečné.",
      examples: [
        {
          business: "Restaurace",
          name: "Restaurace U Zlaté lípy",
          description:
            "Web rodinné restaurace s poledním menu, které si obsluha sama upraví během pár minut.",
          highlights: [
            "Online jídelní lístek a denní menu",
            "Rezervace stolu",
            "Mapa Google a otevírací doba",
          ],
        },
        {
          business: "Kavárna",
          name: "Kavárna Modrý hrnek",
          description:
            "Útulný web kavárny, který ukáže kávu, dorty i atmosféru dřív, než host vejde dovnitř.",
          highlights: ["Nabídka s fotkami", "Fotky z Instagramu", "Navigace přes Google Mapy"],
        },
        {
          business: "Penzion",
          name: "Penzion Pod Smrky",
          description: "Web horského penzionu, který z návštěvníků dělá přímé poptávky ubytování.",
          highlights: ["Pokoje s fotogalerií", "Poptávka pobytu s výběrem termínu", "Tipy na výlety v okolí"],
        },
        {
          business: "Kadeřnictví",
          name: "Kadeřnictví Střih & Styl",
          description:
            "Web salonu, kde si klienti prohlédnou nabídku služeb a objednají se kdykoli, klidně i v noci.",
          highlights: ["Online objednání termínu", "Přehled služeb", "Recenze z Google"],
        },
      ],
    },
    process: {
      title: "Jak to probíhá",
      steps: [
        {
          title: "Konzultace",
          text: "Řeknete nám o svém podniku, cílech a stylu, který se vám líbí – přes formulář nebo po telefonu.",
        },
        {
          title: "Návrh",
          text: "Do 48 hodin od nás dostanete náhled webu zdarma. Doladíme ho podle vašich připomínek.",
        },
        {
          title: "Spuštění",
          text: "Po vašem schválení web spustíme – obvykle do 7 pracovních dnů – se SSL certifikátem a základním SEO.",
        },
        {
          title: "Správa",
          text: "Hosting, zálohy, aktualizace i úpravy pokryje měsíční tarif, takže se o web nemusíte starat.",
        },
      ],
    },
    closing: {
      title: "Chcete vidět, jak by mohl vypadat váš web?",
      text: "Pošlete nám pár údajů o svém podniku a do 48 hodin vám připravíme náhled zdarma. Nic neplatíte a k ničemu se nezavazujete.",
      button: "Chci náhled zdarma",
    },
  },
  team: {
    meta: {
      title: "Kariéra: zadání pro vývojáře | Flowlane",
      description:
        "Hledáme vývojáře automatizací, AI a webů. Postavte malý projekt podle zadání s 50 požadavky, odevzdejte jedno řešení a ukažte, co umíte. Platíme za výsledek.",
    },
    eyebrow: "Kariéra",
    title: "Ukažte nám, co umíte postavit",
    intro:
      "Hledáme vývojáře, kteří věci dotahují do konce. Než se potkáme, chceme vidět vaši práci: malý projekt postavený podle specifikace s 50 požadavky. Rozhoduje výsledek, ne životopis.",
    videoTitle: "Úvodní video k zadání",
    videoUnavailable:
      "Váš prohlížeč toto video nepřehraje. Zkuste jiný prohlížeč nebo ten současný aktualizujte.",
    sections: [
      {
        title: "Koho hledáme",
        text: "Vývojáře automatizací a AI nebo webového vývojáře, který se zapojí do projektů pro naše klienty: propojování nástrojů a CRM, AI asistenti, rezervační systémy a weby pro malé firmy. Nezáleží na titulech, ale na tom, zda umíte dodat funkční řešení přesně podle zadání.",
      },
      {
        title: "Co postavíte",
        text: "Malý automatizační nebo webový projekt podle přiloženého zadání. Je to zmenšená verze toho, co pro klienty děláme každý den: přesná specifikace a výsledek, který musí fungovat.",
      },
      {
        title: "50 požadavků",
        text: "Zadání obsahuje 50 konkrétních požadavků, každý jasně formulovaný a ověřitelný. Než začnete, přečtěte si je všechny – ušetříte si čas i zbytečné opravy.",
      },
      {
        title: "Jak hodnotíme",
        text: "Vaše řešení projdeme požadavek po požadavku a u každého ověříme, zda je splněný. Rozhoduje, kolik z 50 požadavků skutečně funguje – ne délka popisu ani počet použitých technologií.",
      },
      {
        title: "Odměna",
        text: "Odměna je čistě výsledková. Neplatíme za odpracované hodiny, ale za to, co skutečně dodáte.",
      },
      {
        title: "Jak řešení odevzdat",
        text: "Použijte formulář níže: zadejte e-mail, nahrajte řešení jako jeden soubor PDF a potvrďte všech 8 podmínek. Dokud nebudou potvrzené všechny, formulář nepůjde odeslat.",
      },
    ],
    rules: [
      "Odměna je výhradně výsledková – bez hodinové sazby.",
      "Každý uchazeč může odevzdat jen jednou. Pošlete až finální verzi.",
      "Řešení odevzdáváte jako jeden soubor PDF.",
      "Hodnotíme podle všech 50 požadavků ze zadání.",
      "Ve formuláři je nutné potvrdit všech 8 podmínek.",
    ],
  },
};
