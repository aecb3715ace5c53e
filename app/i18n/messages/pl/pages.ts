import type { Messages } from "../types";

export const pages: Pick<Messages, "services" | "serviceDetail" | "demo" | "contact" | "web" | "team"> = {
  services: {
    meta: {
      title: "Usługi: automatyzacja i asystenci AI | Flowlane",
      description:
        "Automatyzacja pozyskiwania klientów, sprzedaży i procesów, asystent AI dostępny 24/7 i rezerwacje online. Zobacz, ile godzin tygodniowo zaoszczędzi Twój zespół.",
    },
    title: "Usługi, które wezmą na siebie rutynową pracę",
    subtitle:
      "Wybierz obszar, który najbardziej spowalnia Twoją firmę. Przy każdej usłudze znajdziesz problem, który rozwiązuje, nasze podejście i efekt, jakiego możesz się spodziewać.",
    problemLabel: "Znany problem",
    showSolution: "Jak to rozwiązujemy",
    hideSolution: "Ukryj rozwiązanie",
    resultLabel: "Efekt",
    notSure: {
      title: "Nie wiesz, która usługa jest dla Ciebie?",
      text: "Napisz nam, co w Twojej firmie zajmuje najwięcej czasu. Doradzimy rozwiązanie, które ma sens właśnie u Ciebie – bezpłatnie i bez zobowiązań.",
      button: "Napisz do nas",
    },
  },
  serviceDetail: {
    resultLabel: "Efekt",
    perfectFor: "Idealne dla",
    whatYouGet: "Co otrzymujesz",
    process: "Jak działamy",
    integrations: "Narzędzia i integracje",
    demo: "Wypróbuj to sam",
    realExamples: "Przykłady z praktyki",
    closing: {
      title: "Chcesz zobaczyć, jak to działa w Twojej firmie?",
      text: "W ciągu 48 godzin przygotujemy demo dopasowane do Twojego biznesu. Samo wdrożenie trwa zwykle 7–14 dni.",
    },
  },
  demo: {
    meta: {
      title: "Demo dopasowane do Twojej firmy w 48 h | Flowlane",
      description:
        "Opowiedz nam o swojej firmie, a w ciągu 48 godzin przygotujemy demo automatyzacji lub asystenta AI na miarę twoich potrzeb i omówimy je z Tobą krok po kroku.",
    },
    title: "Zobacz automatyzację w swojej firmie",
    subtitle:
      "Wypełnij krótki formularz, a w ciągu 48 godzin przygotujemy demo skrojone na miarę Twojego biznesu. Zamiast ogólnej prezentacji zobaczysz, jak automatyzacja działałaby właśnie u Ciebie.",
    steps: [
      {
        title: "Opowiedz nam o firmie",
        text: "Wybierz usługę, opisz swój cel i dodaj link do strony, jeśli ją masz. Zajmie ci to około dwóch minut.",
      },
      {
        title: "Przygotujemy demo",
        text: "W ciągu 48 godzin zbudujemy demo dopasowane do twoich procesów, narzędzi i sytuacji, z którymi mierzysz się na co dzień.",
      },
      {
        title: "Przeprowadzimy cię przez nie",
        text: "Pokażemy ci demo online, odpowiemy na pytania i wspólnie oszacujemy, ile czasu i pieniędzy możesz dzięki niemu zaoszczędzić.",
      },
    ],
  },
  contact: {
    meta: {
      title: "Kontakt | Flowlane",
      description:
        "Napisz lub zadzwoń. Omówimy, co w Twojej firmie zajmuje najwięcej czasu, i zaproponujemy automatyzację na miarę. Odpowiadamy w ciągu jednego dnia roboczego.",
    },
    title: "Porozmawiajmy o Twojej firmie",
    subtitle:
      "Napisz, czego potrzebujesz – automatyzacji, asystenta AI, rezerwacji online czy nowej strony internetowej. Odezwiemy się z konkretną propozycją dalszych kroków.",
    emailLabel: "E-mail",
    phoneLabel: "Telefon",
    companyLabel: "Firma",
    responseTime: "Odpowiadamy w ciągu jednego dnia roboczego.",
    bookTitle: "Wolisz porozmawiać?",
    bookText:
      "Wybierz w kalendarzu dogodny termin bezpłatnej konsultacji online. Wystarczy kilka kliknięć, bez żadnych zobowiązań.",
  },
  web: {
    meta: {
      title: "Strony dla restauracji, kawiarni i usług | Flowlane",
      description:
        "Nowoczesne strony dla restauracji, kawiarni, pensjonatów i firm usługowych. Bezpłatny podgląd w 48 godzin, start zwykle w ciągu 7 dni roboczych i stała opieka.",
    },
    hero: {
      eyebrow: "Strony dla gastronomii i usług",
      title: "Strona, która przyciąga gości i klientów",
      subtitle:
        "Projektujemy szybkie, nowoczesne strony dla restauracji, kawiarni, pensjonatów i lokalnych firm usługowych. Klienci znajdą na nich wszystko, czego szukają: menu, godziny otwarcia, rezerwacje i dojazd.",
      cta: "Chcę bezpłatny podgląd",
      note: "Bezpłatny podgląd w ciągu 48 godzin, uruchomienie zwykle w ciągu 7 dni roboczych.",
    },
    benefitsTitle: "Co zyskujesz dzięki nowej stronie",
    benefits: [
      {
        title: "Błyskawiczne ładowanie",
        text: "Zoptymalizowane zdjęcia i czysty kod sprawiają, że strona ładuje się w mgnieniu oka – nawet przy słabym zasięgu.",
      },
      {
        title: "Dopasowana do telefonów",
        text: "Większość gości szuka cię w telefonie. Twoja strona wygląda na nim świetnie i wygodnie obsługuje się ją jednym kciukiem.",
      },
      {
        title: "Widoczność w Google",
        text: "Przemyślana struktura, metadane i powiązanie z Google sprawiają, że łatwiej znajdą cię osoby szukające lokalu w okolicy.",
      },
      {
        title: "Bezpieczeństwo",
        text: "Certyfikat SSL, bezpieczny hosting i regularne kopie zapasowe chronią Twoją stronę i dane twoich klientów.",
      },
    ],
    oneTime: {
      title: "Jednorazowe wykonanie strony",
      subtitle:
        "Wybierz zakres, który pasuje do tego, ile chcesz pokazać klientom. Bezpłatny podgląd zobaczysz, zanim podejmiesz decyzję.",
      plans: [
        {
          name: "Mini Web",
          description: "Zwięzła strona dla małej firmy, którą łatwo znaleźć w sieci.",
          features: [
            "1–3 podstrony",
            "Projekt dopasowany do telefonów",
            "Dane kontaktowe i mapa Google",
            "Podstawowa konfiguracja SEO",
          ],
        },
        {
          name: "Standard Web",
          description: "Najczęstszy wybór: wszystko, czego szukają klienci, przejrzyście w jednym miejscu.",
          features: [
            "3–4 podstrony",
            "Projekt dopasowany do Twojej branży",
            "Formularz kontaktowy",
            "Mapa Google i linki do mediów społecznościowych",
            "Podstawowa konfiguracja SEO",
          ],
        },
        {
          name: "Profi Web",
          description: "Dla firm, które mają więcej do pokazania: usługi, galerię, zespół czy referencje.",
          features: [
            "5 i więcej podstron",
            "Galeria zdjęć i rozbudowana struktura",
            "Formularz kontaktowy i formularz zapytań",
            "SEO dla każdej podstrony",
          ],
        },
        {
          name: "Exclusive Web",
          description: "Strona w pełni na miarę, z funkcjami dopasowanymi do tego, jak pracujesz.",
          features: [
            "Zakres ustalany indywidualnie",
            "Indywidualny projekt i funkcje",
            "Integracja z rezerwacjami lub automatyzacjami",
            "Osobiste konsultacje przez cały projekt",
          ],
        },
      ],
      choose: "Wybierz",
    },
    monthly: {
      title: "Miesięczna opieka nad stroną",
      subtitle:
        "Zajmiemy się hostingiem, bezpieczeństwem i bieżącymi zmianami, a ty możesz skupić się na gościach i klientach.",
      plans: [
        {
          name: "Basic",
          description: "Niezawodne działanie strony bez Twojego zaangażowania.",
          features: [
            "Hosting i kopie zapasowe",
            "Aktualizacje bezpieczeństwa",
            "Podstawowe wsparcie",
            "Certyfikat SSL",
          ],
        },
        {
          name: "Standard",
          description: "Dla firm, które regularnie aktualizują swoją stronę.",
          features: [
            "Wszystko z pakietu Basic",
            "2 godziny zmian miesięcznie",
            "Reakcja w ciągu 24–48 h",
            "Raporty z analityki",
          ],
        },
        {
          name: "Premium",
          description: "Pełna opieka i priorytetowe wsparcie dla firm, które rozwijają się w sieci.",
          features: [
            "Wszystko z pakietu Standard",
            "4 godziny zmian miesięcznie",
            "Priorytetowe wsparcie w ciągu 24 h",
            "Comiesięczne raporty SEO",
          ],
        },
      ],
      choose: "Wybierz pakiet",
    },
    changes: {
      title: "Jednorazowe zmiany",
      subtitle:
        "Nie masz pakietu miesięcznego albo potrzebujesz czegoś ekstra? Zamów pojedynczą zmianę według jej zakresu.",
      tiers: [
        {
          title: "Drobna zmiana",
          text: "Do 15 minut – poprawka tekstu, nowe zdjęcie czy zmiana godzin otwarcia.",
        },
        {
          title: "Średnia zmiana",
          text: "15–60 minut – nowa sekcja albo aktualizacja menu lub galerii.",
        },
        {
          title: "Duża zmiana",
          text: "1–3 godziny – nowa podstrona albo przebudowa układu strony.",
        },
        {
          title: "Nowa funkcja",
          text: "Formularz rezerwacji, kolejna wersja językowa czy nowa integracja – zakres ustalamy z góry.",
        },
      ],
      note: "Większość zmian wprowadzamy w ciągu 24–48 godzin.",
    },
    showcase: {
      title: "Przykładowe strony dla różnych branż",
      subtitle: "Tak może wyglądać strona Twojego lokalu. Nazwy są zmyślone, funkcje – prawdziwe.",
      examples: [
        {
          business: "Restauracja",
          name: "Restauracja Pod Lipą",
          description:
            "Strona rodzinnej restauracji z lunchem dnia, który obsługa aktualizuje w kilka minut.",
          highlights: ["Menu online i dania dnia", "Rezerwacja stolika", "Mapa Google i godziny otwarcia"],
        },
        {
          business: "Kawiarnia",
          name: "Kawiarnia Niebieski Kubek",
          description:
            "Przytulna strona kawiarni, która pokazuje kawę, ciasta i klimat lokalu, zanim gość przekroczy próg.",
          highlights: ["Menu ze zdjęciami", "Zdjęcia z Instagrama", "Dojazd z Mapami Google"],
        },
        {
          business: "Pensjonat",
          name: "Pensjonat Leśny Zakątek",
          description:
            "Strona górskiego pensjonatu, która zamienia odwiedzających w bezpośrednie zapytania o nocleg.",
          highlights: [
            "Pokoje z galerią zdjęć",
            "Zapytanie o nocleg z wyborem terminu",
            "Atrakcje w okolicy",
          ],
        },
        {
          business: "Salon fryzjerski",
          name: "Studio Fryzjerskie Nożyczki",
          description:
            "Strona salonu, na której klienci sprawdzą ofertę i zarezerwują wizytę o każdej porze, nawet w nocy.",
          highlights: ["Rezerwacja wizyt online", "Przegląd usług", "Opinie klientów z Google"],
        },
      ],
    },
    process: {
      title: "Jak to wygląda",
      steps: [
        {
          title: "Konsultacja",
          text: "Opowiedz nam o swojej firmie, celach i stylu, który ci się podoba – przez formularz lub telefonicznie.",
        },
        {
          title: "Projekt",
          text: "W ciągu 48 godzin dostaniesz bezpłatny podgląd strony. Dopracujemy go zgodnie z twoimi uwagami.",
        },
        {
          title: "Uruchomienie",
          text: "Po Twojej akceptacji uruchamiamy stronę – zwykle w ciągu 7 dni roboczych – z certyfikatem SSL i podstawowym SEO.",
        },
        {
          title: "Opieka",
          text: "Hosting, kopie zapasowe, aktualizacje i zmiany obejmuje pakiet miesięczny, więc o stronę nie musisz się martwić.",
        },
      ],
    },
    closing: {
      title: "Chcesz zobaczyć, jak może wyglądać Twoja strona?",
      text: "Podaj kilka informacji o swojej firmie, a w ciągu 48 godzin przygotujemy bezpłatny podgląd. Bez kosztów i bez zobowiązań.",
      button: "Chcę bezpłatny podgląd",
    },
  },
  team: {
    meta: {
      title: "Kariera: zadanie dla programistów | Flowlane",
      description:
        "Szukamy programistów automatyzacji, AI i stron WWW. Zbuduj mały projekt według briefu z 50 wymaganiami, wyślij jedno zgłoszenie i pokaż, co potrafisz.",
    },
    eyebrow: "Kariera",
    title: "Pokaż, co potrafisz zbudować",
    intro:
      "Szukamy programistów, którzy doprowadzają sprawy do końca. Zanim się spotkamy, chcemy zobaczyć Twoją pracę: mały projekt zbudowany według specyfikacji z 50 wymaganiami. Liczy się wynik, nie CV.",
    videoTitle: "Wprowadzenie do zadania",
    videoUnavailable:
      "Twoja przeglądarka nie może odtworzyć tego filmu. Spróbuj w innej przeglądarce albo zaktualizuj obecną.",
    sections: [
      {
        title: "Kogo szukamy",
        text: "Programisty automatyzacji i AI albo web developera, który dołączy do projektów dla naszych klientów: integracji narzędzi i systemów CRM, asystentów AI, systemów rezerwacji i stron dla małych firm. Nie liczą się dyplomy, tylko działające rozwiązania zgodne ze specyfikacją.",
      },
      {
        title: "Co zbudujesz",
        text: "Mały projekt automatyzacji lub stronę internetową według załączonego briefu. To pomniejszona wersja tego, co na co dzień robimy dla klientów: precyzyjna specyfikacja i wynik, który musi działać.",
      },
      {
        title: "50 wymagań",
        text: "Brief zawiera 50 konkretnych wymagań – każde jasno sformułowane i możliwe do sprawdzenia. Przeczytaj wszystkie, zanim zaczniesz. Oszczędzisz sobie czasu i poprawek.",
      },
      {
        title: "Jak oceniamy",
        text: "Sprawdzamy rozwiązanie wymaganie po wymaganiu i przy każdym weryfikujemy, czy zostało spełnione. Liczy się to, ile z 50 wymagań naprawdę działa – nie długość opisu ani liczba użytych technologii.",
      },
      {
        title: "Wynagrodzenie",
        text: "Wynagrodzenie zależy wyłącznie od wyników. Nie płacimy za przepracowane godziny, tylko za to, co faktycznie dostarczysz.",
      },
      {
        title: "Jak wysłać rozwiązanie",
        text: "Skorzystaj z formularza poniżej: podaj e-mail, prześlij rozwiązanie jako jeden plik PDF i potwierdź każdy z 8 warunków. Dopóki nie zaznaczysz wszystkich, formularza nie da się wysłać.",
      },
    ],
    rules: [
      "Wynagrodzenie wyłącznie za wynik – bez stawki godzinowej.",
      "Jedno zgłoszenie na kandydata. Wyślij tylko ostateczną wersję.",
      "Rozwiązanie przesyłasz jako jeden plik PDF.",
      "Oceniamy według wszystkich 50 wymagań z briefu.",
      "W formularzu musisz potwierdzić każdy z 8 warunków.",
    ],
  },
};
