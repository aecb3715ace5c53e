import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { services as source } from "./en";

export const services: Translation<typeof source> = typeset("pl", [
  {
    slug: "outreach",
    name: "Pozyskiwanie klientów",
    tagline: "Osobiste maile i wiadomości na LinkedInie, które umawiają ci spotkania",
    oneLiner:
      "Handlowcy godzinami piszą maile, na które nikt nie odpowiada, a o kolejnych wiadomościach w natłoku pracy łatwo zapomnieć.",
    result:
      "Regularne spotkania z osobami, które naprawdę pasują do twojej oferty. Kampanie działają same, a twój zespół zajmuje się rozmowami, nie wysyłką.",
    bullets: [
      "Budujemy listę kontaktów dopasowaną do tego, kto jest twoim idealnym klientem",
      "AI dopasowuje każdą wiadomość do firmy, stanowiska i tego, co akurat dzieje się u odbiorcy",
      "Kolejne wiadomości mailem i na LinkedInie wysyłają się same i zatrzymują, gdy tylko ktoś odpowie",
      "Sprawdzamy dwie wersje tematu i treści (test A/B) i zostawiamy tę, na którą ludzie częściej odpowiadają",
      "Odpowiedzi i zainteresowane osoby same trafiają do twojego CRM",
    ],
    deliverables: [
      "Opis twojego idealnego klienta i sprawdzona lista kontaktów",
      "Treści kampanii, które AI dopasowuje do każdego odbiorcy, i 3–5 kolejnych wiadomości",
      "Domeny i skrzynki nadawcze ustawione tak, żeby maile nie trafiały do spamu (SPF, DKIM, DMARC)",
      "Wiadomości na LinkedInie równolegle z mailami",
      "Połączenie z CRM, w którym odpowiedzi i najbardziej zainteresowane osoby zapisują się same",
      "Podgląd wyników i regularne raporty",
    ],
    forWho: [
      "Firmy B2B szukające nowych klientów",
      "Agencje marketingowe i digitalowe",
      "Firmy SaaS i software house'y",
      "Konsultanci i firmy doradcze",
      "Agencje rekrutacyjne",
    ],
    process: [
      {
        title: "Strategia i grupa docelowa",
        description: "Określamy idealnego klienta, ofertę i cele kampanii.",
        time: "1–2 dni",
      },
      {
        title: "Lista kontaktów",
        description: "Wyszukujemy i sprawdzamy kontakty do osób, które decydują w firmach twoich klientów.",
        time: "2–3 dni",
      },
      {
        title: "Treści i osobisty ton",
        description: "Piszemy serię wiadomości i ustawiamy, jak AI dopasuje każdą z nich do odbiorcy.",
        time: "2–4 dni",
      },
      {
        title: "Konfiguracja i start",
        description:
          "Przygotowujemy domeny, skrzynki i narzędzia, wszystko testujemy i uruchamiamy kampanię.",
        time: "2–3 dni",
      },
      {
        title: "Wyniki i poprawki",
        description: "Śledzimy otwarcia, odpowiedzi i umówione spotkania, a to, co działa, stale wzmacniamy.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Na przykład: firma IT, która szuka odbiorców",
        description:
          "Lista firm według branży i wielkości, osobisty e-mail do każdego kierownika IT i kolejna wiadomość, gdy nie odpowie. Odpowiedzi same trafiają do CRM.",
      },
      {
        title: "Na przykład: software house, który testuje wiadomości",
        description:
          "Dwie wersje pierwszej wiadomości działają równolegle, a po kilku tygodniach widzisz, która zbiera więcej odpowiedzi. Lepszą wysyłamy potem wszystkim.",
      },
      {
        title: "Na przykład: agencja rekrutacyjna",
        description:
          "Kolejne wiadomości mailem i na LinkedInie wysyłają się same, dopóki klient nie odpowie. Rekruterzy przejmują tylko rozpoczęte rozmowy.",
      },
    ],
    metaTitle: "Pozyskiwanie klientów mailem i na LinkedInie | Flowlane",
    metaDescription:
      "Osobiste maile i wiadomości na LinkedInie z pomocą AI, kolejne wiadomości, które wysyłają się same, i połączenie z CRM. Wdrożenie w 7–14 dni, demo w 48 godzin.",
  },
  {
    slug: "automation",
    name: "Automatyzacja sprzedaży i procesów",
    tagline: "CRM, zapytania, faktury i raporty, które działają same",
    oneLiner:
      "Zapytania czekają na odpowiedź, dane są ręcznie przepisywane między systemami, a faktury i raporty zabierają ci wieczory.",
    result:
      "Każde zapytanie od razu trafia do systemu, dostaje ocenę i właściwą osobę. Żadne nie przeleży w czyjejś skrzynce.",
    bullets: [
      "Łączymy CRM, pocztę, formularze na stronie i inne narzędzia w jeden spójny proces",
      "Nowe zapytania są same oceniane, dostają priorytet i trafiają do właściwego handlowca",
      "Sprzedaż posuwa się sama: zadania, przypomnienia i kolejne wiadomości bez ręcznej pracy",
      "Faktury, potwierdzenia zamówień i raporty tworzą się i wysyłają automatycznie",
      "Gdy coś wymaga uwagi, zespół dostaje powiadomienie na Slacku lub mailem",
    ],
    deliverables: [
      "Audyt obecnych procesów i mapa tego, co warto zautomatyzować",
      "Konfiguracja lub uporządkowanie CRM, w tym etapów sprzedaży i pól",
      "Automatyczne zbieranie, ocena i przypisywanie zapytań",
      "Automatyczne faktury i raporty połączone z księgowością",
      "Dokumentacja i szkolenie zespołu",
      "Pilnowanie każdej automatyzacji i powiadomienia o błędach",
    ],
    forWho: [
      "Firmy B2B z działem sprzedaży",
      "Sklepy internetowe",
      "Agencje i konsultanci",
      "Biura nieruchomości",
      "Hurtownie i dystrybutorzy",
      "Firmy usługowe, które regularnie wystawiają faktury",
    ],
    process: [
      {
        title: "Audyt procesów",
        description:
          "Sprawdzamy, jak w twojej firmie przepływają zapytania, zamówienia i dane oraz gdzie ucieka czas.",
        time: "1–2 dni",
      },
      {
        title: "Projekt automatyzacji",
        description: "Proponujemy procesy, narzędzia i kolejność, które zaoszczędzą ci najwięcej.",
        time: "1–2 dni",
      },
      {
        title: "Wdrożenie i integracje",
        description: "Łączymy twoje systemy i budujemy automatyzacje w Make, Zapierze lub n8n.",
        time: "4–7 dni",
      },
      {
        title: "Testy i szkolenie",
        description: "Testujemy wszystko na prawdziwych danych, dopracowujemy szczegóły i szkolimy zespół.",
        time: "1–3 dni",
      },
      {
        title: "Opieka i rozwój",
        description:
          "Pilnujemy, żeby automatyzacje działały bez zarzutu, i dodajemy kolejne wraz z rozwojem firmy.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Na przykład: hurtownia materiałów budowlanych",
        description:
          "Zapytania ze strony i z maila same dostają ocenę w Pipedrive według wielkości i branży i trafiają do handlowca, który jest następny w kolejce.",
      },
      {
        title: "Na przykład: sklep internetowy z wyposażeniem wnętrz",
        description:
          "Każde zamówienie z Shopify samo wystawia fakturę w Fakturowni i wysyła ją do KSeF, a co rano na Slacku czeka podsumowanie wczorajszej sprzedaży.",
      },
      {
        title: "Na przykład: biuro nieruchomości",
        description:
          "Zapytania z Otodom i innych portali trafiają do HubSpotu, klient od razu dostaje odpowiedź z terminami oglądania, a agent powiadomienie.",
      },
    ],
    metaTitle: "Automatyzacja sprzedaży, procesów i CRM | Flowlane",
    metaDescription:
      "Automatyzujemy CRM, ocenę zapytań, faktury i raporty w Make, Zapierze lub n8n. Wdrożenie w 7–14 dni, demo w 48 godzin.",
  },
  {
    slug: "assistant",
    name: "Asystent AI 24/7",
    tagline: "Odpowiada klientom i umawia wizyty przez całą dobę",
    oneLiner:
      "Klienci piszą wieczorami i w weekendy, telefon dzwoni w środku pracy, a każde pytanie bez odpowiedzi to stracone zlecenie.",
    result:
      "Każdy klient dostaje odpowiedź w kilka sekund, 24/7, wizyty umawiają się bez twojego udziału, a do ciebie trafiają tylko pytania, które naprawdę wymagają człowieka.",
    bullets: [
      "Asystent AI, który zna twoje usługi, ceny i najczęstsze pytania",
      "Jeden asystent na stronie, w mailu, na WhatsAppie i w Messengerze",
      "Umawia, przesuwa i odwołuje wizyty bezpośrednio w twoim kalendarzu",
      "Asystent głosowy, który odbiera telefon, gdy ty nie możesz",
      "Trudniejsze sprawy przekazuje człowiekowi razem z całą historią rozmowy",
    ],
    deliverables: [
      "Asystent AI, który zna twoje treści i pisze twoim językiem",
      "Okno czatu na twojej stronie",
      "Integracja z WhatsAppem, Messengerem i pocztą e-mail",
      "Umawianie wizyt połączone z twoim kalendarzem",
      "Opcjonalnie asystent głosowy do obsługi połączeń telefonicznych",
      "Podgląd rozmów i miesięczny raport najczęstszych pytań",
    ],
    forWho: [
      "Przychodnie i gabinety stomatologiczne",
      "Salony kosmetyczne i centra wellness",
      "Sklepy internetowe",
      "Kancelarie prawne",
      "Restauracje, hotele i pensjonaty",
      "Firmy, które codziennie odpowiadają na te same pytania",
    ],
    process: [
      {
        title: "Analiza",
        description:
          "Przeglądamy najczęstsze pytania twoich klientów i sytuacje, z którymi asystent ma sobie radzić.",
        time: "1–2 dni",
      },
      {
        title: "Wiedza dla asystenta",
        description:
          "Przygotowujemy informacje o usługach, cenach i zasadach oraz ustalamy, jakim tonem asystent pisze.",
        time: "2–3 dni",
      },
      {
        title: "Konfiguracja i integracje",
        description: "Budujemy asystenta i podłączamy kanały kontaktu oraz twój kalendarz rezerwacji.",
        time: "3–5 dni",
      },
      {
        title: "Testy i uruchomienie",
        description: "Testujemy prawdziwe rozmowy, dopracowujemy odpowiedzi i uruchamiamy asystenta.",
        time: "1–2 dni",
      },
      {
        title: "Nauka i dopracowanie",
        description: "Analizujemy rozmowy i stale ulepszamy odpowiedzi.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Na przykład: gabinet stomatologiczny",
        description:
          "Asystent na stronie i w WhatsAppie odpowiada na częste pytania pacjentów i umawia ich na przeglądy, także poza godzinami pracy gabinetu.",
      },
      {
        title: "Na przykład: sklep internetowy z kosmetykami",
        description:
          "Asystent sam odpowiada na pytania o status zamówienia, dostawę przez InPost i zwroty, a trudniejsze sprawy przekazuje zespołowi razem z całą rozmową.",
      },
      {
        title: "Na przykład: kancelaria prawna",
        description:
          "Po godzinach pracy asystent porządkuje zapytania według dziedziny prawa i wpisuje pierwsze konsultacje prosto do kalendarza prawnika.",
      },
    ],
    metaTitle: "Asystent AI i chatbot 24/7 | Flowlane",
    metaDescription:
      "Chatbot AI i asystent głosowy, który 24/7 odpowiada klientom na stronie, w mailu, na WhatsAppie i w Messengerze oraz sam umawia wizyty. Demo w 48 h.",
  },
  {
    slug: "rezervace",
    name: "Rezerwacje i planowanie",
    tagline: "Rezerwacje online, przypomnienia i grafik pracowników w jednym miejscu",
    oneLiner:
      "Zapisy przez telefon odciągają cię od pracy, klienci zapominają o wizytach, a grafik żyje w zeszycie.",
    result:
      "Klienci rezerwują sami online 24/7, automatyczne przypomnienia ograniczają niestawiennictwa, a grafik masz wreszcie pod kontrolą.",
    bullets: [
      "Kalendarz rezerwacji online na stronie, w Google i w social mediach",
      "Automatyczne przypomnienia SMS i e-mail przed każdą wizytą",
      "Klienci sami przesuwają lub odwołują wizyty, a zwolnione terminy trafiają do kolejnych osób",
      "Planowanie grafiku i obłożenia pracowników we wspólnym kalendarzu",
      "Synchronizacja z Kalendarzem Google lub Outlookiem, dzięki której nie dojdzie do podwójnej rezerwacji",
    ],
    deliverables: [
      "Kalendarz rezerwacji online skonfigurowany pod twoje usługi i pracowników",
      "Widżet rezerwacji na stronie i link do rezerwacji na Instagram, Facebook i Google",
      "Automatyczne potwierdzenia i przypomnienia SMS i e-mail",
      "Grafik pracowników z uwzględnieniem przerw i dni wolnych",
      "Dwukierunkowa synchronizacja z Kalendarzem Google lub Outlookiem",
      "Szkolenie personelu i prosta instrukcja obsługi",
    ],
    forWho: [
      "Salony fryzjerskie, kosmetyczne i wellness",
      "Gabinety lekarskie i fizjoterapeutyczne",
      "Studia fitness i trenerzy personalni",
      "Warsztaty samochodowe",
      "Doradcy i coachowie",
      "Restauracje",
    ],
    process: [
      {
        title: "Konsultacja i analiza",
        description: "Omawiamy twoje usługi, długość wizyt, personel i to, jak klienci zapisują się dziś.",
        time: "1–2 dni",
      },
      {
        title: "Konfiguracja kalendarza",
        description: "Ustawiamy usługi, pracowników, godziny otwarcia i widżet rezerwacji na twojej stronie.",
        time: "3–5 dni",
      },
      {
        title: "Przypomnienia, integracje i szkolenie",
        description:
          "Konfigurujemy przypomnienia SMS i e-mail, łączymy kalendarze, wszystko testujemy i szkolimy zespół.",
        time: "3–5 dni",
      },
      {
        title: "Wsparcie i optymalizacja",
        description: "Monitorujemy rezerwacje i dopracowujemy przypomnienia oraz obłożenie.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Na przykład: salon kosmetyczny",
        description:
          "Klientki zamiast dzwonić rezerwują online przez Booksy, stronę i Instagram, dzień wcześniej dostają przypomnienie, a odwołany termin od razu trafia do innych.",
      },
      {
        title: "Na przykład: gabinet fizjoterapii z kilkoma terapeutami",
        description:
          "Pacjenci dzień przed wizytą dostają SMS z linkiem do zmiany terminu, a zwolnione terminy same trafiają do osób z listy oczekujących.",
      },
      {
        title: "Na przykład: warsztat samochodowy",
        description:
          "Klienci wybierają termin serwisu online według wolnych podnośników i mechaników, a grafik zmian powstaje z tego samego kalendarza.",
      },
    ],
    metaTitle: "System rezerwacji online i grafik | Flowlane",
    metaDescription:
      "Kalendarz rezerwacji online, przypomnienia SMS i e-mail ograniczające niestawiennictwa oraz grafik pracowników. Rezerwacje 24/7, wdrożenie w 7–14 dni.",
  },
]);
