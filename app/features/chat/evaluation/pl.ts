import type { EvaluationSet } from "./types";

export const evaluation: EvaluationSet = {
  questions: [
    { question: "ile kosztuje strona www", answers: ["web-prices"] },
    {
      question: "ile by kosztowała prosta stona dla kawiarni?",
      answers: ["web-prices", "web-plan-mini"],
    },
    { question: "najtańsza strona jaką robicie?", answers: ["web-plan-mini", "web-prices"] },
    {
      question: "potrzebuję strony z galerią zdjęć i kilkoma podstronami, ile to kosztuje",
      answers: ["web-plan-profi"],
    },
    { question: "robicie strony na zamówienie?", answers: ["web-plan-exclusive"] },
    { question: "co zawiera Standard Web", answers: ["web-plan-standard"] },
    { question: "ile kosztuje hosting miesięcznie", answers: ["web-monthly"] },
    { question: "abonament za opieke nad strona cena", answers: ["web-monthly"] },
    { question: "co jest w abonamencie Rozszerzony", answers: ["web-monthly-premium"] },
    { question: "ile kosztuje zmiana godzin otwarcia na stronie", answers: ["web-change-small"] },
    { question: "dodanie nowej podstrony koszt", answers: ["web-change-large"] },
    {
      question: "czy możecie dodać formularz rezerwacji do mojej obecnej strony?",
      answers: ["web-change-feature"],
    },
    { question: "jak szybko uruchomicie moją stronę", answers: ["web-process"] },
    { question: "kiedy zobaczę podgląd strony?", answers: ["web-process"] },
    { question: "czy strona będzie działać na telefonie?", answers: ["web-benefits"] },
    { question: "macie przykłady stron dla restauracji?", answers: ["web-showcase"] },
    { question: "ile trwa wdrożenie?", answers: ["faq-1"] },
    { question: "ile kosztuje automatyzacja", answers: ["service-automation-price", "packages", "faq-2"] },
    { question: "czy mogę zrezygnować w każdej chwili?", answers: ["faq-2", "commitments"] },
    { question: "czy to zadziała z naszym CRM i kalendarzem?", answers: ["faq-3"] },
    { question: "co z RODO i bezpieczeństwem danych klientów", answers: ["faq-4"] },
    { question: "a jeśli to nie będzie działać tak jak trzeba?", answers: ["faq-5", "commitments"] },
    {
      question: "czym się różni pakiet Basic od Pro",
      answers: ["package-pro", "package-basic", "packages"],
    },
    { question: "gwarantujecie dostępność w SLA?", answers: ["package-enterprise"] },
    { question: "czym się zajmujecie?", answers: ["services"] },
    {
      question: "potrzebujemy więcej klientów B2B, robicie cold maile?",
      answers: ["service-outreach"],
    },
    {
      question: "pozyskiwanie klientów przez linkedina",
      answers: ["service-outreach", "service-outreach-deliverables"],
    },
    { question: "co dostanę w usłudze outreach", answers: ["service-outreach-deliverables"] },
    {
      question: "automatyzacja faktur i CRM",
      answers: ["service-automation", "service-automation-deliverables"],
    },
    { question: "korzystacie z make albo zapiera?", answers: ["service-automation-integrations"] },
    {
      question: "chatbot dla gabinetu stomatologicznego, który zapisuje pacjentów",
      answers: ["service-assistant", "service-assistant-examples"],
    },
    { question: "czy asystent umie odbierać telefony?", answers: ["service-assistant"] },
    {
      question: "rezerwacje online dla salonu fryzjerskiego z przypomnieniami sms",
      answers: ["service-rezervace", "service-rezervace-deliverables"],
    },
    {
      question: "ile trwa konfiguracja kalendarza rezerwacji",
      answers: ["service-rezervace-process"],
    },
    {
      question: "macie case study ze sklepów internetowych?",
      answers: ["service-automation-examples", "service-assistant-examples"],
    },
    { question: "chcę najpierw zobaczyć demo", answers: ["demo", "booking"] },
    { question: "chciałbym umówić się na rozmowę", answers: ["booking", "demo"] },
    { question: "jaki macie adres e-mail?", answers: ["contact"] },
    { question: "gdzie jest wasze biuro", answers: ["contact"] },
    { question: "kto stoi za Flowlane", answers: ["company"] },
    { question: "szukacie programistów?", answers: ["hiring"] },
    { question: "jak wygląda cały proces od kontaktu do spotkania", answers: ["how-it-works"] },
    // Written after retrieval was tuned on the questions above, to check it on questions it was not tuned on.
    { question: "ile kosztuje profi web", answers: ["web-plan-profi"] },
    {
      question: "czy zajmujecie się hostingiem i kopiami zapasowymi w abonamencie?",
      answers: ["web-monthly", "web-monthly-basic"],
    },
    {
      question: "jakich narzędzi używacie do systemu rezerwacji",
      answers: ["service-rezervace-integrations"],
    },
    { question: "czy dajecie na to jakąś gwarancję?", answers: ["faq-5", "commitments"] },
    { question: "pod jaki numer mogę zadzwonić", answers: ["contact"] },
    {
      question: "czy wasz chatbot działa na whatsappie?",
      answers: ["service-assistant", "service-assistant-deliverables", "service-assistant-integrations"],
    },
    { question: "ile godzin zmian jest w abonamencie Standardowy", answers: ["web-monthly-standard"] },
    { question: "kto założył firmę", answers: ["company"] },
    {
      question: "jak wygląda uruchomienie kampanii outreach krok po kroku",
      answers: ["service-outreach-process"],
    },
    { question: "czy przechowujecie dane w UE?", answers: ["faq-4"] },
    // Overview and price questions; a price is answered in the market's currency.
    { question: "Ile kosztuje automatyzacja dla małej firmy?", answers: ["packages"] },
    {
      question: "Co wszystko potraficie zautomatyzować?",
      answers: ["services", "service-automation", "service-automation-deliverables"],
    },
    { question: "ile kosztuje pakiet Rozwój miesięcznie", answers: ["package-pro", "packages"] },
    { question: "Ile kosztuje asystent AI?", answers: ["service-assistant-price"] },
    { question: "ile kosztuje wysyłka maili do nowych klientów", answers: ["service-outreach-price"] },
    { question: "ile kosztuje system rezerwacji dla salonu", answers: ["service-rezervace-price"] },
    { question: "jakie usługi oferujecie?", answers: ["services"] },
  ],
  outOfScope: [
    "jaka będzie jutro pogoda",
    "kto wygrał mistrzostwa świata w piłce nożnej",
    "polecicie dobrą pizzerię w Krakowie?",
    "sprzedajecie używane samochody?",
    "jaka jest stolica Australii",
  ],
};
