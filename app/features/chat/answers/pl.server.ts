import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import { formatList } from "~/lib/format";
import type { answers as source } from "./en.server";

export const answers: Translation<typeof source> = typeset("pl", {
  languageName: "polski",
  notFound:
    "Przepraszam, nie znalazłem odpowiedzi na to pytanie na naszej stronie. Umów bezpłatną konsultację albo napisz do nas przez formularz kontaktowy – chętnie pomożemy.",
  greeting: "Dzień dobry! Zapytaj mnie o nasze usługi, ceny stron, proces albo kontakt.",
  vocabulary: {
    price:
      "cena ceny cenę cennik ile kosztuje kosztować koszt koszty kosztów płatność zapłacić płacić koron CZK budżet opłata wycena drogo tanio tania najtańsza najtańszy",
    web: "strona strony stronę stron witryna internetowa internetowej www wykonanie",
    monthly: "miesięcznie miesięczna miesiąc opieka utrzymanie hosting abonament aktualizacje",
    changes: "zmiana zmiany zmienić poprawka poprawić dodać dodanie edycja obecnej obecna istniejąca mam już",
    time: "ile trwa czas długo dni tygodnie szybko kiedy termin uruchomienie uruchomić gotowa",
    services: "usługi usługa oferujecie oferta robicie zajmujecie pomóc rozwiązania",
    automation:
      "automatyzacja automatyzować zautomatyzować automatyzujecie wszystko potraficie małej firmy firma",
    contact: "kontakt e-mail email mail telefon zadzwonić numer adres biuro siedziba gdzie znaleźć napisać",
    company: "firma firmie kto założyciel założyciele właściciel zespół numer rejestrowy stoi za",
    booking:
      "rezerwacja zarezerwować konsultacja konsultację spotkanie rozmowa rozmowę demo bezpłatna kalendarz umówić najpierw",
    custom: "na miarę na zamówienie indywidualna indywidualny unikalna specjalna dedykowana",
    mobile: "telefon telefonie komórka komórce smartfon mobilna mobilnie responsywna tablet ekran",
    examples: "przykład przykłady referencje case study portfolio klienci wyniki realizacje",
    tools:
      "narzędzia narzędzie integracja integracje połączyć podłączyć zadziała współpracuje aplikacje oprogramowanie",
    security: "dane bezpieczeństwo bezpieczne ochrona RODO GDPR prywatność osobowe",
    cancel: "zrezygnować rezygnacja umowa wypowiedzenie zobowiązanie zakończyć rozwiązać każdej chwili",
    guarantee: "gwarancja nie działa nie zadziała zwrot oczekiwania zadowolenie problem",
    hiring:
      "praca pracy kariera rekrutacja zatrudniacie szukacie programista programistów developer stanowisko aplikować",
    process: "etapy kroki proces jak działa przebieg wygląda start",
    includes: "zawiera obejmuje dostanę otrzymam w cenie w pakiecie",
  },
  titles: {
    webTiming: "Terminy i bezpłatny podgląd strony",
    deliverables: "Co otrzymujesz",
    process: (service) => `${service}: jak to wygląda i ile trwa`,
    examples: (service) => `${service}: przykłady z praktyki`,
    price: (service) => `${service}: cena`,
    booking: "Bezpłatna konsultacja i demo",
  },
  webPrices: (plans, custom) =>
    `Strona kosztuje jednorazowo ${formatList(
      "pl",
      plans.map((plan) => `${plan.price} (${plan.name}, ${plan.size})`),
      "disjunction",
    )}. Strona w pełni na miarę (${custom.name}) kosztuje od ${custom.price}. Bezpłatny podgląd dostaniesz w ciągu 48 godzin, a stronę uruchamiamy zwykle w ciągu 7 dni roboczych.`,
  webPlan: ({ name, price, from, description, features }) =>
    `${name} kosztuje jednorazowo ${from ? "od " : ""}${price} – ${description}. W cenie: ${features}.`,
  monthlyPrices: (plans, subtitle) =>
    `Miesięczna opieka nad stroną kosztuje ${formatList(
      "pl",
      plans.map((plan) => `${plan.price} (${plan.name})`),
      "disjunction",
    )} miesięcznie. ${subtitle}`,
  monthlyPlan: ({ name, price, description, features }) =>
    `Pakiet opieki ${name} kosztuje ${price} miesięcznie – ${description}. W cenie: ${features}.`,
  changePrices: (tiers, note) => `Jednorazowe zmiany na stronie wyceniamy według zakresu: ${tiers}. ${note}`,
  changeTier: ({ name, price, scope }, note) => `${name} (${scope}) kosztuje ${price}. ${note}`,
  webBenefits:
    "Każda strona szybko się ładuje, wygodnie działa na telefonie, jest przygotowana pod wyszukiwanie w Google i stoi na bezpiecznym hostingu z certyfikatem SSL.",
  webShowcase: (businesses) => `Na stronie znajdziesz przykładowe strony dla takich branż: ${businesses}.`,
  packages: (plans, priceNote, terms) =>
    `Automatyzację oferujemy w trzech pakietach miesięcznych: ${formatList(
      "pl",
      plans.map((plan) => `${plan.name}${plan.label ? ` (${plan.label})` : ""} od ${plan.price}`),
    )}. ${priceNote} Warunki: ${terms}.`,
  packagePlan: ({ name, price, description, features }, priceNote) =>
    `Pakiet ${name} kosztuje od ${price} miesięcznie i jest przeznaczony ${description}. W pakiecie: ${features}. ${priceNote}`,
  services: (names, websitesFrom) =>
    `Oferujemy takie usługi: ${names}. Dla małych firm tworzymy też strony internetowe – od ${websitesFrom}.`,
  servicePrice: (service, plans, priceNote) =>
    `Usługa „${service}” wchodzi w skład pakietów miesięcznych: ${formatList(
      "pl",
      plans.map((plan) => `${plan.name} od ${plan.price}`),
    )}. ${priceNote}`,
  serviceSummary: {
    outreach:
      "Prowadzimy spersonalizowane kampanie cold mailingowe i na LinkedInie z automatycznymi follow-upami, które przynoszą wartościowe spotkania. Odpowiedzi i zainteresowane leady trafiają prosto do twojego CRM, a zespół zajmuje się rozmowami, nie wysyłką.",
    automation:
      "Łączymy twój CRM, pocztę, formularze na stronie i inne narzędzia, żeby leady, faktury i raporty obsługiwały się same. Każdy lead jest obsłużony w kilka minut i żaden nie przeleży w czyjejś skrzynce.",
    assistant:
      "Asystent AI przeszkolony z twoich usług, cen i najczęstszych pytań odpowiada klientom w kilka sekund, 24/7, na stronie, w mailu, na WhatsAppie i w Messengerze. Umawia wizyty bezpośrednio w twoim kalendarzu, jako asystent głosowy odbiera telefon i zostawia ci tylko pytania, które naprawdę wymagają człowieka.",
    rezervace:
      "Klienci sami rezerwują wizyty online 24/7, dostają automatyczne przypomnienia SMS i e-mail, a termin mogą sami przesunąć lub odwołać. Grafik pracowników prowadzisz w jednym wspólnym kalendarzu, zsynchronizowanym z Kalendarzem Google lub Outlookiem.",
  },
  serviceWords: {
    outreach:
      "outreach cold mail maile maili mailing wysyłka kampania kampanie LinkedIn B2B klientów klienci nowych pozyskiwanie spotkania",
    automation: "automatyzacja automatyzować procesy CRM faktury raporty integracje Make Zapier",
    assistant: "asystent AI chatbot czat bot głosowy telefon odpowiada klientom obsługa",
    rezervace: "rezerwacje system rezerwacji wizyty terminy kalendarz przypomnienia",
  },
  serviceDeliverables: ({ name, deliverables, forWho }) =>
    `W skład usługi „${name}” wchodzą: ${deliverables}. Najbardziej docenią ją: ${forWho}.`,
  serviceProcess: ({ name, steps }) => `Wdrożenie usługi „${name}” przebiega w takich etapach: ${steps}.`,
  serviceIntegrations: ({ name, tools }) => `W usłudze „${name}” korzystamy z narzędzi: ${tools}.`,
  booking:
    "Bezpłatną, niezobowiązującą konsultację online możesz zarezerwować w naszym kalendarzu. W ciągu 48 godzin przygotujemy też demo dopasowane do twojej firmy.",
  contact: ({ email, phone, address }) =>
    `Napisz do nas na ${email} lub zadzwoń pod numer ${phone}. Nasze biuro mieści się pod adresem ${address}. Odpowiadamy w ciągu jednego dnia roboczego.`,
  company: ({ legalName, registrationNumber, founders }) =>
    `Firmę ${legalName} (numer rejestrowy ${registrationNumber}) założyli ${founders}.`,
});
