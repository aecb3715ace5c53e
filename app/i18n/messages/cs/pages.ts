import { typeset } from "~/i18n/typography";
import type { Translation } from "../../translations";
import type { pages as source } from "../en/pages";

export const pages: Translation<typeof source> = typeset("cs", {
  services: {
    meta: {
      title: "Služby: automatizace a AI asistenti | Flowlane",
      description:
        "Oslovení nových zákazníků, automatizace obchodu a procesů, AI asistent dostupný 24/7 a online rezervace. Podívejte se, jak vašemu týmu ušetříme hodiny práce každý týden.",
    },
    title: "Služby, které za vás odvedou rutinní práci",
    subtitle:
      "Vyberte si oblast, která vás nejvíc zdržuje. U každé služby najdete problém, který řeší, náš postup i výsledek, se kterým můžete počítat.",
    problemLabel: "Znáte to?",
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
    realExamples: "Jak to může vypadat u vás",
    closing: {
      title: "Chcete to vidět na vlastní firmě?",
      text: "Do 48 hodin vám připravíme demo na míru vaší firmě. Spuštění pak obvykle trvá 7–14 dní.",
    },
  },
  demo: {
    meta: {
      title: "Demo na míru vaší firmě do 48 hodin | Flowlane",
      description:
        "Popište nám svou firmu a do 48 hodin vám připravíme demo automatizace nebo AI asistenta na míru. Pak vás jím provedeme a ukážeme, kolik času ušetří.",
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
        text: "Do 48 hodin sestavíme demo na míru – s vašimi procesy, nástroji a situacemi, které řešíte každý den.",
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
        "Moderní weby pro restaurace, kavárny, penziony a služby. Náhled zdarma do 48 hodin, spuštění obvykle do 7 pracovních dnů a správa webu v měsíčním tarifu.",
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
        title: "Pohodlně v mobilu",
        text: "Většina hostů vás hledá v telefonu. Web na něm vypadá skvěle a pohodlně se ovládá jedním palcem.",
      },
      {
        title: "K nalezení na Googlu",
        text: "Přehledná struktura, popisky stránek a zápis v Mapách Google pomáhají, aby vás lidé našli, když hledají podnik ve svém okolí.",
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
            "Vzhled přizpůsobený mobilům",
            "Kontakty a mapa Google",
            "Základní nastavení pro vyhledávače (SEO)",
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
            "Základní nastavení pro vyhledávače (SEO)",
          ],
        },
        {
          name: "Profi Web",
          description: "Pro podniky, které mají co ukázat: služby, galerii, tým nebo reference.",
          features: [
            "5 a více stránek",
            "Fotogalerie a rozšířená struktura webu",
            "Kontaktní a poptávkový formulář",
            "Nastavení pro vyhledávače na každé stránce",
          ],
        },
        {
          name: "Web na míru",
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
          name: "Základní",
          description: "Spolehlivý provoz webu bez starostí.",
          features: ["Hosting a zálohy", "Bezpečnostní aktualizace", "Základní podpora", "SSL certifikát"],
        },
        {
          name: "Standardní",
          description: "Pro podniky, které svůj web pravidelně aktualizují.",
          features: [
            "Vše z tarifu Základní",
            "2 hodiny úprav měsíčně",
            "Reakce do 24–48 h",
            "Přehledy návštěvnosti",
          ],
        },
        {
          name: "Rozšířený",
          description: "Nejvíc péče a přednostní podpora pro podniky, které rostou online.",
          features: [
            "Vše z tarifu Standardní",
            "4 hodiny úprav měsíčně",
            "Přednostní podpora do 24 h",
            "Měsíční přehled pozic ve vyhledávání (SEO)",
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
          highlights: ["Nabídka s fotkami", "Fotky z Instagramu", "Navigace přes Mapy Google"],
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
      open: "Otevřít ukázku",
      previewTitle: "Náhled ukázkového webu {name}",
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
      "Hledáme vývojáře, kteří věci dotahují do konce. Než se potkáme, chceme vidět vaši práci: malý projekt postavený podle zadání s 50 požadavky. Rozhoduje výsledek, ne životopis.",
    videoTitle: "Úvodní video k zadání",
    videoUnavailable:
      "Váš prohlížeč toto video nepřehraje. Zkuste jiný prohlížeč nebo ten současný aktualizujte.",
    sections: [
      {
        title: "Koho hledáme",
        text: "Vývojáře automatizací a AI nebo webového vývojáře, který se zapojí do projektů pro naše klienty: propojování nástrojů a CRM, AI asistenti, rezervační systémy a weby pro malé firmy. Nezáleží na titulech, ale na tom, jestli umíte dodat funkční řešení přesně podle zadání.",
      },
      {
        title: "Jak hodnotíme",
        text: "Vaše řešení projdeme požadavek po požadavku a u každého ověříme, jestli je splněný. Rozhoduje, kolik z 50 požadavků skutečně funguje – ne délka popisu ani počet použitých technologií.",
      },
      {
        title: "Odměna",
        text: "Odměna je čistě výsledková. Neplatíme za odpracované hodiny, ale za to, co skutečně dodáte.",
      },
      {
        title: "Jak řešení odevzdat",
        text: "Použijte formulář na konci stránky: zadejte e-mail, nahrajte řešení jako jeden soubor PDF a potvrďte všech 8 podmínek. Dokud nebudou potvrzené všechny, formulář nepůjde odeslat.",
      },
    ],
    rules: [
      "Odměna je výhradně výsledková – bez hodinové sazby.",
      "Každý uchazeč odevzdává jen jednou. Pošlete až finální verzi.",
      "Řešení odevzdáváte jako jeden soubor PDF.",
      "Hodnotíme podle všech 50 požadavků zadání.",
      "Ve formuláři potvrdíte všech 8 podmínek.",
    ],
    assignment: {
      title: "Zadání: od poptávky k rezervovanému termínu",
      brief:
        "Kadeřnictví Střih & Styl se čtyřmi kadeřnicemi přichází o zákazníky: poptávky chodí přes web, odpovědi odcházejí pozdě a každý termín se domlouvá po telefonu. Postavte automatizaci, která převezme každou poptávku z formuláře na webu, do minuty na ni odpoví, uloží ji a nechá zákazníka rezervovat si volný termín. Použijte jakékoli nástroje (Make, n8n, Zapier, vlastní kód) v bezplatných nebo zkušebních verzích.",
      groups: [
        {
          title: "Poptávkový formulář",
          requirements: [
            "Formulář se ptá na jméno, e-mail, telefon (nepovinně), službu a zprávu.",
            "Jméno, e-mail, služba a zpráva jsou povinné a formulář řekne, která z nich chybí.",
            "Neplatnou e-mailovou adresu formulář odmítne se srozumitelnou zprávou.",
            "Službu zákazník vybírá ze seznamu alespoň čtyř služeb kadeřnictví.",
            "Formulář funguje na telefonu širokém 390 px bez posouvání do stran.",
            "Každé pole má viditelný popisek.",
            "Skryté pole zachytí jednoduché spamové roboty: odeslání s vyplněným skrytým polem se nikdy nestane poptávkou.",
            "Po odeslání zákazník uvidí na stránce potvrzení.",
            "Formulář žádá souhlas se zpracováním osobních údajů a odkazuje na zásady ochrany osobních údajů.",
            "Stejný formulář odeslaný dvakrát během minuty se uloží jen jednou.",
          ],
        },
        {
          title: "Evidence poptávek",
          requirements: [
            "Každá poptávka se uloží na jedno místo (tabulka, databáze nebo CRM) i s časem, kdy přišla.",
            "Uložený záznam obsahuje všechna pole přesně tak, jak je zákazník odeslal.",
            "Každá poptávka dostane jedinečné číslo.",
            "Každá poptávka má stav: nová, zodpovězená, rezervovaná nebo uzavřená.",
            "Nová poptávka začíná ve stavu „nová“.",
            "Poptávky ze stejné e-mailové adresy se přiřadí k jednomu zákazníkovi.",
            "Poptávka, jejíž zpráva se ptá na ceny, dostane štítek „cena“.",
            "S poptávkou se uloží zdroj, médium a kampaň návštěvy (parametry UTM).",
            "Kadeřnictví si může všechny poptávky stáhnout jako soubor CSV.",
            "Když selže některý z dalších kroků, poptávka zůstane uložená a chyba se zopakuje nebo nahlásí.",
          ],
        },
        {
          title: "Odpovědi a připomínky",
          requirements: [
            "Zákazník do jedné minuty dostane potvrzovací e-mail.",
            "Potvrzení zopakuje, co zákazník odeslal.",
            "Potvrzení obsahuje odkaz na rezervaci termínu.",
            "Kadeřnictví dostane o každé nové poptávce zprávu e-mailem nebo v chatovací aplikaci.",
            "Zpráva obsahuje jméno zákazníka, službu a zprávu a odkaz na záznam.",
            "E-maily odcházejí z adresy a pod jménem kadeřnictví, ne z adresy „no-reply“ nějakého nástroje.",
            "Zákazník, který si do 24 hodin nezarezervoval termín, dostane jeden připomínací e-mail.",
            "Zákazník, který už má rezervaci, žádnou připomínku nedostane.",
            "Zákazník může připomínky vypnout jedním kliknutím.",
            "Každý e-mail má i čistě textovou verzi.",
          ],
        },
        {
          title: "Odpovědi navržené AI",
          requirements: [
            "AI model navrhne odpověď na zprávu zákazníka.",
            "Návrh vychází jen z ceníku a otevírací doby, které dodáte, a nikdy si nevymyslí cenu.",
            "Návrh je v jazyce zprávy zákazníka (alespoň v češtině a angličtině).",
            "Návrh odejde až poté, co ho někdo z kadeřnictví schválí nebo upraví.",
            "Když AI služba nefunguje, zákazník přesto dostane potvrzovací e-mail.",
            "Zadání pro model (prompt) a jeho nastavení jsou v PDF.",
          ],
        },
        {
          title: "Rezervace",
          requirements: [
            "Zákazník vidí volné termíny na příštích 14 dní, jen v otevírací době kadeřnictví.",
            "Obsazený termín se nikdy nenabídne.",
            "Dva zákazníci si nikdy nezarezervují stejný termín.",
            "Rezervace vytvoří událost v kalendáři kadeřnictví (Kalendář Google nebo Outlook).",
            "Zákazník dostane potvrzení s datem, časem, službou a adresou kadeřnictví.",
            "Zákazník může rezervaci zrušit nebo přesunout přes odkaz v potvrzení.",
            "24 hodin před termínem odejde připomínka.",
            "Po rezervaci se stav poptávky změní na „rezervovaná“.",
          ],
        },
        {
          title: "Odevzdání",
          requirements: [
            "Celý postup od formuláře po rezervaci běží, aniž by kdokoli cokoli dělal ručně.",
            "V PDF, na snímcích obrazovky ani v žádném sdíleném souboru není heslo ani klíč k API.",
            "PDF projde požadavky podle čísel a u každého uvede důkaz: snímek obrazovky, odkaz nebo krátké video.",
            "PDF vyjmenuje požadavky, které splněné nejsou, a proč.",
            "PDF obsahuje schéma celého postupu, nejvýše na jedné stránce.",
            "Funkční verze nám zůstane k dispozici 14 dní po odevzdání, v případě potřeby i s testovacím přihlášením.",
          ],
        },
      ],
    },
  },
});
