import { typeset } from "~/i18n/typography";
import type { ShowcaseCopies } from "./types";

export const showcases: ShowcaseCopies = typeset("cs", {
  frame: {
    notice: "Ukázkový web od {brand}: podnik i jeho údaje jsou smyšlené.",
    back: "Zpět na tvorbu webů",
    title: "{name} – ukázkový web od {brand}",
    formNotice:
      "Tohle je ukázkový web, takže se nic neodeslalo. Na webu vašeho podniku by tady host dostal potvrzení a vám by přišla zpráva.",
    map: "Mapa s polohou: {address}",
    rating: "Hodnocení {score} z 5",
  },
  sites: {
    restaurace: {
      slug: "restaurace",
      description:
        "Ukázkový web rodinné restaurace: polední menu, jídelní lístek, rezervace stolu, otevírací doba a mapa. Restaurace je smyšlená.",
      currency: "CZK",
      place: "Tábor",
      hero: {
        eyebrow: "Rodinná restaurace v Táboře od roku 1998",
        title: "Poctivá česká kuchyně pod starou lípou",
        text: "Vaříme z čerstvých surovin od farmářů z okolí. V poledne rychlé menu, večer jídla z lístku a v létě posezení na zahrádce ve stínu lípy.",
        cta: "Rezervovat stůl",
        secondary: "Dnešní menu",
      },
      nav: { lunch: "Polední menu", menu: "Jídelní lístek", booking: "Rezervace", contact: "Kontakt" },
      lunch: {
        title: "Polední menu",
        served: "Pondělí až pátek, 11:00–14:30",
        soup: { name: "Hovězí vývar s játrovými knedlíčky", price: 45, note: "0,33 l" },
        items: [
          { name: "Svíčková na smetaně, houskový knedlík, brusinky", price: 189, note: "150 g" },
          { name: "Kuřecí řízek, bramborová kaše, okurkový salát", price: 169, note: "150 g" },
          { name: "Smažený sýr, vařené brambory, tatarská omáčka", price: 169, note: "120 g" },
          { name: "Rizoto s lesními houbami a parmazánem", price: 159, note: "bezmasé" },
        ],
        note: "K hlavnímu jídlu polévka za 35 Kč. Každé menu vám zabalíme i s sebou.",
      },
      menu: {
        title: "Jídelní lístek",
        text: "Od 15:00 vaříme z lístku. Maso bereme od řezníka z Plané, zeleninu ze statku v Měšicích.",
        groups: [
          {
            title: "Předkrmy",
            items: [
              { name: "Domácí paštika", description: "brusinky, opečený chléb", price: 145 },
              { name: "Nakládaný hermelín", description: "cibule, feferonka, chléb", price: 129 },
              {
                name: "Tatarák z hovězí svíčkové",
                description: "topinky, česnek",
                price: 259,
                note: "100 g",
              },
            ],
          },
          {
            title: "Hlavní jídla",
            items: [
              {
                name: "Pečená kachna",
                description: "červené zelí, bramborový a houskový knedlík",
                price: 329,
                note: "¼ kachny",
              },
              { name: "Hovězí líčka na červeném víně", description: "bramborové pyré", price: 349 },
              { name: "Pstruh na másle", description: "petrželové brambory", price: 315 },
              { name: "Vepřový řízek", description: "bramborový salát", price: 259 },
            ],
          },
          {
            title: "Dezerty",
            items: [
              { name: "Lívance s borůvkami", description: "zakysaná smetana", price: 125 },
              { name: "Jablečný štrúdl", description: "šlehačka, vanilková zmrzlina", price: 115 },
              { name: "Větrník podle babičky", description: "karamelový krém", price: 85 },
            ],
          },
        ],
      },
      booking: {
        title: "Rezervace stolu",
        text: "Vyberte den, čas a počet hostů. Rezervaci vám potvrdíme e-mailem nebo SMS do hodiny.",
        date: "Datum",
        time: "Čas",
        times: ["11:30", "12:00", "12:30", "18:00", "18:30", "19:00", "19:30", "20:00"],
        guests: "Počet hostů",
        guestOptions: ["2 hosté", "3 hosté", "4 hosté", "5 hostů", "6 hostů", "7 a více hostů"],
        submit: "Najít volný stůl",
        groups:
          "Oslavu nebo firemní večírek pro víc než 12 lidí s vámi rádi naplánujeme: salonek má 30 míst.",
      },
      contact: {
        title: "Kde nás najdete",
        text: "Pět minut pěšky ze Žižkova náměstí. Parkovat můžete zdarma ve dvoře restaurace.",
        street: "Lipová 12",
        town: "390 01 Tábor",
        phone: "+420 381 234 567",
        email: "stul@uzlatelipy.cz",
        hoursTitle: "Otevírací doba",
        hours: [
          { days: "Pondělí–čtvrtek", time: "11:00–22:00" },
          { days: "Pátek a sobota", time: "11:00–23:00" },
          { days: "Neděle", time: "11:00–16:00" },
        ],
      },
      footer: "Rodinná restaurace v Táboře od roku 1998.",
    },

    kavarna: {
      slug: "kavarna",
      description:
        "Ukázkový web kavárny: oblíbené kousky s fotkami, nabídka kávy a dortů, fotky z Instagramu a cesta do kavárny. Kavárna je smyšlená.",
      currency: "CZK",
      place: "Brno",
      hero: {
        eyebrow: "Výběrová kavárna v Brně",
        title: "Dobrá káva, domácí dorty a chvíle jen pro vás",
        text: "Kávu nám praží malá pražírna z Vysočiny, dorty pečeme každé ráno samy. Přijďte na snídani, s knížkou, nebo s notebookem – wifi je zdarma.",
        cta: "Co dnes máme",
        secondary: "Jak k nám",
      },
      nav: { menu: "Nabídka", gallery: "Instagram", story: "O nás", contact: "Kontakt" },
      favourites: {
        title: "To si u nás dáváte nejčastěji",
        items: [
          {
            name: "Flat white",
            description: "Dvojité espresso s jemně našlehaným mlékem. Ovesné mléko bez příplatku.",
            price: 85,
          },
          {
            name: "Mrkvový dort",
            description: "Vláčný korpus s vlašskými ořechy a krémem z mascarpone.",
            price: 95,
          },
          {
            name: "Snídaně Modrý hrnek",
            description: "Kváskový toast, vejce Benedikt, avokádo a káva podle výběru.",
            price: 225,
          },
        ],
      },
      menu: {
        title: "Nabídka",
        groups: [
          {
            title: "Káva",
            items: [
              { name: "Espresso", price: 55 },
              { name: "Cappuccino", price: 75 },
              { name: "Flat white", price: 85 },
              { name: "Caffè latte", price: 85 },
              { name: "Filtrovaná káva dne", price: 70, note: "300 ml" },
              { name: "Espresso tonic", price: 95 },
            ],
          },
          {
            title: "Nejen káva",
            items: [
              { name: "Matcha latte", price: 95 },
              { name: "Horká čokoláda", price: 85 },
              { name: "Domácí limonáda", price: 75, note: "0,4 l" },
              { name: "Sypaný čaj", price: 65, note: "konvička" },
            ],
          },
          {
            title: "Dorty a snídaně",
            items: [
              { name: "Mrkvový dort", price: 95 },
              { name: "Cheesecake s malinami", price: 105 },
              { name: "Croissant s máslem a džemem", price: 75 },
              { name: "Granola s jogurtem a ovocem", price: 135 },
              { name: "Kváskový toast s avokádem", price: 165 },
            ],
          },
        ],
      },
      gallery: {
        title: "Z našeho Instagramu",
        handle: "@modryhrnek.brno",
        text: "Co je dnes ve vitríně, uvidíte nejdřív na Instagramu.",
        captions: [
          "Latte art na ranní cappuccino",
          "Croissanty čerstvě z trouby",
          "Mrkvový dort podle babiččina receptu",
          "Zrnka z pražírny na Vysočině",
          "Okno do ulice a první sluníčko",
          "Sobotní snídaně na zahrádce",
        ],
      },
      story: {
        title: "Malá kavárna s velkým hrnkem",
        paragraphs: [
          "Modrý hrnek jsme se sestrou Evou otevřely v roce 2019 v bývalém knihkupectví. Police s knihami zůstaly, přibyl kávovar a jeden velký stůl pro všechny.",
          "Kávu vybíráme s pražírnou z Vysočiny, mléko vozíme z farmy u Kuřimi a dorty pečeme každé ráno od šesti.",
        ],
        signature: "Lucie a Eva Horákovy",
      },
      contact: {
        title: "Jak k nám",
        text: "Tramvaj staví hned za rohem. Kočárek i kolo se k nám vejdou.",
        street: "Hrnčířská 21",
        town: "602 00 Brno",
        phone: "+420 541 234 567",
        email: "ahoj@modryhrnek.cz",
        hoursTitle: "Otevírací doba",
        hours: [
          { days: "Pondělí–pátek", time: "7:30–19:00" },
          { days: "Sobota", time: "9:00–18:00" },
          { days: "Neděle", time: "9:00–17:00" },
        ],
      },
      footer: "Výběrová káva a domácí dorty v Brně.",
    },

    penzion: {
      slug: "penzion",
      description:
        "Ukázkový web horského penzionu: pokoje s cenami, poptávka pobytu s výběrem termínu, tipy na výlety a kontakt. Penzion je smyšlený.",
      currency: "CZK",
      place: "Pec pod Sněžkou",
      hero: {
        eyebrow: "Penzion v Krkonoších, 850 m n. m.",
        title: "Ráno smrky za oknem, večer klid u krbu",
        text: "Osm pokojů pro rodiny i páry, snídaně z místních surovin a sjezdovka pět minut pěšky. Pište nám přímo: bez provize rezervačním portálům vás pobyt vyjde levněji.",
        cta: "Poptat pobyt",
        secondary: "Prohlédnout pokoje",
      },
      nav: { rooms: "Pokoje", inquiry: "Poptávka", trips: "Výlety", contact: "Kontakt" },
      facts: ["Snídaně v ceně", "Lyžárna a sušák bot", "Parkování zdarma", "Psi vítáni"],
      rooms: {
        title: "Pokoje",
        text: "Všechny pokoje mají vlastní koupelnu, wifi a výhled do údolí nebo do lesa.",
        perNight: "za noc",
        items: [
          {
            name: "Dvoulůžkový pokoj",
            guests: "2 osoby",
            text: "Světlý pokoj s manželskou postelí a balkonem do údolí.",
            price: 1900,
            features: ["Balkon", "Snídaně v ceně"],
          },
          {
            name: "Podkrovní studio",
            guests: "2–3 osoby",
            text: "Útulné podkroví s trámy, přistýlkou a kuchyňským koutem.",
            price: 2400,
            features: ["Kuchyňský kout", "Přistýlka"],
          },
          {
            name: "Rodinný apartmán",
            guests: "4–5 osob",
            text: "Dvě ložnice, obývák s rozkládací pohovkou a výhled na sjezdovku.",
            price: 3400,
            features: ["Dvě ložnice", "Dětská postýlka"],
          },
        ],
      },
      inquiry: {
        title: "Poptávka pobytu",
        text: "Vyberte termín a pokoj. Do 24 hodin vám pošleme nabídku s cenou a pokoj vám tři dny podržíme.",
        arrival: "Příjezd",
        departure: "Odjezd",
        guests: "Počet osob",
        guestOptions: ["1 osoba", "2 osoby", "3 osoby", "4 osoby", "5 osob"],
        room: "Pokoj",
        submit: "Poptat pobyt",
      },
      trips: {
        title: "Tipy na výlety",
        items: [
          {
            name: "Sněžka",
            distance: "2,5 h pěšky",
            text: "Nejvyšší hora Česka. Nahoru lanovkou, dolů pěšky Obřím dolem.",
          },
          {
            name: "Obří důl",
            distance: "1 h pěšky",
            text: "Ledovcové údolí s vodopády, zvládnou ho i starší děti.",
          },
          {
            name: "Skiareál",
            distance: "5 min pěšky",
            text: "V zimě sjezdovky pro začátečníky i zkušené, v létě lanovka a koloběžky.",
          },
        ],
      },
      contact: {
        title: "Kde nás najdete",
        text: "Na konci údolí, 1,5 km od centra Pece. V zimě vás vyzvedneme na parkovišti u informačního centra, stačí zavolat.",
        street: "Pec pod Sněžkou 312",
        town: "542 21 Pec pod Sněžkou",
        phone: "+420 499 123 456",
        email: "pobyt@penzionpodsmrky.cz",
        hoursTitle: "Příjezd a odjezd",
        hours: [
          { days: "Příjezd", time: "15:00–20:00" },
          { days: "Odjezd", time: "do 10:00" },
          { days: "Recepce", time: "8:00–20:00" },
        ],
      },
      footer: "Rodinný penzion v Krkonoších.",
    },

    kadernictvi: {
      slug: "kadernictvi",
      description:
        "Ukázkový web kadeřnictví: služby s cenami a délkou, online objednání termínu, recenze z Googlu a kontakt. Salon je smyšlený.",
      currency: "CZK",
      place: "Olomouc",
      hero: {
        eyebrow: "Kadeřnictví v centru Olomouce",
        title: "Střih, barva a péče bez dlouhého čekání",
        text: "Objednejte se online kdykoli, klidně o půlnoci. Termín vám potvrdíme SMS a den předem připomeneme.",
        cta: "Objednat se online",
        secondary: "Ceník",
      },
      nav: { services: "Ceník", booking: "Objednání", reviews: "Recenze", contact: "Kontakt" },
      services: {
        title: "Služby a ceník",
        text: "Ceny jsou orientační, konečnou vám řekneme po krátké konzultaci. U dlouhých vlasů může být vyšší.",
        groups: [
          {
            title: "Dámské",
            items: [
              { name: "Střih a foukaná", price: 690, note: "60 min" },
              { name: "Barvení, střih a foukaná", price: 1490, from: true, note: "120 min" },
              { name: "Melír", price: 1690, from: true, note: "150 min" },
              { name: "Společenský účes", price: 890, note: "60 min" },
            ],
          },
          {
            title: "Pánské",
            items: [
              { name: "Pánský střih", price: 390, note: "30 min" },
              { name: "Střih strojkem", price: 250, note: "20 min" },
              { name: "Úprava vousů", price: 290, note: "20 min" },
            ],
          },
          {
            title: "Péče",
            items: [
              { name: "Regenerační kúra", price: 350, note: "15 min" },
              { name: "Keratinové narovnání", price: 2490, from: true, note: "180 min" },
            ],
          },
        ],
      },
      booking: {
        title: "Objednání online",
        text: "Vyberte službu, den a čas, který vám vyhovuje. Volné termíny vidíte hned.",
        service: "Služba",
        day: "Den",
        time: "Čas",
        slots: ["9:00", "10:30", "13:00", "14:30", "16:00", "17:30"],
        submit: "Objednat se",
      },
      reviews: {
        title: "Co o nás píšou klienti",
        score: "4,9",
        count: "128 recenzí na Googlu",
        items: [
          {
            author: "Petra K.",
            text: "Konečně kadeřnice, která poslouchá. Střih drží tvar i po šesti týdnech.",
          },
          {
            author: "Martin D.",
            text: "Objednal jsem se večer z mobilu a ráno už jsem seděl v křesle. Rychlé a přesné.",
          },
          {
            author: "Jana V.",
            text: "Barvu mi namíchali přesně podle fotky. Příjemné prostředí a dobrá káva.",
          },
        ],
      },
      contact: {
        title: "Kde nás najdete",
        text: "Dvě minuty od Horního náměstí, vchod z pasáže. Parkovací dům je kousek pěšky.",
        street: "Ostružnická 14",
        town: "779 00 Olomouc",
        phone: "+420 585 123 456",
        email: "salon@strihastyl.cz",
        hoursTitle: "Otevírací doba",
        hours: [
          { days: "Pondělí–pátek", time: "8:00–19:00" },
          { days: "Sobota", time: "8:00–13:00" },
          { days: "Neděle", time: "zavřeno" },
        ],
      },
      footer: "Kadeřnictví v centru Olomouce.",
    },
  },
});
