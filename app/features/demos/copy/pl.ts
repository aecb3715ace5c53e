import type { DemoCopy } from "./types";

export const copy: DemoCopy = {
  stepStatus: { waiting: "oczekuje", inProgress: "w toku", done: "gotowe" },

  playground: {
    scenariosLabel: "Scenariusze automatyzacji",
    steps: {
      email: [
        "Import listy kontaktów",
        "Personalizacja każdego maila przez AI",
        "Wysyłka w najlepszym momencie",
        "Sortowanie odpowiedzi",
        "Umawianie spotkań z zainteresowanymi",
      ],
      crm: [
        "Przechwycenie zapytania ze strony",
        "Uzupełnienie danych o firmie",
        "Ocena zapytania i nadanie priorytetu",
        "Utworzenie rekordu w CRM",
        "Powiadomienie właściwego handlowca",
      ],
      meeting: [
        "Odczytanie prośby o spotkanie",
        "Sprawdzenie wolnych terminów w kalendarzach",
        "Propozycja najlepszych terminów",
        "Potwierdzenie i wysłanie zaproszenia",
        "Zaplanowanie przypomnień",
      ],
      support: [
        "Odebranie pytania klienta",
        "Przeszukanie bazy wiedzy",
        "Przygotowanie odpowiedzi przez AI",
        "Założenie zgłoszenia w helpdesku",
        "Przekazanie trudnych spraw zespołowi",
      ],
    },
    run: "Uruchom automatyzację",
    running: "W toku…",
    runAgain: "Uruchom ponownie",
    resultsTitle: "Wyniki tego przebiegu",
    totals: { tasks: "Wykonane zadania", minutes: "Zaoszczędzone minuty", actions: "Wykonane akcje" },
    progress: (done, total, step) => `Krok ${done} z ${total} gotowy: ${step}`,
    finished: (seconds) => `Gotowe w ${seconds} s`,
    manually: "zamiast 2+ godzin ręcznej pracy",
    idleHint: "Kliknij „Uruchom automatyzację” i zobacz, jak kolejne kroki wykonują się same.",
  },

  outreach: {
    intro:
      "Prześledź kampanię od listy kontaktów do wyników i zobacz, dlaczego każdą wiadomość testujemy A/B.",
    flowTitle: "Przebieg kampanii",
    steps: [
      { title: "Wczytanie kontaktów", detail: "250 potencjalnych klientów z twojego CRM" },
      { title: "Personalizacja przez AI", detail: "Każdy mail dopasowany do firmy i stanowiska odbiorcy" },
      { title: "Wysyłka kampanii", detail: "Rozłożona w ciągu dnia dla lepszej dostarczalności" },
      { title: "Śledzenie wyników", detail: "Otwarcia, odpowiedzi i spotkania liczone automatycznie" },
    ],
    start: "Uruchom kampanię",
    running: "Kampania w toku…",
    startAgain: "Uruchom ponownie",
    figures: { sent: "Wysłane maile", responses: "Odpowiedzi", conversions: "Konwersje" },
    progress: (step, total, title) => `Trwa krok ${step} z ${total}: ${title}`,
    finished: (sent, responses, conversions) =>
      `Kampania zakończona: ${sent} wysłanych maili, ${responses} odpowiedzi, ${conversions} konwersji.`,
    abTitle: "Test A/B tematu wiadomości",
    abIntro: "Ta sama oferta, dwa różne tematy. Osobisty wygrywa z dużą przewagą.",
    variants: {
      a: { title: "Wersja A", detail: "„Oferta: automatyzacja dla twojej firmy”" },
      b: { title: "Wersja B", detail: "„Anno, 3 godziny tygodniowo więcej dla Kliniki Uśmiech?”" },
    },
    winner: "Zwycięzca",
    rates: { open: "Wskaźnik otwarć", click: "Wskaźnik kliknięć", response: "Wskaźnik odpowiedzi" },
    uplift: (percent) => `${percent} konwersji z wersją B`,
  },

  pipeline: {
    intro: (advanceChance) =>
      `Do twojego lejka trafia osiem nowych zapytań. Automatyzacja je kwalifikuje, kontaktuje się i wysyła oferty; w każdej rundzie otwarte zapytanie z prawdopodobieństwem ${advanceChance} przechodzi dalej.`,
    stages: ["Nowe zapytanie", "Kwalifikacja", "Kontakt", "Oferta", "Zamknięte"],
    leads: [
      { name: "Anna Kowalska", company: "Klinika Uśmiech" },
      { name: "Piotr Nowak", company: "Nowak Logistyka" },
      { name: "Katarzyna Wiśniewska", company: "Kancelaria Wiśniewski" },
      { name: "Tomasz Wójcik", company: "Kawiarnie Pod Mostem" },
      { name: "Magdalena Kamińska", company: "Studio Fitness Magda" },
      { name: "Paweł Lewandowski", company: "Lewandowski Nieruchomości" },
      { name: "Agnieszka Zielińska", company: "Biuro Rachunkowe Zielińska" },
      { name: "Michał Szymański", company: "Drukarnia Szymański" },
    ],
    leadsLabel: "Przykładowe zapytania",
    start: "Uruchom lejek",
    running: "Lejek w toku…",
    startAgain: "Uruchom ponownie",
    closed: (closed, total) => `Zamknięte transakcje: ${closed} z ${total}`,
    round: (round) => `Runda ${round}`,
    roundSummary: (round, moved, closed, total) =>
      `Runda ${round} – przesunięte: ${moved}, zamknięte: ${closed} z ${total}`,
    finished: (total, rounds) =>
      `Wszystkich ${total} transakcji zamknięto w ${rounds} ${rounds === 1 ? "rundzie" : "rundach"}.`,
  },

  chat: {
    intro:
      "Przykładowa rozmowa z asystentem AI na stronie studia fitness: odpowiada od razu, w dzień i w nocy, a na koniec zapisuje na zajęcia.",
    assistantName: "Asystent AI",
    online: "Online",
    visitor: "Odwiedzający",
    assistant: "Asystent",
    conversationLabel: "Przykładowa rozmowa",
    conversation: (trialDays) => [
      "Dzień dobry, czy macie zajęcia wieczorne?",
      "Dzień dobry! Tak, zajęcia prowadzimy w każdy dzień roboczy od 17:00 do 21:00: jogę, spinning i trening siłowy. Co interesuje cię najbardziej?",
      "Spinning. Jak działa karnet?",
      "Karnet opłacasz co miesiąc i możesz z niego zrezygnować w każdej chwili. Spinning jest w każdym pakiecie.",
      "Czy mogę najpierw spróbować?",
      `Oczywiście! Masz ${trialDays} dni bezpłatnego okresu próbnego z nielimitowanymi zajęciami. Zapisać cię na czwartkowy spinning o 18:00?`,
    ],
    typing: "Asystent pisze…",
    answeredIn: (seconds) => `Odpowiedź w ${seconds} s`,
    averageResponse: "Średni czas odpowiedzi",
    availability: "Zawsze dostępny, także w weekendy",
    start: "Odtwórz rozmowę",
    running: "Rozmowa w toku…",
    startAgain: "Odtwórz ponownie",
  },

  booking: {
    intro: "Tak zobaczą to twoi klienci: tylko wolne terminy i potwierdzenie zaraz po wyborze.",
    meetingTitle: "Konsultacja wstępna",
    meetingDetails: [
      "Rozmowa wideo online",
      "Zaproszenie do kalendarza wysłane od razu",
      "Przypomnienie 24 godziny wcześniej",
    ],
    day: "Jutro",
    slotsLabel: "Terminy",
    taken: "zajęte",
    hint: "Wybierz wolny termin.",
    booking: "Rezerwuję…",
    confirmed: (time) => `Zarezerwowano na ${time}. Zaproszenie do kalendarza jest już w drodze.`,
  },
};
