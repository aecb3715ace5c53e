import { typeset } from "~/i18n/typography";
import type { ShowcaseCopies } from "./types";

/** Polish businesses with Polish addresses and prices in złoty, as their owners would write them. */
export const showcases: ShowcaseCopies = typeset("pl", {
  frame: {
    notice: "Przykładowa strona od {brand}: lokal i jego dane są zmyślone.",
    back: "Wróć do oferty stron WWW",
    title: "{name} – przykładowa strona od {brand}",
    formNotice:
      "To przykładowa strona, więc nic nie zostało wysłane. Na stronie twojego lokalu gość dostałby tutaj potwierdzenie, a ty – wiadomość.",
    map: "Mapa z lokalizacją: {address}",
    rating: "Ocena {score} na 5",
  },
  sites: {
    restaurace: {
      slug: "restaurace",
      description:
        "Przykładowa strona rodzinnej restauracji: lunch dnia, karta dań, rezerwacja stolika, godziny otwarcia i mapa. Restauracja jest zmyślona.",
      currency: "PLN",
      place: "Sandomierz",
      hero: {
        eyebrow: "Rodzinna restauracja w Sandomierzu od 1998 roku",
        title: "Domowa polska kuchnia pod starą lipą",
        text: "Gotujemy ze świeżych produktów od rolników z okolicy. W południe szybki lunch, wieczorem dania z karty, a latem ogródek w cieniu lipy.",
        cta: "Zarezerwuj stolik",
        secondary: "Dzisiejszy lunch",
      },
      nav: { lunch: "Lunch", menu: "Karta", booking: "Rezerwacja", contact: "Kontakt" },
      lunch: {
        title: "Lunch dnia",
        served: "Od poniedziałku do piątku, 12:00–15:00",
        soup: { name: "Żurek na zakwasie z jajkiem i białą kiełbasą", price: 16, note: "300 ml" },
        items: [
          { name: "Kotlet schabowy, ziemniaki z koperkiem, mizeria", price: 34, note: "150 g" },
          { name: "Pierogi ruskie z podsmażaną cebulką", price: 29, note: "8 szt." },
          { name: "Gołąbki w sosie pomidorowym, ziemniaki", price: 32, note: "2 szt." },
          { name: "Placki ziemniaczane ze śmietaną", price: 27, note: "wegetariańskie" },
        ],
        note: "Zupa do dania lunchowego za 9 zł. Każdy lunch zapakujemy ci też na wynos.",
      },
      menu: {
        title: "Karta dań",
        text: "Od 15:00 gotujemy z karty. Mięso bierzemy od rzeźnika z Koprzywnicy, warzywa z gospodarstwa pod Sandomierzem.",
        groups: [
          {
            title: "Przystawki",
            items: [
              { name: "Domowy pasztet", description: "żurawina, pieczywo", price: 26 },
              { name: "Śledź w oleju", description: "cebulka, ziemniak z koperkiem", price: 28 },
              {
                name: "Tatar wołowy",
                description: "marynowane grzybki, pieczywo",
                price: 48,
                note: "100 g",
              },
            ],
          },
          {
            title: "Dania główne",
            items: [
              {
                name: "Kaczka pieczona z jabłkami",
                description: "modra kapusta, kopytka",
                price: 72,
                note: "¼ kaczki",
              },
              { name: "Policzki wołowe w czerwonym winie", description: "puree ziemniaczane", price: 69 },
              { name: "Pstrąg smażony na maśle", description: "ziemniaki z koperkiem", price: 62 },
              { name: "Pierogi z kaszanką", description: "podsmażana cebulka", price: 38 },
            ],
          },
          {
            title: "Desery",
            items: [
              { name: "Szarlotka na ciepło", description: "lody waniliowe", price: 24 },
              { name: "Sernik domowy", description: "sos malinowy", price: 22 },
              { name: "Racuchy z jabłkami", description: "cukier puder", price: 22 },
            ],
          },
        ],
      },
      booking: {
        title: "Rezerwacja stolika",
        text: "Wybierz dzień, godzinę i liczbę gości. Potwierdzimy rezerwację e-mailem albo SMS-em w ciągu godziny.",
        date: "Data",
        time: "Godzina",
        times: ["12:00", "12:30", "13:00", "18:00", "18:30", "19:00", "19:30", "20:00"],
        guests: "Liczba gości",
        guestOptions: ["2 osoby", "3 osoby", "4 osoby", "5 osób", "6 osób", "7 osób i więcej"],
        submit: "Znajdź wolny stolik",
        groups:
          "Przyjęcie albo firmową kolację dla ponad 12 osób chętnie zaplanujemy razem z tobą: w sali kominkowej zmieści się 30 gości.",
      },
      contact: {
        title: "Jak do nas trafić",
        text: "Pięć minut spacerem od Rynku. Bezpłatny parking na podwórzu restauracji.",
        street: "ul. Lipowa 12",
        town: "27-600 Sandomierz",
        phone: "+48 15 832 12 34",
        email: "stolik@podlipa.pl",
        hoursTitle: "Godziny otwarcia",
        hours: [
          { days: "Poniedziałek–czwartek", time: "12:00–22:00" },
          { days: "Piątek i sobota", time: "12:00–23:00" },
          { days: "Niedziela", time: "12:00–18:00" },
        ],
      },
      footer: "Rodzinna restauracja w Sandomierzu od 1998 roku.",
    },

    kavarna: {
      slug: "kavarna",
      description:
        "Przykładowa strona kawiarni: ulubione pozycje ze zdjęciami, menu kaw i ciast, zdjęcia z Instagrama i dojazd. Kawiarnia jest zmyślona.",
      currency: "PLN",
      place: "Wrocław",
      hero: {
        eyebrow: "Kawiarnia specialty we Wrocławiu",
        title: "Dobra kawa, domowe ciasta i chwila tylko dla ciebie",
        text: "Kawę wypala dla nas mała palarnia z Dolnego Śląska, a ciasta pieczemy codziennie rano. Wpadnij na śniadanie, z książką albo z laptopem – Wi-Fi jest za darmo.",
        cta: "Co dziś mamy",
        secondary: "Jak do nas trafić",
      },
      nav: { menu: "Menu", gallery: "Instagram", story: "O nas", contact: "Kontakt" },
      favourites: {
        title: "Najczęściej zamawiane",
        items: [
          {
            name: "Flat white",
            description: "Podwójne espresso z aksamitnie spienionym mlekiem. Mleko owsiane bez dopłaty.",
            price: 15,
          },
          {
            name: "Ciasto marchewkowe",
            description: "Wilgotne ciasto z orzechami włoskimi i kremem z mascarpone.",
            price: 18,
          },
          {
            name: "Śniadanie Niebieski Kubek",
            description: "Tost na zakwasie, jajka po benedyktyńsku, awokado i kawa do wyboru.",
            price: 42,
          },
        ],
      },
      menu: {
        title: "Menu",
        groups: [
          {
            title: "Kawa",
            items: [
              { name: "Espresso", price: 9 },
              { name: "Cappuccino", price: 14 },
              { name: "Flat white", price: 15 },
              { name: "Caffè latte", price: 15 },
              { name: "Kawa przelewowa dnia", price: 13, note: "300 ml" },
              { name: "Espresso tonic", price: 17 },
            ],
          },
          {
            title: "Nie tylko kawa",
            items: [
              { name: "Matcha latte", price: 18 },
              { name: "Gorąca czekolada", price: 16 },
              { name: "Domowa lemoniada", price: 14, note: "400 ml" },
              { name: "Herbata liściasta", price: 13, note: "dzbanek" },
            ],
          },
          {
            title: "Ciasta i śniadania",
            items: [
              { name: "Ciasto marchewkowe", price: 18 },
              { name: "Sernik z malinami", price: 19 },
              { name: "Croissant z masłem i dżemem", price: 14 },
              { name: "Granola z jogurtem i owocami", price: 24 },
              { name: "Tost na zakwasie z awokado", price: 29 },
            ],
          },
        ],
      },
      gallery: {
        title: "Z naszego Instagrama",
        handle: "@niebieskikubek.wroclaw",
        text: "Co dziś jest w witrynie, zobaczysz najpierw na Instagramie.",
        captions: [
          "Latte art na poranne cappuccino",
          "Croissanty prosto z pieca",
          "Ciasto marchewkowe z przepisu babci",
          "Ziarna z dolnośląskiej palarni",
          "Okno na ulicę i pierwsze słońce",
          "Sobotnie śniadanie w ogródku",
        ],
      },
      story: {
        title: "Mała kawiarnia z dużym kubkiem",
        paragraphs: [
          "Niebieski Kubek otworzyłyśmy z siostrą Ewą w 2019 roku w dawnej księgarni. Regały z książkami zostały, doszedł ekspres i jeden duży stół dla wszystkich.",
          "Kawę wybieramy razem z palarnią z Dolnego Śląska, mleko przywozimy z gospodarstwa pod Trzebnicą, a ciasta pieczemy codziennie od szóstej rano.",
        ],
        signature: "Łucja i Ewa Nowak",
      },
      contact: {
        title: "Jak do nas trafić",
        text: "Tramwaj zatrzymuje się tuż za rogiem. Wózek i rower też się u nas zmieszczą.",
        street: "ul. Ceglana 8",
        town: "50-115 Wrocław",
        phone: "+48 71 345 67 89",
        email: "czesc@niebieskikubek.pl",
        hoursTitle: "Godziny otwarcia",
        hours: [
          { days: "Poniedziałek–piątek", time: "7:30–19:00" },
          { days: "Sobota", time: "9:00–18:00" },
          { days: "Niedziela", time: "9:00–17:00" },
        ],
      },
      footer: "Kawa specialty i domowe ciasta we Wrocławiu.",
    },

    penzion: {
      slug: "penzion",
      description:
        "Przykładowa strona górskiego pensjonatu: pokoje z cenami, zapytanie o nocleg z wyborem terminu, atrakcje w okolicy i kontakt. Pensjonat jest zmyślony.",
      currency: "PLN",
      place: "Karpacz",
      hero: {
        eyebrow: "Pensjonat w Karkonoszach, 850 m n.p.m.",
        title: "Rano świerki za oknem, wieczorem cisza przy kominku",
        text: "Osiem pokoi dla rodzin i par, śniadania z lokalnych produktów i wyciąg pięć minut pieszo. Rezerwuj bezpośrednio u nas: bez prowizji portali rezerwacyjnych pobyt wychodzi taniej.",
        cta: "Zapytaj o nocleg",
        secondary: "Zobacz pokoje",
      },
      nav: { rooms: "Pokoje", inquiry: "Zapytanie", trips: "Atrakcje", contact: "Kontakt" },
      facts: [
        "Śniadanie w cenie",
        "Narciarnia i suszarka do butów",
        "Bezpłatny parking",
        "Psy mile widziane",
      ],
      rooms: {
        title: "Pokoje",
        text: "Każdy pokój ma własną łazienkę, Wi-Fi i widok na dolinę albo las.",
        perNight: "za noc",
        items: [
          {
            name: "Pokój dwuosobowy",
            guests: "2 osoby",
            text: "Jasny pokój z podwójnym łóżkiem i balkonem z widokiem na dolinę.",
            price: 320,
            features: ["Balkon", "Śniadanie w cenie"],
          },
          {
            name: "Studio na poddaszu",
            guests: "2–3 osoby",
            text: "Przytulne poddasze z drewnianymi belkami, dostawką i aneksem kuchennym.",
            price: 420,
            features: ["Aneks kuchenny", "Dostawka"],
          },
          {
            name: "Apartament rodzinny",
            guests: "4–5 osób",
            text: "Dwie sypialnie, salon z rozkładaną kanapą i widok na stok.",
            price: 590,
            features: ["Dwie sypialnie", "Łóżeczko dla dziecka"],
          },
        ],
      },
      inquiry: {
        title: "Zapytanie o nocleg",
        text: "Wybierz termin i pokój. W ciągu 24 godzin wyślemy ci ofertę z ceną i przytrzymamy pokój przez trzy dni.",
        arrival: "Przyjazd",
        departure: "Wyjazd",
        guests: "Liczba osób",
        guestOptions: ["1 osoba", "2 osoby", "3 osoby", "4 osoby", "5 osób"],
        room: "Pokój",
        submit: "Wyślij zapytanie",
      },
      trips: {
        title: "Atrakcje w okolicy",
        items: [
          {
            name: "Śnieżka",
            distance: "3 h pieszo",
            text: "Najwyższy szczyt Karkonoszy. W górę wyciągiem na Kopę, w dół przez Dolinę Łomniczki.",
          },
          {
            name: "Świątynia Wang",
            distance: "15 min samochodem",
            text: "Drewniany kościół przeniesiony z Norwegii w XIX wieku, z widokiem na góry.",
          },
          {
            name: "Wodospad Kamieńczyka",
            distance: "45 min samochodem",
            text: "Najwyższy wodospad po polskiej stronie Karkonoszy, w Szklarskiej Porębie.",
          },
        ],
      },
      contact: {
        title: "Jak do nas trafić",
        text: "Na skraju lasu, 1,5 km od centrum Karpacza. Bezpłatny parking przed pensjonatem, zimą odśnieżamy dojazd.",
        street: "ul. Leśna 15",
        town: "58-540 Karpacz",
        phone: "+48 75 761 23 45",
        email: "rezerwacje@lesnyzakatek.pl",
        hoursTitle: "Przyjazd i wyjazd",
        hours: [
          { days: "Zameldowanie", time: "15:00–20:00" },
          { days: "Wymeldowanie", time: "do 10:00" },
          { days: "Recepcja", time: "8:00–20:00" },
        ],
      },
      footer: "Rodzinny pensjonat w Karkonoszach.",
    },

    kadernictvi: {
      slug: "kadernictvi",
      description:
        "Przykładowa strona salonu fryzjerskiego: usługi z cenami i czasem trwania, rezerwacja wizyt online, opinie z Google i kontakt. Salon jest zmyślony.",
      currency: "PLN",
      place: "Kraków",
      hero: {
        eyebrow: "Salon fryzjerski w centrum Krakowa",
        title: "Strzyżenie, koloryzacja i pielęgnacja bez długiego czekania",
        text: "Umów się online o każdej porze, nawet o północy. Wizytę potwierdzimy SMS-em i przypomnimy o niej dzień wcześniej.",
        cta: "Umów wizytę online",
        secondary: "Cennik",
      },
      nav: { services: "Cennik", booking: "Rezerwacja", reviews: "Opinie", contact: "Kontakt" },
      services: {
        title: "Usługi i cennik",
        text: "Ceny są orientacyjne: ostateczną podamy po krótkiej konsultacji. Przy długich włosach cena może być wyższa.",
        groups: [
          {
            title: "Damskie",
            items: [
              { name: "Strzyżenie z modelowaniem", price: 140, note: "60 min" },
              { name: "Koloryzacja, strzyżenie i modelowanie", price: 260, from: true, note: "120 min" },
              { name: "Pasemka", price: 320, from: true, note: "150 min" },
              { name: "Upięcie okolicznościowe", price: 180, note: "60 min" },
            ],
          },
          {
            title: "Męskie",
            items: [
              { name: "Strzyżenie męskie", price: 70, note: "30 min" },
              { name: "Strzyżenie maszynką", price: 50, note: "20 min" },
              { name: "Trymowanie brody", price: 50, note: "20 min" },
            ],
          },
          {
            title: "Pielęgnacja",
            items: [
              { name: "Kuracja regenerująca", price: 60, note: "15 min" },
              { name: "Keratynowe prostowanie", price: 450, from: true, note: "180 min" },
            ],
          },
        ],
      },
      booking: {
        title: "Rezerwacja online",
        text: "Wybierz usługę, dzień i godzinę, która ci pasuje. Wolne terminy widzisz od razu.",
        service: "Usługa",
        day: "Dzień",
        time: "Godzina",
        slots: ["9:00", "10:30", "13:00", "14:30", "16:00", "17:30"],
        submit: "Umów wizytę",
      },
      reviews: {
        title: "Co piszą nasi klienci",
        score: "4,9",
        count: "128 opinii w Google",
        items: [
          {
            author: "Kasia W.",
            text: "Wreszcie fryzjerka, która słucha. Fryzura trzyma kształt nawet po sześciu tygodniach.",
          },
          {
            author: "Marek D.",
            text: "Umówiłem się wieczorem z telefonu, a rano już siedziałem w fotelu. Szybko i konkretnie.",
          },
          {
            author: "Agnieszka P.",
            text: "Kolor dobrany dokładnie według zdjęcia. Miła atmosfera i dobra kawa.",
          },
        ],
      },
      contact: {
        title: "Jak do nas trafić",
        text: "Dziesięć minut spacerem od Rynku Głównego, wejście od podwórza. Najbliższy parking jest kilka minut pieszo.",
        street: "ul. Krupnicza 14",
        town: "31-123 Kraków",
        phone: "+48 12 345 67 89",
        email: "salon@nozyczki.pl",
        hoursTitle: "Godziny otwarcia",
        hours: [
          { days: "Poniedziałek–piątek", time: "9:00–20:00" },
          { days: "Sobota", time: "9:00–15:00" },
          { days: "Niedziela", time: "nieczynne" },
        ],
      },
      footer: "Salon fryzjerski w centrum Krakowa.",
    },
  },
});
