import { typeset } from "~/i18n/typography";
import type { Translation } from "../../translations";
import type { pages as source } from "../en/pages";

export const pages: Translation<typeof source> = typeset("pl", {
  services: {
    meta: {
      title: "Usługi: automatyzacja i asystenci AI | Flowlane",
      description:
        "Pozyskiwanie klientów, automatyzacja sprzedaży i procesów, asystent AI dostępny 24/7 i rezerwacje online. Zobacz, ile godzin tygodniowo zaoszczędzi twój zespół.",
    },
    title: "Usługi, które wezmą na siebie rutynową pracę",
    subtitle:
      "Wybierz obszar, który najbardziej spowalnia twoją firmę. Przy każdej usłudze znajdziesz problem, który rozwiązuje, nasze podejście i efekt, jakiego możesz się spodziewać.",
    problemLabel: "Znasz to?",
    showSolution: "Jak to rozwiązujemy",
    hideSolution: "Ukryj rozwiązanie",
    resultLabel: "Efekt",
    notSure: {
      title: "Nie wiesz, która usługa jest dla ciebie?",
      text: "Napisz nam, co w twojej firmie zajmuje najwięcej czasu. Doradzimy rozwiązanie, które ma sens właśnie u ciebie – bezpłatnie i bez zobowiązań.",
      button: "Napisz do nas",
    },
  },
  serviceDetail: {
    resultLabel: "Efekt",
    perfectFor: "Idealne dla",
    whatYouGet: "Co otrzymujesz",
    process: "Jak działamy",
    integrations: "Narzędzia i integracje",
    demo: "Sprawdź, jak to działa",
    realExamples: "Jak to może wyglądać u ciebie",
    closing: {
      title: "Chcesz zobaczyć, jak to działa w twojej firmie?",
      text: "W ciągu 48 godzin przygotujemy demo dla twojej firmy. Samo wdrożenie trwa zwykle 7–14 dni.",
    },
  },
  demo: {
    meta: {
      title: "Demo dla twojej firmy w 48 godzin | Flowlane",
      description:
        "Opowiedz nam o swojej firmie, a w ciągu 48 godzin przygotujemy demo automatyzacji lub asystenta AI na miarę twoich potrzeb i omówimy je z tobą krok po kroku.",
    },
    title: "Zobacz automatyzację w swojej firmie",
    subtitle:
      "Wypełnij krótki formularz, a w ciągu 48 godzin przygotujemy demo skrojone na miarę twojej firmy. Zamiast ogólnej prezentacji zobaczysz, jak automatyzacja działałaby właśnie u ciebie.",
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
        "Napisz lub zadzwoń. Omówimy, co w twojej firmie zajmuje najwięcej czasu, i zaproponujemy automatyzację na miarę. Odpowiadamy w ciągu jednego dnia roboczego.",
    },
    title: "Porozmawiajmy o twojej firmie",
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
        "Nowoczesne strony dla restauracji, kawiarni, pensjonatów i firm usługowych. Bezpłatny podgląd w 48 godzin, uruchomienie zwykle w ciągu 7 dni roboczych i stała opieka.",
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
        text: "Przejrzysta struktura, opisy podstron i wizytówka w Mapach Google sprawiają, że łatwiej znajdą cię osoby szukające lokalu w okolicy.",
      },
      {
        title: "Bezpieczeństwo",
        text: "Certyfikat SSL, bezpieczny hosting i regularne kopie zapasowe chronią twoją stronę i dane twoich klientów.",
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
            "Podstawowe ustawienia dla wyszukiwarek (SEO)",
          ],
        },
        {
          name: "Standard Web",
          description: "Najczęstszy wybór: wszystko, czego szukają klienci, przejrzyście w jednym miejscu.",
          features: [
            "3–4 podstrony",
            "Projekt dopasowany do twojej branży",
            "Formularz kontaktowy",
            "Mapa Google i linki do mediów społecznościowych",
            "Podstawowe ustawienia dla wyszukiwarek (SEO)",
          ],
        },
        {
          name: "Profi Web",
          description: "Dla firm, które mają więcej do pokazania: usługi, galerię, zespół czy referencje.",
          features: [
            "5 i więcej podstron",
            "Galeria zdjęć i rozbudowana struktura",
            "Formularz kontaktowy i formularz zapytań",
            "Ustawienia dla wyszukiwarek na każdej podstronie",
          ],
        },
        {
          name: "Strona na miarę",
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
          name: "Podstawowy",
          description: "Niezawodne działanie strony bez twojego zaangażowania.",
          features: [
            "Hosting i kopie zapasowe",
            "Aktualizacje bezpieczeństwa",
            "Podstawowe wsparcie",
            "Certyfikat SSL",
          ],
        },
        {
          name: "Standardowy",
          description: "Dla firm, które regularnie aktualizują swoją stronę.",
          features: [
            "Wszystko z abonamentu Podstawowy",
            "2 godziny zmian miesięcznie",
            "Reakcja w ciągu 24–48 h",
            "Raporty odwiedzin strony",
          ],
        },
        {
          name: "Rozszerzony",
          description: "Najwięcej opieki i priorytetowe wsparcie dla firm, które rozwijają się w sieci.",
          features: [
            "Wszystko z abonamentu Standardowy",
            "4 godziny zmian miesięcznie",
            "Priorytetowe wsparcie w ciągu 24 h",
            "Comiesięczny raport pozycji w wyszukiwarce (SEO)",
          ],
        },
      ],
      choose: "Wybierz abonament",
    },
    changes: {
      title: "Jednorazowe zmiany",
      subtitle:
        "Nie masz abonamentu albo potrzebujesz czegoś ekstra? Zamów pojedynczą zmianę według jej zakresu.",
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
      subtitle: "Tak może wyglądać strona twojego lokalu. Nazwy są zmyślone, funkcje – prawdziwe.",
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
      open: "Otwórz przykład",
      previewTitle: "Podgląd przykładowej strony {name}",
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
          text: "Po twojej akceptacji uruchamiamy stronę – zwykle w ciągu 7 dni roboczych – z certyfikatem SSL i podstawowymi ustawieniami dla wyszukiwarek.",
        },
        {
          title: "Opieka",
          text: "Hosting, kopie zapasowe, aktualizacje i zmiany obejmuje abonament, więc o stronę nie musisz się martwić.",
        },
      ],
    },
    closing: {
      title: "Chcesz zobaczyć, jak może wyglądać twoja strona?",
      text: "Podaj kilka informacji o swojej firmie, a w ciągu 48 godzin przygotujemy bezpłatny podgląd. Bez kosztów i bez zobowiązań.",
      button: "Chcę bezpłatny podgląd",
    },
  },
  team: {
    meta: {
      title: "Kariera: zadanie dla programistów | Flowlane",
      description:
        "Szukamy programistów automatyzacji, AI i stron WWW. Zbuduj mały projekt według zadania z 50 wymaganiami, wyślij jedno zgłoszenie i pokaż, co potrafisz.",
    },
    eyebrow: "Kariera",
    title: "Pokaż, co potrafisz zbudować",
    intro:
      "Szukamy programistów, którzy doprowadzają sprawy do końca. Zanim się spotkamy, chcemy zobaczyć twoją pracę: mały projekt zbudowany według zadania z 50 wymaganiami. Liczy się wynik, nie CV.",
    videoTitle: "Wprowadzenie do zadania",
    videoUnavailable:
      "Twoja przeglądarka nie może odtworzyć tego filmu. Spróbuj w innej przeglądarce albo zaktualizuj obecną.",
    sections: [
      {
        title: "Kogo szukamy",
        text: "Programisty automatyzacji i AI albo programisty stron WWW, który dołączy do projektów dla naszych klientów: łączenie narzędzi i systemów CRM, asystenci AI, systemy rezerwacji i strony dla małych firm. Nie liczą się dyplomy, tylko działające rozwiązania zgodne z zadaniem.",
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
        text: "Skorzystaj z formularza na dole strony: podaj e-mail, prześlij rozwiązanie jako jeden plik PDF i potwierdź każdy z 8 warunków. Dopóki nie zaznaczysz wszystkich, formularza nie da się wysłać.",
      },
    ],
    rules: [
      "Wynagrodzenie wyłącznie za wynik – bez stawki godzinowej.",
      "Jedno zgłoszenie na kandydata. Wyślij tylko ostateczną wersję.",
      "Rozwiązanie przesyłasz jako jeden plik PDF.",
      "Oceniamy według wszystkich 50 wymagań zadania.",
      "W formularzu potwierdzasz każdy z 8 warunków.",
    ],
    assignment: {
      title: "Zadanie: od zapytania do umówionej wizyty",
      brief:
        "Studio Fryzjerskie Nożyczki z czterema fryzjerkami traci klientów: zapytania przychodzą przez stronę, odpowiedzi wychodzą późno, a każdą wizytę ustala się przez telefon. Zbuduj automatyzację, która przejmie każde zapytanie z formularza na stronie, odpowie na nie w ciągu minuty, zapisze je i pozwoli klientowi zarezerwować wolny termin. Użyj dowolnych narzędzi (Make, n8n, Zapier, własny kod) w wersjach bezpłatnych lub próbnych.",
      groups: [
        {
          title: "Formularz zapytania",
          requirements: [
            "Formularz pyta o imię, e-mail, telefon (opcjonalnie), usługę i wiadomość.",
            "Imię, e-mail, usługa i wiadomość są obowiązkowe, a formularz mówi, którego pola brakuje.",
            "Nieprawidłowy adres e-mail formularz odrzuca z jasnym komunikatem.",
            "Usługę wybiera się z listy co najmniej czterech usług salonu.",
            "Formularz działa na telefonie o szerokości 390 px bez przewijania w bok.",
            "Każde pole ma widoczną etykietę.",
            "Ukryte pole zatrzymuje proste boty: zgłoszenie z wypełnionym ukrytym polem nigdy nie staje się zapytaniem.",
            "Po wysłaniu klient widzi na stronie potwierdzenie.",
            "Formularz prosi o zgodę na przetwarzanie danych osobowych i linkuje do polityki prywatności.",
            "Ten sam formularz wysłany dwa razy w ciągu minuty zapisuje się tylko raz.",
          ],
        },
        {
          title: "Zapisywanie zapytań",
          requirements: [
            "Każde zapytanie trafia w jedno miejsce (arkusz, baza danych lub CRM) razem z godziną, o której przyszło.",
            "Zapisany rekord zawiera wszystkie pola dokładnie tak, jak wysłał je klient.",
            "Każde zapytanie dostaje unikalny numer.",
            "Każde zapytanie ma status: nowe, z odpowiedzią, umówione lub zamknięte.",
            "Nowe zapytanie zaczyna ze statusem „nowe”.",
            "Zapytania z tego samego adresu e-mail są przypisane do jednego klienta.",
            "Zapytanie, w którym klient pyta o ceny, dostaje etykietę „cena”.",
            "Razem z zapytaniem zapisują się źródło, medium i kampania wizyty (parametry UTM).",
            "Salon może pobrać wszystkie zapytania jako plik CSV.",
            "Gdy któryś z dalszych kroków zawiedzie, zapytanie zostaje zapisane, a błąd jest ponawiany lub zgłaszany.",
          ],
        },
        {
          title: "Odpowiedzi i przypomnienia",
          requirements: [
            "Klient w ciągu minuty dostaje e-mail z potwierdzeniem.",
            "Potwierdzenie powtarza to, co klient wysłał.",
            "Potwierdzenie zawiera link do rezerwacji terminu.",
            "Salon dostaje powiadomienie o każdym nowym zapytaniu, e-mailem lub w komunikatorze.",
            "Powiadomienie zawiera imię klienta, usługę, wiadomość i link do rekordu.",
            "E-maile wychodzą z adresu i pod nazwą salonu, a nie z adresu „no-reply” jakiegoś narzędzia.",
            "Klient, który w ciągu 24 godzin nie zarezerwował terminu, dostaje jeden e-mail z przypomnieniem.",
            "Klient, który ma już rezerwację, nie dostaje przypomnienia.",
            "Klient może wyłączyć przypomnienia jednym kliknięciem.",
            "Każdy e-mail ma też wersję w czystym tekście.",
          ],
        },
        {
          title: "Odpowiedzi przygotowane przez AI",
          requirements: [
            "Model AI przygotowuje projekt odpowiedzi na wiadomość klienta.",
            "Projekt opiera się tylko na cenniku i godzinach otwarcia, które dostarczysz, i nigdy nie wymyśla ceny.",
            "Projekt jest w języku wiadomości klienta (co najmniej po czesku i po angielsku).",
            "Projekt wychodzi dopiero wtedy, gdy ktoś z salonu go zatwierdzi lub poprawi.",
            "Gdy usługa AI nie działa, klient i tak dostaje e-mail z potwierdzeniem.",
            "Polecenie dla modelu (prompt) i jego ustawienia są w pliku PDF.",
          ],
        },
        {
          title: "Rezerwacje",
          requirements: [
            "Klient widzi wolne terminy na najbliższe 14 dni, tylko w godzinach otwarcia salonu.",
            "Zajęty termin nigdy nie jest proponowany.",
            "Dwóch klientów nigdy nie zarezerwuje tego samego terminu.",
            "Rezerwacja tworzy wydarzenie w kalendarzu salonu (Kalendarz Google lub Outlook).",
            "Klient dostaje potwierdzenie z datą, godziną, usługą i adresem salonu.",
            "Klient może odwołać lub przenieść rezerwację przez link w potwierdzeniu.",
            "24 godziny przed wizytą wychodzi przypomnienie.",
            "Po rezerwacji status zapytania zmienia się na „umówione”.",
          ],
        },
        {
          title: "Oddanie rozwiązania",
          requirements: [
            "Cały proces, od formularza do rezerwacji, działa bez żadnego ręcznego kroku.",
            "W pliku PDF, na zrzutach ekranu i w żadnym udostępnionym pliku nie ma hasła ani klucza API.",
            "Plik PDF omawia wymagania według numerów i przy każdym podaje dowód: zrzut ekranu, link lub krótkie nagranie.",
            "Plik PDF wymienia wymagania, które nie zostały spełnione, i wyjaśnia dlaczego.",
            "Plik PDF zawiera schemat całego procesu, najwyżej na jednej stronie.",
            "Działająca wersja jest dla nas dostępna przez 14 dni po wysłaniu, w razie potrzeby z testowym logowaniem.",
          ],
        },
      ],
    },
  },
});
