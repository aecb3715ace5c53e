import type { ServiceCopy } from "../types";

export const services: ServiceCopy[] = [
  {
    slug: "outreach",
    name: "Cold mailing i outreach w social mediach",
    tagline: "Spersonalizowane kampanie mailowe i na LinkedInie, które przynoszą spotkania",
    oneLiner:
      "Handlowcy godzinami piszą maile, na które nikt nie odpowiada, a o follow-upach w natłoku pracy łatwo zapomnieć.",
    result:
      "Stały dopływ wartościowych spotkań z kampanii, które działają same i oszczędzają Twojemu zespołowi ponad 15 godzin tygodniowo.",
    bullets: [
      "Budujemy bazę kontaktów dopasowaną do profilu Twojego idealnego klienta",
      "AI personalizuje każdą wiadomość pod firmę, stanowisko i bieżącą aktywność odbiorcy",
      "Automatyczne sekwencje follow-upów w mailu i na LinkedInie, które zatrzymują się, gdy tylko ktoś odpowie",
      "Testy A/B tematów i treści, dzięki którym znajdujemy wersję o najwyższej konwersji",
      "Odpowiedzi i zainteresowane leady trafiają prosto do Twojego CRM",
    ],
    deliverables: [
      "Profil idealnego klienta i zweryfikowana baza kontaktów",
      "Treści kampanii z personalizacją AI i sekwencje follow-upów z 3–5 krokami",
      "Domeny i skrzynki nadawcze skonfigurowane pod dostarczalność (SPF, DKIM, DMARC)",
      "Outreach na LinkedInie prowadzony równolegle z kampaniami mailowymi",
      "Integracja z CRM, w którym odpowiedzi i gorące leady zapisują się automatycznie",
      "Dashboard z wynikami i regularne raporty",
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
        title: "Baza kontaktów",
        description: "Wyszukujemy i weryfikujemy kontakty do decydentów w Twoim segmencie rynku.",
        time: "2–3 dni",
      },
      {
        title: "Treści i personalizacja",
        description: "Piszemy sekwencje wiadomości i ustawiamy personalizację AI dla każdego kontaktu.",
        time: "2–4 dni",
      },
      {
        title: "Konfiguracja i start",
        description:
          "Przygotowujemy domeny, skrzynki i narzędzia, wszystko testujemy i uruchamiamy kampanię.",
        time: "2–3 dni",
      },
      {
        title: "Optymalizacja i raporty",
        description:
          "Śledzimy otwarcia, odpowiedzi i umówione spotkania, a to, co działa, stale dopracowujemy.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Firma IT z Pragi",
        description:
          "Spersonalizowana kampania cold mailingowa do 250 IT managerów przyniosła 45 odpowiedzi i 12 umówionych spotkań handlowych.",
      },
      {
        title: "Software house z Brna",
        description:
          "Test A/B wiadomości personalizowanych przez AI i ogólnego szablonu pokazał wzrost odsetka odpowiedzi z 1,1% do 4,3%.",
      },
      {
        title: "Agencja rekrutacyjna z Ostrawy",
        description:
          "Automatyczne follow-upy mailowe i na LinkedInie oszczędzają rekruterom 15 godzin ręcznego pozyskiwania klientów tygodniowo.",
      },
    ],
    metaTitle: "Cold mailing i outreach na LinkedInie z AI | Flowlane",
    metaDescription:
      "Spersonalizowane kampanie cold mailingowe i na LinkedInie z AI, automatyczne follow-upy i integracja z CRM. Start w 7–14 dni, demo w 48 godzin.",
  },
  {
    slug: "automation",
    name: "Automatyzacja sprzedaży i procesów",
    tagline: "CRM, leady, faktury i raporty, które działają same",
    oneLiner:
      "Zapytania czekają na odpowiedź, dane są ręcznie przepisywane między systemami, a faktury i raporty zabierają Ci wieczory.",
    result:
      "Każdy lead obsłużony w kilka minut, 0 utraconych zapytań i ponad 15 godzin tygodniowo odzyskanych dla Twojego zespołu.",
    bullets: [
      "Łączymy CRM, pocztę, formularze na stronie i inne narzędzia w jeden spójny proces",
      "Nowe leady są automatycznie kwalifikowane, oceniane i przypisywane do właściwego handlowca",
      "Lejek sprzedażowy przesuwa się sam: zadania, przypomnienia i follow-upy bez ręcznej pracy",
      "Faktury, potwierdzenia zamówień i raporty tworzą się i wysyłają automatycznie",
      "Gdy coś wymaga uwagi, zespół dostaje powiadomienie na Slacku lub mailem",
    ],
    deliverables: [
      "Audyt obecnych procesów i mapa tego, co warto zautomatyzować",
      "Konfiguracja lub uporządkowanie CRM, w tym etapów lejka i pól",
      "Automatyczne pozyskiwanie, kwalifikacja i przypisywanie leadów",
      "Procesy fakturowania i raportowania połączone z księgowością",
      "Dokumentacja i szkolenie zespołu",
      "Monitoring i alerty o błędach dla każdej automatyzacji",
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
          "Sprawdzamy, jak w Twojej firmie przepływają leady, zamówienia i dane oraz gdzie ucieka czas.",
        time: "1–2 dni",
      },
      {
        title: "Projekt automatyzacji",
        description: "Proponujemy procesy, narzędzia i priorytety, które przyniosą największy efekt.",
        time: "1–2 dni",
      },
      {
        title: "Wdrożenie i integracje",
        description: "Łączymy Twoje systemy i budujemy automatyzacje w Make, Zapierze lub n8n.",
        time: "4–7 dni",
      },
      {
        title: "Testy i szkolenie",
        description: "Testujemy wszystko na prawdziwych danych, dopracowujemy szczegóły i szkolimy zespół.",
        time: "1–3 dni",
      },
      {
        title: "Monitoring i rozwój",
        description:
          "Pilnujemy, żeby automatyzacje działały bez zarzutu, i dodajemy kolejne wraz z rozwojem firmy.",
        time: "Na bieżąco",
      },
    ],
    useCases: [
      {
        title: "Hurtownia materiałów budowlanych z Ołomuńca",
        description:
          "Zapytania ze strony i z maila są automatycznie oceniane i przypisywane handlowcom w Pipedrive. Obsługa leadów zajmuje o 12 godzin tygodniowo mniej, a utraconych zapytań jest 0.",
      },
      {
        title: "Sklep internetowy z wyposażeniem wnętrz z Pilzna",
        description:
          "Zamówienia z Shopify automatycznie generują fakturę we Fakturoidzie i dzienny raport sprzedaży na Slacku. Zespół oszczędza ponad 15 godzin pracy administracyjnej tygodniowo.",
      },
      {
        title: "Biuro nieruchomości ze Zlina",
        description:
          "Zapytania z portali ogłoszeniowych trafiają do HubSpotu z natychmiastową automatyczną odpowiedzią, a konwersja z zapytania na oglądanie wzrosła o 40%.",
      },
    ],
    metaTitle: "Automatyzacja sprzedaży, procesów i CRM | Flowlane",
    metaDescription:
      "Automatyzujemy CRM, kwalifikację leadów, fakturowanie i raporty w Make, Zapierze lub n8n. Oszczędź ponad 15 godzin tygodniowo. Wdrożenie w 7–14 dni.",
  },
  {
    slug: "assistant",
    name: "Asystent AI 24/7",
    tagline: "Odpowiada klientom i umawia wizyty przez całą dobę",
    oneLiner:
      "Klienci piszą wieczorami i w weekendy, telefon dzwoni w środku pracy, a każde pytanie bez odpowiedzi to stracone zlecenie.",
    result:
      "Każdy klient dostaje odpowiedź w kilka sekund, 24/7, wizyty umawiają się bez Twojego udziału, a koszty obsługi klienta spadają nawet o 67%.",
    bullets: [
      "Asystent AI przeszkolony z Twoich usług, cen i najczęstszych pytań",
      "Jeden asystent na stronie, w mailu, na WhatsAppie i w Messengerze",
      "Umawia, przesuwa i odwołuje wizyty bezpośrednio w Twoim kalendarzu",
      "Asystent głosowy, który odbiera telefon, gdy Ty nie możesz",
      "Trudniejsze sprawy przekazuje człowiekowi razem z całą historią rozmowy",
    ],
    deliverables: [
      "Asystent AI nauczony na Twoich treściach i w Twoim stylu komunikacji",
      "Okno czatu na Twojej stronie",
      "Integracja z WhatsAppem, Messengerem i pocztą e-mail",
      "Umawianie wizyt połączone z Twoim kalendarzem",
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
          "Przeglądamy najczęstsze pytania Twoich klientów i sytuacje, z którymi asystent ma sobie radzić.",
        time: "1–2 dni",
      },
      {
        title: "Baza wiedzy",
        description: "Przygotowujemy informacje o usługach, cenach i zasadach oraz ustalamy ton komunikacji.",
        time: "2–3 dni",
      },
      {
        title: "Konfiguracja i integracje",
        description: "Budujemy asystenta i podłączamy kanały komunikacji oraz Twój kalendarz rezerwacji.",
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
        title: "Klinika stomatologiczna z Brna",
        description:
          "Asystent na stronie i na WhatsAppie odpowiada pacjentom na pytania i 24/7 zapisuje ich na przeglądy. Recepcja ma o 20 godzin tygodniowo mniej telefonów i maili.",
      },
      {
        title: "Sklep internetowy z kosmetykami z Pragi",
        description:
          "Chatbot samodzielnie odpowiada na pytania o status zamówienia, dostawę i zwroty. Koszty obsługi klienta spadły o 67%.",
      },
      {
        title: "Kancelaria prawna z Hradca Králové",
        description:
          "Po godzinach pracy asystent wstępnie ocenia zapytania i zapisuje pierwsze konsultacje prosto do kalendarzy prawników – 0 straconych zapytań, także w weekendy.",
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
      "Zapisy przez telefon odciągają Cię od pracy, klienci zapominają o wizytach, a grafik żyje w zeszycie.",
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
      "Kalendarz rezerwacji online skonfigurowany pod Twoje usługi i pracowników",
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
        description: "Omawiamy Twoje usługi, długość wizyt, personel i to, jak klienci zapisują się dziś.",
        time: "1–2 dni",
      },
      {
        title: "Konfiguracja kalendarza",
        description: "Ustawiamy usługi, pracowników, godziny otwarcia i widżet rezerwacji na Twojej stronie.",
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
        title: "Salon kosmetyczny z Liberca",
        description:
          "Zamiast dzwonić, klientki rezerwują online 24/7 przez stronę i Instagram. Salon spędza przy telefonie o 10 godzin tygodniowo mniej.",
      },
      {
        title: "Gabinet fizjoterapii z Pardubic",
        description:
          "Pacjenci wszystkich 6 terapeutów dostają SMS 24 godziny przed wizytą z linkiem do zmiany terminu jednym kliknięciem, a zwolnione terminy automatycznie trafiają do osób z listy oczekujących.",
      },
      {
        title: "Warsztat samochodowy z Czeskich Budziejowic",
        description:
          "Rezerwacja terminów serwisowych online i planowanie grafiku 5 mechaników oszczędzają właścicielowi ponad 15 godzin tygodniowo, które wcześniej spędzał na telefonach i papierach.",
      },
    ],
    metaTitle: "System rezerwacji online i grafik | Flowlane",
    metaDescription:
      "Kalendarz rezerwacji online, przypomnienia SMS i e-mail ograniczające niestawiennictwa oraz grafik pracowników. Rezerwacje 24/7, wdrożenie w 7–14 dni.",
  },
];
