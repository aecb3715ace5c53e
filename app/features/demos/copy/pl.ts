import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { copy as source } from "./en";

export const copy: Translation<typeof source> = typeset("pl", {
  stepStatus: { waiting: "oczekuje", inProgress: "w toku", done: "gotowe" },

  playground: {
    scenariosLabel: "Zadania do automatyzacji",
    steps: {
      email: [
        "Import listy kontaktów",
        "Dopasowanie każdego maila przez AI",
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
        "Zapisanie zgłoszenia w systemie obsługi klienta",
        "Przekazanie trudnych spraw zespołowi",
      ],
    },
    run: "Uruchom automatyzację",
    running: "W toku…",
    runAgain: "Uruchom ponownie",
    resultsTitle: "Wynik tego uruchomienia",
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
      { title: "Dopasowanie przez AI", detail: "Każdy mail dopasowany do firmy i stanowiska odbiorcy" },
      { title: "Wysyłka kampanii", detail: "Rozłożona w ciągu dnia, żeby maile nie trafiały do spamu" },
      { title: "Śledzenie wyników", detail: "Otwarcia, odpowiedzi i spotkania liczone automatycznie" },
    ],
    start: "Uruchom kampanię",
    running: "Kampania w toku…",
    startAgain: "Uruchom ponownie",
    figures: { sent: "Wysłane maile", responses: "Odpowiedzi", conversions: "Spotkania" },
    progress: (step, total, title) => `Trwa krok ${step} z ${total}: ${title}`,
    finished: (sent, responses, conversions) =>
      `Kampania zakończona: ${sent} wysłanych maili, ${responses} odpowiedzi, ${conversions} umówionych spotkań.`,
    abTitle: "Test A/B tematu wiadomości",
    abIntro: "Ta sama oferta, dwa różne tematy. Osobisty wygrywa z dużą przewagą.",
    variants: {
      a: { title: "Wersja A", detail: "„Oferta: automatyzacja dla twojej firmy”" },
      b: { title: "Wersja B", detail: "„Anno, 3 godziny tygodniowo więcej dla Kliniki Uśmiech?”" },
    },
    winner: "Zwycięzca",
    rates: { open: "Wskaźnik otwarć", click: "Wskaźnik kliknięć", response: "Wskaźnik odpowiedzi" },
    openRateLift: (percent) => `Wersja B: wskaźnik otwarć ${percent}`,
  },

  pipeline: {
    intro: (advanceChance) =>
      `Przychodzi osiem nowych zapytań. Automatyzacja je sprawdza, odzywa się i wysyła oferty. W każdej rundzie otwarte zapytanie z prawdopodobieństwem ${advanceChance} przechodzi o etap dalej, a takie, które nie przejdzie sprawdzenia albo oferty, odpada – jak w prawdziwej sprzedaży.`,
    stages: ["Nowe zapytanie", "Sprawdzenie", "Kontakt", "Oferta", "Zamknięte"],
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
    start: "Uruchom sprzedaż",
    running: "Sprzedaż w toku…",
    startAgain: "Uruchom ponownie",
    closed: (closed, total) => `Zamknięte transakcje: ${closed} z ${total}`,
    lost: (lost) => `Odpadło: ${lost}`,
    lostAt: { qualification: "Nie pasuje", proposal: "Oferta odrzucona" },
    round: (round) => `Runda ${round}`,
    roundSummary: (round, moved, closed, lost, total) =>
      `Runda ${round} – przesunięte: ${moved}, zamknięte: ${closed} z ${total}, odpadło: ${lost}`,
    finished: (closed, lost, total, rounds) =>
      `Gotowe po ${rounds} ${rounds === 1 ? "rundzie" : "rundach"}: zamknięte ${closed} z ${total} transakcji, odpadło ${lost}.`,
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
      `Dzień dobry! Tak, zajęcia prowadzimy w każdy dzień roboczy od 17:00 do 21:00: jogę, spinning i trening siłowy. Nowi klienci mają ${trialDays} dni bezpłatnego okresu próbnego z nielimitowanymi zajęciami.`,
      "Świetnie, chętnie spróbuję spinningu. Macie zajęcia w czwartek?",
      "W czwartek spinning jest o 18:00 i są jeszcze wolne miejsca. Zapisać cię?",
      "Tak, poproszę.",
      "Gotowe! Masz zarezerwowane miejsce na czwartkowym spinningu o 18:00. Potwierdzenie wysłaliśmy ci mailem, a dzień wcześniej przypomnimy o zajęciach.",
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
});
