import type { ShellMessages } from "../types";

export const shell: ShellMessages = {
  common: {
    siteTagline:
      "Automatyzacja i asystenci AI, dzięki którym małe firmy co tydzień oszczędzają godziny rutynowej pracy.",
    skipToContent: "Przejdź do treści",
    close: "Zamknij",
    mostPopular: "Najpopularniejszy",
    ongoing: "Na bieżąco",
    perMonth: "/ mies.",
    from: "od",
  },
  nav: {
    home: "Strona główna",
    process: "Jak to działa",
    services: "Usługi",
    allServices: "Wszystkie usługi",
    contact: "Kontakt",
    web: "Strony WWW",
    openMenu: "Otwórz menu",
    closeMenu: "Zamknij menu",
    mainMenu: "Menu główne",
    language: "Język",
    scrollToTop: "Do góry",
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    bookDemo: "Umów 15-minutowe demo",
    tryDemo: "Wypróbuj demo",
    getDemo48h: "Demo w 48 godzin",
    contactUs: "Skontaktuj się",
    viewAllServices: "Zobacz wszystkie usługi",
    viewServiceDetail: "Szczegóły usługi",
    backToServices: "Wróć do usług",
    bookConsultation: "Umów konsultację",
    backHome: "Wróć na stronę główną",
  },
  footer: {
    foundersHeading: "Założyciele",
    founder: "Założyciel",
    coFounder: "Współzałożycielka",
    hiringTitle: "Rekrutujemy",
    hiringText:
      "Interesujesz się automatyzacją i AI? Zajrzyj do naszego zadania rekrutacyjnego i pokaż, co potrafisz.",
    hiringButton: "Zobacz zadanie",
    contactHeading: "Kontakt",
    servicesHeading: "Usługi",
    companyHeading: "Firma",
    followUs: "Obserwuj nas",
    registrationNumber: "Numer rejestrowy (IČO)",
    privacyPolicy: "Polityka prywatności",
    cookieSettings: "Ustawienia cookies",
    webLink: "Tworzenie stron WWW",
    rights: "Wszelkie prawa zastrzeżone.",
  },
  privacy: {
    title: "Polityka prywatności",
    download: "Pobierz PDF",
    loadFailed: "Nie udało się wczytać pliku PDF",
    loadFailedHint: "Pobierz dokument bezpośrednio lub spróbuj ponownie później.",
    loading: "Wczytywanie dokumentu…",
  },
  consent: {
    title: "Używamy plików cookie",
    text: "Niezbędne pliki cookie zapewniają działanie strony. Analityczne pliki cookie (Google Tag Manager / Google Analytics) pomagają nam zrozumieć, jak korzystasz ze strony – włączamy je wyłącznie za Twoją zgodą. Jeśli je odrzucisz, zostaną tylko te niezbędne.",
    accept: "Akceptuję",
    reject: "Odrzucam",
    privacyLink: "Polityka prywatności",
    saved: "Zapisaliśmy Twoje ustawienia plików cookie.",
  },
  booking: {
    dialogTitle: "Umów konsultację",
    frameTitle: "Consultation Calendar",
    unavailable:
      "Kalendarz online jest chwilowo niedostępny. Napisz do nas lub zadzwoń – ustalimy termin, który Ci odpowiada.",
    loading: "Wczytywanie kalendarza…",
  },
  notFound: {
    meta: {
      title: "Nie znaleziono strony",
      description: "Strona, której szukasz, nie istnieje lub została przeniesiona.",
    },
    title: "Nie znaleźliśmy tej strony",
    text: "Link mógł się zdezaktualizować albo strona zmieniła adres. Wróć na stronę główną lub napisz do nas.",
  },
  serviceNotFound: {
    title: "Nie znaleziono usługi",
    text: "Tej usługi nie ma w naszej ofercie – mogła zmienić nazwę lub nie jest już dostępna. Zobacz, co oferujemy obecnie.",
  },
  home: {
    meta: {
      title: "Automatyzacja i asystenci AI dla firm | Flowlane",
      description:
        "Automatyzujemy docieranie do klientów, obsługę leadów, rezerwacje i obsługę klienta. Zaoszczędź 15+ godzin tygodniowo – wdrożenie w 7–14 dni.",
    },
    hero: {
      eyebrow: "Automatyzacja i AI dla małych firm",
      title: "Rutynę przejmie automatyzacja. Ty zajmij się klientami.",
      subtitle:
        "Łączymy Twoją pocztę, CRM, kalendarz i stronę w jeden spójny system. Asystent AI odpowiada klientom przez całą dobę, umawia spotkania i pilnuje, by żadne zapytanie nie przepadło.",
      claims: [
        "Godzin oszczędności tygodniowo",
        "Wyższa konwersja",
        "Dostępność asystenta AI",
        "Utraconych leadów",
      ],
    },
    playground: {
      title: "Zobacz automatyzację w akcji",
      subtitle:
        "Wybierz scenariusz, uruchom symulację i zobacz, jak praca na kilka godzin kończy się w kilka sekund.",
      scenarios: [
        {
          name: "Kampanie e-mailowe",
          problem: "Ręczne pisanie i wysyłanie maili zajmuje godziny, a odpowiedzi giną w skrzynce.",
        },
        {
          name: "Obsługa leadów",
          problem: "Zapytania ze strony trafiają do CRM ręcznie i czekają na odpowiedź całymi dniami.",
        },
        {
          name: "Umawianie spotkań",
          problem: "Ustalenie jednego terminu to seria maili tam i z powrotem.",
        },
        {
          name: "Obsługa klienta",
          problem:
            "Te same pytania zasypują Twój zespół, a klienci piszący po godzinach czekają na odpowiedź do rana.",
        },
      ],
      savingsLabel: "oszczędności tygodniowo",
      cta: "Chcę to u siebie",
    },
    howItWorks: {
      title: "Jak to działa",
      subtitle: "Trzy powiązane kroki – od pierwszego kontaktu do umówionego spotkania.",
      steps: [
        {
          title: "Pozyskiwanie klientów",
          text: "Spersonalizowane kampanie e-mailowe i w social mediach docierają do właściwych osób we właściwym momencie, a kolejne wiadomości wysyłają się same.",
        },
        {
          title: "Automatyzacja",
          text: "Nowe zapytania same trafiają do CRM, dostają priorytet i uruchamiają kolejne kroki – bez ręcznego przepisywania.",
        },
        {
          title: "Asystent i rezerwacje",
          text: "Asystent AI odpowiada na pytania 24/7, kwalifikuje potencjalnych klientów i od razu umawia ich w Twoim kalendarzu.",
        },
      ],
    },
    services: {
      title: "Nasze usługi",
      subtitle: "Cztery obszary, w których automatyzacja oszczędza najwięcej czasu.",
    },
    proof: {
      title: "Liczby, za którymi stoimy",
      subtitle: "Co automatyzacja daje naszym klientom – i co gwarantujemy Tobie.",
      stats: [
        "Niższe koszty obsługi klienta",
        "Zadowolonych klientów",
        "Integracji z narzędziami",
        "Czas wdrożenia",
      ],
      commitments: [
        {
          title: "60 dni gwarancji",
          text: "Każde rozwiązanie objęte jest 60-dniową gwarancją. Jeśli nie działa tak, jak ustaliliśmy, poprawimy je bez dodatkowych kosztów.",
        },
        {
          title: "Bez długich zobowiązań",
          text: "Rozliczamy się co miesiąc, a współpracę możesz zakończyć z 30-dniowym okresem wypowiedzenia.",
        },
        {
          title: "Demo w 48 godzin",
          text: "W ciągu 48 godzin pokażemy Ci działające demo dopasowane do Twojej firmy.",
        },
      ],
    },
    closing: {
      title: "Ile czasu może Ci oddać automatyzacja?",
      text: "Na bezpłatnej konsultacji przejdziemy przez Twoje procesy i wskażemy, co warto zautomatyzować w pierwszej kolejności.",
    },
  },
  roi: {
    title: "Kalkulator oszczędności",
    subtitle: "Wpisz kilka liczb i sprawdź, ile może zaoszczędzić Twoja firma.",
    hoursLabel: "Godziny pracy ręcznej miesięcznie",
    rateLabel: "Stawka godzinowa",
    tasksLabel: "Zadania do automatyzacji miesięcznie",
    monthlySavings: "Oszczędność miesięczna",
    yearlySavings: "Oszczędność roczna",
    hoursReclaimed: "Odzyskane godziny miesięcznie",
    tasksPerYear: "Zautomatyzowane zadania rocznie",
    hoursUnit: "h",
    assumption:
      "Zakładamy, że automatyzacja przejmie {share} wpisanych godzin pracy ręcznej. Oszczędność miesięczna = odzyskane godziny × stawka godzinowa; oszczędność roczna = oszczędność miesięczna × 12; zautomatyzowane zadania rocznie = zadania miesięcznie × 12. To szacunek – rzeczywistą kwotę dla Twojej firmy wyliczymy razem podczas konsultacji.",
  },
  faq: {
    title: "Najczęstsze pytania",
    items: [
      {
        question: "Ile trwa wdrożenie automatyzacji?",
        answer:
          "Zwykle 7–14 dni od pierwszej konsultacji do uruchomienia. Zależy to od liczby procesów i narzędzi, które łączymy. Dokładny harmonogram dostaniesz przed startem.",
      },
      {
        question: "Ile to kosztuje i jak wygląda rozliczenie?",
        answer:
          "Cenę ustalamy po bezpłatnej konsultacji, gdy znamy zakres prac – nie płacisz za nic, czego nie potrzebujesz. Rozliczamy się co miesiąc, a współpracę możesz zakończyć z 30-dniowym okresem wypowiedzenia.",
      },
      {
        question: "Czy to zadziała z narzędziami, których już używam?",
        answer:
          "W większości przypadków tak. Integrujemy się z ponad 100 narzędziami – pocztą, systemami CRM, kalendarzami, formularzami i komunikatorami. Nie musisz niczego zmieniać, budujemy na tym, co już masz.",
      },
      {
        question: "Co z bezpieczeństwem danych i RODO?",
        answer:
          "Dane przetwarzamy zgodnie z RODO i przechowujemy je na serwerach w UE. Z każdym klientem zawieramy umowę powierzenia przetwarzania danych osobowych, a dostęp do danych mają tylko osoby, które naprawdę go potrzebują.",
      },
      {
        question: "Co, jeśli automatyzacja nie spełni oczekiwań?",
        answer:
          "Każde wdrożenie objęte jest 60-dniową gwarancją. Jeśli w tym czasie rozwiązanie nie działa tak, jak ustaliliśmy, poprawimy je bez dodatkowych kosztów.",
      },
    ],
  },
  packages: {
    title: "Pakiety usług",
    subtitle:
      "Zacznij od podstaw i rozbudowuj automatyzację razem z firmą. Każdy pakiet dopasowujemy do Twoich procesów.",
    plans: [
      {
        name: "Basic",
        description: "Dla firm, które chcą zautomatyzować pierwszy proces i szybko zobaczyć efekty.",
        features: [
          "Automatyzacja wybranego procesu",
          "Kampanie e-mailowe i follow-upy",
          "Integracja z pocztą i kalendarzem",
          "Wsparcie e-mailowe",
        ],
      },
      {
        name: "Pro",
        description:
          "Dla rosnących firm, które chcą połączyć sprzedaż, komunikację z klientami i rezerwacje.",
        features: [
          "Wszystko z pakietu Basic",
          "Asystent AI na stronie 24/7",
          "Obsługa leadów i integracja z CRM",
          "Automatyczne umawianie spotkań",
          "Priorytetowe wsparcie",
        ],
      },
      {
        name: "Enterprise",
        description: "Dla firm z wieloma zespołami, większą skalą i własnymi wymaganiami bezpieczeństwa.",
        features: [
          "Wszystko z pakietu Pro",
          "Rozwiązania szyte na miarę",
          "100+ integracji, także z systemami wewnętrznymi",
          "SLA z dostępnością 99,9%",
          "Wsparcie 24/7",
        ],
      },
    ],
    priceNote: "Cenę ustalamy po bezpłatnej konsultacji – zależy od zakresu Twoich procesów.",
    terms: [
      "Rozliczenie miesięczne",
      "30 dni okresu wypowiedzenia",
      "60 dni gwarancji",
      "Wdrożenie w 7–14 dni",
    ],
    choose: "Wybierz pakiet",
  },
};
