import { typeset } from "~/i18n/typography";
import type { Translation } from "../../translations";
import type { shell as source } from "../en/shell";

export const shell: Translation<typeof source> = typeset("pl", {
  common: {
    siteTagline:
      "Automatyzacja i asystenci AI, dzięki którym małe firmy co tydzień oszczędzają godziny rutynowej pracy.",
    skipToContent: "Przejdź do treści",
    close: "Zamknij",
    mostPopular: "Najczęściej wybierany",
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
    assistant: "Zapytaj asystenta",
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    tryDemo: "Sprawdź, jak to działa",
    getDemo48h: "Demo w 48 godzin",
    contactUs: "Napisz do nas",
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
    founderWork: "Projektuje i buduje automatyzacje, od pierwszej konsultacji do wdrożenia.",
    coFounderWork: "Opiekuje się klientami, ich zleceniami i wsparciem po wdrożeniu.",
    hiringTitle: "Rekrutujemy",
    hiringText: "Lubisz automatyzację i AI? Przeczytaj nasze zadanie rekrutacyjne i pokaż, co potrafisz.",
    hiringButton: "Zobacz zadanie",
    contactHeading: "Kontakt",
    servicesHeading: "Usługi",
    companyHeading: "Firma",
    followUs: "Obserwuj nas",
    registrationNumber: "Numer rejestrowy (IČO)",
    officeLabel: "Biuro w Polsce",
    mailLinkFallback: "Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:",
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
    text: "Niezbędne pliki cookie zapewniają działanie strony. Analityczne pliki cookie (Google Tag Manager / Google Analytics) pomagają nam zrozumieć, jak korzystasz ze strony – włączamy je wyłącznie za twoją zgodą. Jeśli je odrzucisz, zostaną tylko te niezbędne.",
    accept: "Akceptuję",
    reject: "Odrzucam",
    privacyLink: "Polityka prywatności",
    saved: "Zapisaliśmy twoje ustawienia plików cookie.",
  },
  booking: {
    meta: {
      title: "Umów konsultację | Flowlane",
      description:
        "Umów bezpłatną 15-minutową konsultację. Wybierz terminy, które ci pasują, a my potwierdzimy jeden z nich.",
    },
    /** With an online calendar (BOOKING_URL): the visitor books a slot himself. */
    calendarDescription:
      "Umów bezpłatną 15-minutową konsultację. Wybierz wolny termin w kalendarzu i od razu go zarezerwuj.",
    dialogTitle: "Umów konsultację",
    frameTitle: "Consultation Calendar",
    unavailable:
      "Kalendarz online jest chwilowo niedostępny. Napisz do nas lub zadzwoń – ustalimy termin, który ci odpowiada.",
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
  requestError: {
    titles: {
      badRequest: "Nie udało się odczytać wysłanych danych",
      forbidden: "Formularz wysłano z innej strony, więc go nie przyjęliśmy",
      methodNotAllowed: "Ta strona nie obsługuje takiej operacji",
      payloadTooLarge: "Wysłano więcej danych, niż przyjmujemy",
      unsupportedMediaType: "Ta strona nie przyjmuje danych wysłanych w ten sposób",
      tooManyRequests: "Z twojego połączenia wysłano zbyt wiele żądań",
      serverError: "Coś poszło nie tak po naszej stronie",
    },
    text: "Wróć na stronę, z której przychodzisz, i spróbuj ponownie. Jeśli nadal się nie uda, napisz do nas lub zadzwoń.",
  },
  home: {
    meta: {
      title: "Automatyzacja i asystenci AI dla firm | Flowlane",
      description:
        "Automatyzujemy pozyskiwanie klientów, obsługę zapytań, rezerwacje i obsługę klienta. Działające demo w 48 godzin, wdrożenie w 7–14 dni.",
    },
    hero: {
      eyebrow: "Automatyzacja i AI dla małych firm",
      title: "Rutynę przejmie automatyzacja. Ty zajmij się klientami.",
      subtitle:
        "Łączymy twoją pocztę, CRM, kalendarz i stronę w jeden system. Asystent AI odpowiada klientom w dzień i w nocy, umawia wizyty i pilnuje, żeby żadne zapytanie nie przepadło.",
      claims: [
        "Od konsultacji do działającego dema",
        "Od konsultacji do wdrożenia",
        "Asystent AI na dyżurze",
        "Gwarancji na każde wdrożenie",
      ],
      flow: {
        label:
          "Przykład: nowe zapytanie ze strony dostaje odpowiedź w 40 sekund, samo trafia do CRM i kończy się umówionym spotkaniem.",
        title: "Nowe zapytanie",
        source: "Formularz na stronie · 21:47",
        from: "Anna Nowak, Salon Lotos",
        message: "„Dzień dobry, zrobicie nam rezerwacje online?”",
        steps: ["Asystent AI odpisał w 40 s", "Zapisane w CRM", "Spotkanie umówione: pt 10:00"],
        stages: ["Nowe", "Odpowiedź", "Spotkanie", "Zlecenie"],
      },
    },
    playground: {
      title: "Zobacz automatyzację w akcji",
      subtitle: "Wybierz zadanie, uruchom je i zobacz, jak praca na kilka godzin kończy się w kilka sekund.",
      scenarios: [
        {
          name: "Maile do nowych klientów",
          problem: "Ręczne pisanie i wysyłanie maili zajmuje godziny, a odpowiedzi giną w skrzynce.",
        },
        {
          name: "Obsługa zapytań",
          problem: "Zapytania ze strony trafiają do CRM ręcznie i czekają na odpowiedź całymi dniami.",
        },
        {
          name: "Umawianie spotkań",
          problem: "Ustalenie jednego terminu to seria maili tam i z powrotem.",
        },
        {
          name: "Obsługa klienta",
          problem:
            "Te same pytania zasypują twój zespół, a klienci piszący po godzinach czekają na odpowiedź do rana.",
        },
      ],
      savingsLabel: "zaoszczędzonych tygodniowo",
      cta: "Chcę tego w swojej firmie",
    },
    howItWorks: {
      title: "Jak to działa",
      subtitle: "Trzy powiązane kroki – od pierwszego kontaktu do umówionego spotkania.",
      steps: [
        {
          title: "Pozyskiwanie klientów",
          text: "Osobiste maile i wiadomości na LinkedInie docierają do właściwych osób we właściwym momencie, a kolejne wiadomości wysyłają się same.",
        },
        {
          title: "Automatyzacja",
          text: "Każde nowe zapytanie samo trafia do CRM, dostaje priorytet i uruchamia kolejne kroki – bez ręcznego przepisywania.",
        },
        {
          title: "Asystent i rezerwacje",
          text: "Asystent AI odpowiada na pytania 24/7, sprawdza, czego klient potrzebuje, i od razu zapisuje go w twoim kalendarzu.",
        },
      ],
    },
    services: {
      title: "Nasze usługi",
      subtitle: "Cztery obszary, w których automatyzacja oszczędza najwięcej czasu.",
    },
    proof: {
      title: "Liczby, które możesz sprawdzić",
      subtitle:
        "Jesteśmy młodą firmą, więc nie chwalimy się setkami klientów. Pokazujemy, co naprawdę potrafi nasz własny system – i co gwarantujemy w umowie.",
      stats: [
        "Utraconych zapytań, choć w trakcie wysyłania {leads} zapytań celowo {crashes} razy doprowadziliśmy do awarii serwera",
        "Najwyżej tyle czeka {percentile} na 100 klientów, aż formularz potwierdzi ich zapytanie, nawet gdy wysyła je naraz {connections} osób",
        "Języki, w których odpowiadają strona, e-maile i asystent – klient z zagranicy dostaje odpowiedź, którą rozumie",
        "Pokazy automatyzacji, które uruchomisz bez rejestracji, zanim cokolwiek zapłacisz",
      ],
      statSources: [
        "Test awarii: serwer wyłączany w trakcie wysyłania",
        "Test szczytu: {posts} zapytań na jednym serwerze",
        "Czeski, angielski, polski",
        "Tutaj, na tej stronie",
      ],
      commitments: [
        {
          title: "60 dni gwarancji",
          text: "Każde rozwiązanie ma 60 dni gwarancji. Jeśli nie działa tak, jak ustaliliśmy, poprawimy je bez dodatkowych kosztów.",
        },
        {
          title: "Bez długich zobowiązań",
          text: "Płacisz co miesiąc, a współpracę możesz zakończyć z 30-dniowym okresem wypowiedzenia.",
        },
        {
          title: "Demo w 48 godzin",
          text: "W ciągu 48 godzin od konsultacji pokażemy ci działające demo przygotowane dla twojej firmy.",
        },
      ],
    },
    closing: {
      title: "Ile czasu może ci oddać automatyzacja?",
      text: "Na bezpłatnej konsultacji przejdziemy przez twoje procesy i wskażemy, co warto zautomatyzować w pierwszej kolejności.",
    },
  },
  roi: {
    title: "Kalkulator oszczędności",
    subtitle: "Wpisz kilka liczb i sprawdź, ile zaoszczędzi twoja firma – już po odliczeniu naszej opłaty.",
    hoursLabel: "Godziny ręcznej pracy miesięcznie",
    rateLabel: "Ile kosztuje cię godzina tej pracy",
    tasksLabel: "Zadania do automatyzacji miesięcznie",
    feeLabel: "Nasza miesięczna opłata",
    feeHint:
      "Na start wpisaliśmy cenę pakietu {package}: od {price} miesięcznie. Dokładną cenę podamy w ofercie po bezpłatnej konsultacji.",
    limit: "Liczymy najwyżej {max}.",
    noSavings:
      "Przy tych liczbach automatyzacja kosztowałaby więcej, niż oszczędza. Porozmawiajmy, zanim cokolwiek wydasz.",
    monthlySavings: "Oszczędność miesięczna",
    yearlySavings: "Oszczędność roczna",
    hoursReclaimed: "Zaoszczędzone godziny miesięcznie",
    tasksPerYear: "Zautomatyzowane zadania rocznie",
    hoursUnit: "h",
    assumption:
      "Zakładamy, że automatyzacja przejmie {share} wpisanych godzin i zadań. Oszczędność miesięczna = zaoszczędzone godziny × koszt godziny − nasza opłata; oszczędność roczna = oszczędność miesięczna × 12; zautomatyzowane zadania rocznie = {share} zadań miesięcznie × 12. To szacunek – prawdziwą kwotę dla twojej firmy policzymy razem na konsultacji.",
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
        question: "Ile to kosztuje i jak się płaci?",
        answer:
          "Cenę ustalamy po bezpłatnej konsultacji, gdy znamy zakres prac – nie płacisz za nic, czego nie potrzebujesz. Płacisz co miesiąc, a współpracę możesz zakończyć z 30-dniowym okresem wypowiedzenia.",
      },
      {
        question: "Czy to zadziała z narzędziami, których już używam?",
        answer:
          "W większości przypadków tak. Łączymy ponad 100 narzędzi – pocztę, systemy CRM, kalendarze, formularze i komunikatory. Nie musisz niczego zmieniać, budujemy na tym, co już masz.",
      },
      {
        question: "Co z bezpieczeństwem danych i RODO?",
        answer:
          "Dane przetwarzamy zgodnie z RODO i przechowujemy je na serwerach w UE. Z każdym klientem zawieramy umowę powierzenia przetwarzania danych osobowych, a dostęp do danych mają tylko osoby, które naprawdę go potrzebują.",
      },
      {
        question: "Co, jeśli automatyzacja nie spełni oczekiwań?",
        answer:
          "Każde rozwiązanie ma 60 dni gwarancji. Jeśli w tym czasie nie działa tak, jak ustaliliśmy, poprawimy je bez dodatkowych kosztów.",
      },
    ],
  },
  packages: {
    title: "Pakiety usług",
    subtitle:
      "Zacznij od jednego procesu i rozbudowuj automatyzację razem z firmą. Każdy pakiet dopasowujemy do tego, jak pracujesz.",
    plans: [
      {
        name: "Start",
        description: "Dla firm, które chcą zautomatyzować pierwszy proces i szybko zobaczyć efekty.",
        features: [
          "Automatyzacja wybranego procesu",
          "Maile do nowych klientów z kolejnymi wiadomościami",
          "Połączenie z pocztą i kalendarzem",
          "Wsparcie mailowe",
        ],
      },
      {
        name: "Rozwój",
        description: "Dla rosnących firm, które chcą połączyć sprzedaż, kontakt z klientami i rezerwacje.",
        features: [
          "Wszystko z pakietu Start",
          "Asystent AI na stronie 24/7",
          "Obsługa zapytań połączona z CRM",
          "Automatyczne umawianie spotkań",
          "Priorytetowe wsparcie",
        ],
      },
      {
        name: "Na miarę",
        description:
          "Dla firm z kilkoma zespołami, większą liczbą zapytań i własnymi wymaganiami bezpieczeństwa.",
        features: [
          "Wszystko z pakietu Rozwój",
          "Rozwiązanie zbudowane wokół twoich procesów",
          "Ponad 100 narzędzi, także twoje systemy wewnętrzne",
          "SLA z dostępnością 99,9%",
          "Wsparcie 24/7",
        ],
      },
    ],
    priceNote: "Ostateczną cenę ustalimy po bezpłatnej konsultacji – zależy od zakresu twoich procesów.",
    terms: [
      "Rozliczenie miesięczne",
      "30 dni okresu wypowiedzenia",
      "60 dni gwarancji",
      "Wdrożenie w 7–14 dni",
    ],
    choose: "Wybierz pakiet",
  },
});
