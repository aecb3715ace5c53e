import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { services as source } from "./en";

export const services: Translation<typeof source> = typeset("cs", [
  {
    slug: "outreach",
    name: "Oslovení nových zákazníků",
    tagline: "Osobní e-maily a zprávy na LinkedInu, které vám domluví schůzky",
    oneLiner:
      "Obchodníci tráví hodiny psaním e-mailů, na které nikdo neodpoví – a na navazující zprávy se ve shonu zapomíná.",
    result:
      "Pravidelné schůzky se zájemci, kteří do vaší nabídky opravdu zapadají. Kampaně běží samy a váš tým se věnuje rozhovorům, ne rozesílání.",
    bullets: [
      "Sestavíme seznam kontaktů přesně podle toho, kdo je váš ideální zákazník",
      "AI přizpůsobí každou zprávu firmě, pozici i tomu, co se u adresáta právě děje",
      "Navazující zprávy e-mailem i na LinkedInu odcházejí samy a zastaví se, jakmile kontakt odpoví",
      "Zkoušíme dvě verze předmětu i textu (A/B test) a necháme běžet tu, na kterou lidé víc odpovídají",
      "Odpovědi a zájemci se sami zapíšou do vašeho CRM",
    ],
    deliverables: [
      "Popis vašeho ideálního zákazníka a ověřený seznam kontaktů",
      "Texty kampaní, které AI přizpůsobí každému adresátovi, a 3–5 navazujících zpráv",
      "Odesílací domény a schránky nastavené tak, aby e-maily nekončily ve spamu (SPF, DKIM, DMARC)",
      "Oslovování na LinkedInu souběžně s e-maily",
      "Napojení na CRM, do kterého se odpovědi a nejvážnější zájemci zapisují sami",
      "Přehled výsledků a pravidelné reporty",
    ],
    forWho: [
      "B2B firmy, které hledají nové zákazníky",
      "Marketingové a digitální agentury",
      "SaaS a softwarové společnosti",
      "Konzultanti a poradenské firmy",
      "Personální agentury",
    ],
    process: [
      {
        title: "Strategie a cílová skupina",
        description: "Společně určíme ideálního zákazníka, nabídku a cíle kampaně.",
        time: "1–2 dny",
      },
      {
        title: "Seznam kontaktů",
        description: "Vyhledáme a ověříme kontakty na lidi, kteří ve firmách vašich zákazníků rozhodují.",
        time: "2–3 dny",
      },
      {
        title: "Texty a osobní oslovení",
        description: "Napíšeme sled zpráv a nastavíme, jak AI každou z nich přizpůsobí adresátovi.",
        time: "2–4 dny",
      },
      {
        title: "Nastavení a spuštění",
        description: "Připravíme domény, schránky a nástroje, vše otestujeme a kampaň spustíme.",
        time: "2–3 dny",
      },
      {
        title: "Vyhodnocování a ladění",
        description: "Sledujeme otevření, odpovědi a domluvené schůzky a posilujeme to, co funguje.",
        time: "průběžně",
      },
    ],
    useCases: [
      {
        title: "Například: IT firma, která hledá odběratele",
        description:
          "Seznam firem podle oboru a velikosti, osobní e-mail každému IT manažerovi a navazující zpráva, když neodpoví. Odpovědi se samy zapíšou do CRM.",
      },
      {
        title: "Například: softwarová firma, která testuje oslovení",
        description:
          "Dvě verze první zprávy běží proti sobě a po pár týdnech vidíte, která přináší víc odpovědí. Tu lepší pak posíláme všem.",
      },
      {
        title: "Například: personální agentura",
        description:
          "Navazující zprávy e-mailem a na LinkedInu odcházejí samy, dokud klient neodpoví. Náboráři jen přebírají rozhovory, které začaly.",
      },
    ],
    metaTitle: "Oslovení nových zákazníků e-mailem a na LinkedInu | Flowlane",
    metaDescription:
      "Osobní e-maily a zprávy na LinkedInu s pomocí AI, navazující zprávy, které odcházejí samy, a napojení na CRM. Spuštění za 7–14 dní, demo do 48 hodin.",
  },
  {
    slug: "automation",
    name: "Automatizace obchodu a procesů",
    tagline: "CRM, poptávky, fakturace a reporty, které běží samy",
    oneLiner:
      "Poptávky leží bez odpovědi, data se ručně přepisují mezi systémy a faktury s reporty vám berou večery.",
    result:
      "Každá poptávka se zapíše, ohodnotí a předá správnému člověku hned, jak přijde. Žádná nezůstane ležet v něčí schránce.",
    bullets: [
      "Propojíme CRM, e-mail, formuláře na webu a další nástroje do jednoho toku",
      "Nové poptávky se samy vyhodnotí, seřadí podle priority a přidělí správnému obchodníkovi",
      "Obchody se posouvají samy: úkoly, připomínky a navazující zprávy bez ruční práce",
      "Faktury, potvrzení objednávek a reporty se vytvářejí a odesílají automaticky",
      "Když je potřeba zasáhnout, tým dostane upozornění do Slacku nebo e-mailem",
    ],
    deliverables: [
      "Audit současných procesů a mapa toho, co se vyplatí automatizovat",
      "Nastavení nebo vyčištění CRM včetně fází obchodu a polí",
      "Automatický sběr, vyhodnocení a přidělování poptávek",
      "Automatická fakturace a reporty napojené na účetnictví",
      "Dokumentace a zaškolení týmu",
      "Hlídání každé automatizace a upozornění na chyby",
    ],
    forWho: [
      "B2B firmy s obchodním týmem",
      "E-shopy",
      "Agentury a konzultanti",
      "Realitní kanceláře",
      "Velkoobchody a distributoři",
      "Servisní firmy s pravidelnou fakturací",
    ],
    process: [
      {
        title: "Audit procesů",
        description: "Zmapujeme, jak ve firmě putují poptávky, objednávky a data a kde se ztrácí čas.",
        time: "1–2 dny",
      },
      {
        title: "Návrh automatizací",
        description: "Navrhneme postupy, nástroje a pořadí, které vám ušetří nejvíc.",
        time: "1–2 dny",
      },
      {
        title: "Vývoj a napojení",
        description: "Propojíme vaše systémy a automatizace postavíme v Make, Zapieru nebo n8n.",
        time: "4–7 dní",
      },
      {
        title: "Testování a zaškolení",
        description: "Vše otestujeme na reálných datech, doladíme detaily a zaškolíme váš tým.",
        time: "1–3 dny",
      },
      {
        title: "Dohled a další rozvoj",
        description: "Hlídáme, aby automatizace běžely bez chyb, a s růstem firmy přidáváme další.",
        time: "průběžně",
      },
    ],
    useCases: [
      {
        title: "Například: velkoobchod se stavebninami",
        description:
          "Poptávky z webu a e-mailu se v Pipedrivu samy ohodnotí podle objemu a oboru a přidělí obchodníkovi, který má na řadě.",
      },
      {
        title: "Například: e-shop s bytovými doplňky",
        description:
          "Objednávka ze Shopify sama vystaví fakturu ve Fakturoidu a každé ráno přijde do Slacku přehled včerejších tržeb.",
      },
      {
        title: "Například: realitní kancelář",
        description:
          "Poptávky z realitních portálů se zapíšou do HubSpotu, zájemce hned dostane odpověď s nabídkou termínů prohlídky a makléř upozornění.",
      },
    ],
    metaTitle: "Automatizace obchodu, procesů a CRM | Flowlane",
    metaDescription:
      "Automatizujeme CRM, vyhodnocování poptávek, fakturaci i reporty v Make, Zapieru nebo n8n. Spuštění za 7–14 dní, demo do 48 hodin.",
  },
  {
    slug: "assistant",
    name: "AI asistent 24/7",
    tagline: "Odpovídá zákazníkům a rezervuje termíny ve dne i v noci",
    oneLiner:
      "Zákazníci píšou večer i o víkendu, telefon zvoní uprostřed práce – a každý nezodpovězený dotaz je ztracená zakázka.",
    result:
      "Každý zákazník dostane odpověď během pár vteřin, 24/7, termíny se rezervují bez vás a na vás zbydou jen dotazy, které opravdu potřebují člověka.",
    bullets: [
      "AI asistent naučený na vaše služby, ceny a nejčastější dotazy",
      "Jeden asistent na webu, v e-mailu, na WhatsAppu i v Messengeru",
      "Rezervuje, přesouvá a ruší termíny přímo ve vašem kalendáři",
      "Hlasový asistent, který vezme telefon, když vy nemůžete",
      "Složitější dotazy předá člověku i s celou historií konverzace",
    ],
    deliverables: [
      "AI asistent naučený na vašem obsahu a stylu komunikace",
      "Chatovací okno na vašem webu",
      "Napojení na WhatsApp, Messenger a e-mail",
      "Rezervace termínů propojené s vaším kalendářem",
      "Volitelně hlasový asistent pro telefonáty",
      "Přehled konverzací a měsíční report nejčastějších dotazů",
    ],
    forWho: [
      "Lékařské a zubní ordinace",
      "Kosmetické a wellness salony",
      "E-shopy",
      "Advokátní kanceláře",
      "Restaurace, hotely a penziony",
      "Firmy, které denně odpovídají na stále stejné dotazy",
    ],
    process: [
      {
        title: "Úvodní analýza",
        description: "Projdeme nejčastější dotazy vašich zákazníků a situace, které má asistent zvládnout.",
        time: "1–2 dny",
      },
      {
        title: "Podklady pro asistenta",
        description:
          "Připravíme podklady o službách, cenách a pravidlech a nastavíme, jakým tónem asistent mluví.",
        time: "2–3 dny",
      },
      {
        title: "Nastavení a napojení",
        description:
          "Postavíme asistenta a propojíme ho s komunikačními kanály a vaším rezervačním kalendářem.",
        time: "3–5 dní",
      },
      {
        title: "Testování a spuštění",
        description: "Otestujeme reálné konverzace, doladíme odpovědi a asistenta spustíme.",
        time: "1–2 dny",
      },
      {
        title: "Učení a ladění",
        description: "Procházíme konverzace a odpovědi neustále vylepšujeme.",
        time: "průběžně",
      },
    ],
    useCases: [
      {
        title: "Například: zubní klinika",
        description:
          "Asistent na webu a ve WhatsAppu odpovídá na časté dotazy pacientů a objednává je na preventivní prohlídky i mimo ordinační hodiny.",
      },
      {
        title: "Například: e-shop s kosmetikou",
        description:
          "Asistent sám zodpoví dotazy na stav objednávky, dopravu a vrácení zboží. Složitější případy předá kolegům i s celou konverzací.",
      },
      {
        title: "Například: advokátní kancelář",
        description:
          "Mimo pracovní dobu asistent roztřídí poptávky podle oblasti práva a úvodní konzultace zapíše rovnou do kalendáře advokáta.",
      },
    ],
    metaTitle: "AI asistent a chatbot 24/7 | Flowlane",
    metaDescription:
      "AI chatbot a hlasový asistent, který 24/7 odpovídá zákazníkům na webu, v e-mailu, na WhatsAppu i v Messengeru a sám rezervuje termíny. Demo do 48 h.",
  },
  {
    slug: "rezervace",
    name: "Rezervace a plánování",
    tagline: "Online rezervace, připomínky a směny zaměstnanců na jednom místě",
    oneLiner:
      "Objednávání po telefonu vás vytrhává z práce, klienti zapomínají na termíny a rozpis směn žije v sešitě.",
    result:
      "Klienti se objednávají sami online 24/7, automatické připomínky snižují počet nedorazivších a rozvrh máte konečně pod kontrolou.",
    bullets: [
      "Online rezervační kalendář na webu, v Googlu i na sociálních sítích",
      "Automatické připomínky SMS a e-mailem před každým termínem",
      "Klienti si termín sami přesunou nebo zruší a uvolněné místo se nabídne dalším",
      "Plánování směn a kapacit zaměstnanců ve sdíleném kalendáři",
      "Synchronizace s Kalendářem Google nebo Outlookem, takže nikdy nevznikne dvojitá rezervace",
    ],
    deliverables: [
      "Online rezervační kalendář nastavený na vaše služby a zaměstnance",
      "Rezervační widget na webu a odkaz pro Instagram, Facebook a Google",
      "Automatická potvrzení a připomínky SMS a e-mailem",
      "Plánování směn včetně přestávek a volna",
      "Obousměrná synchronizace s Kalendářem Google nebo Outlookem",
      "Zaškolení personálu a jednoduchý návod",
    ],
    forWho: [
      "Kadeřnictví, kosmetické a wellness salony",
      "Ordinace a fyzioterapeutická centra",
      "Fitness studia a osobní trenéři",
      "Autoservisy",
      "Poradci a kouči",
      "Restaurace",
    ],
    process: [
      {
        title: "Konzultace a analýza",
        description:
          "Projdeme vaše služby, délky termínů, personál a to, jak se k vám klienti objednávají dnes.",
        time: "1–2 dny",
      },
      {
        title: "Nastavení kalendáře",
        description: "Nastavíme služby, zaměstnance, otevírací dobu a rezervační widget na vašem webu.",
        time: "3–5 dní",
      },
      {
        title: "Připomínky, napojení a zaškolení",
        description:
          "Nastavíme SMS a e-mailové připomínky, propojíme kalendáře, vše otestujeme a zaškolíme váš tým.",
        time: "3–5 dní",
      },
      {
        title: "Podpora a optimalizace",
        description: "Sledujeme rezervace a dolaďujeme připomínky i kapacity.",
        time: "průběžně",
      },
    ],
    useCases: [
      {
        title: "Například: kosmetický salon",
        description:
          "Klientky se místo volání objednávají online přes web a Instagram, den předem jim přijde připomínka a zrušený termín se hned nabídne dalším.",
      },
      {
        title: "Například: fyzioterapie s několika terapeuty",
        description:
          "Pacienti dostanou den před termínem SMS s odkazem na přesunutí a uvolněné termíny se samy nabídnou lidem z čekací listiny.",
      },
      {
        title: "Například: autoservis",
        description:
          "Zákazníci si vyberou termín servisu online podle volných zvedáků a mechaniků a směny se plánují ze stejného kalendáře.",
      },
    ],
    metaTitle: "Online rezervační systém a plánování | Flowlane",
    metaDescription:
      "Online rezervační kalendář, SMS a e-mailové připomínky proti nedorazivším klientům a plánování směn. Rezervace 24/7, spuštění do 7–14 dní.",
  },
]);
