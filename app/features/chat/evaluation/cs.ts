import type { EvaluationSet } from "./types";

export const evaluation: EvaluationSet = {
  questions: [
    { question: "kolik stoji web", answers: ["web-prices"] },
    {
      question: "Kolik by stála jednoduchá webová stránka pro kavárnu?",
      answers: ["web-prices", "web-plan-mini"],
    },
    { question: "nejlevnější web co děláte?", answers: ["web-plan-mini", "web-prices"] },
    {
      question: "potřebuju web s fotogalerií a víc stránkami, kolik to vyjde",
      answers: ["web-plan-profi"],
    },
    { question: "děláte i weby na míru?", answers: ["web-plan-exclusive"] },
    { question: "co obsahuje Standard Web", answers: ["web-plan-standard"] },
    { question: "kolik stojí hosting měsíčně", answers: ["web-monthly"] },
    { question: "mesicni sprava webu cena", answers: ["web-monthly"] },
    { question: "co je v tarifu Rozšířený", answers: ["web-monthly-premium"] },
    { question: "kolik stojí změna otevírací doby na webu", answers: ["web-change-small"] },
    { question: "přidání nové podstránky cena", answers: ["web-change-large"] },
    {
      question: "můžete mi na stávající web přidat rezervační formulář?",
      answers: ["web-change-feature"],
    },
    { question: "jak rychle mi web spustíte", answers: ["web-process"] },
    { question: "kdy uvidím náhled webu?", answers: ["web-process"] },
    { question: "bude web fungovat i na mobilu?", answers: ["web-benefits"] },
    { question: "máte ukázky webů pro restaurace?", answers: ["web-showcase"] },
    { question: "jak dlouho trvá zavedení?", answers: ["faq-1"] },
    { question: "kolik stojí automatizace", answers: ["service-automation-price", "packages", "faq-2"] },
    { question: "můžu smlouvu kdykoliv vypovědět?", answers: ["faq-2", "commitments"] },
    { question: "funguje to s naším CRM a kalendářem?", answers: ["faq-3"] },
    { question: "jak je to s GDPR a bezpečností dat zákazníků", answers: ["faq-4"] },
    { question: "co když to nebude fungovat jak má", answers: ["faq-5", "commitments"] },
    {
      question: "jaký je rozdíl mezi balíčkem Basic a Pro",
      answers: ["package-pro", "package-basic", "packages"],
    },
    { question: "garantujete dostupnost SLA?", answers: ["package-enterprise"] },
    { question: "co vlastně děláte?", answers: ["services"] },
    {
      question: "potřebujeme víc B2B zákazníků, děláte cold emaily?",
      answers: ["service-outreach"],
    },
    {
      question: "oslovování klientů přes linkedin",
      answers: ["service-outreach", "service-outreach-deliverables"],
    },
    { question: "co dostanu v rámci outreach služby", answers: ["service-outreach-deliverables"] },
    {
      question: "automatizace fakturace a CRM",
      answers: ["service-automation", "service-automation-deliverables"],
    },
    { question: "používáte make nebo zapier?", answers: ["service-automation-integrations"] },
    {
      question: "chatbot pro zubní ordinaci, který objednává pacienty",
      answers: ["service-assistant", "service-assistant-examples"],
    },
    { question: "umí asistent zvedat telefony?", answers: ["service-assistant"] },
    {
      question: "online rezervace pro kadeřnictví s připomínkami přes sms",
      answers: ["service-rezervace", "service-rezervace-deliverables"],
    },
    {
      question: "jak dlouho trva nastaveni rezervacniho kalendare",
      answers: ["service-rezervace-process"],
    },
    {
      question: "máte reference z e-shopů?",
      answers: ["service-automation-examples", "service-assistant-examples"],
    },
    { question: "chci nejdřív vidět demo", answers: ["demo", "booking"] },
    { question: "chtěl bych si domluvit schůzku", answers: ["booking", "demo"] },
    { question: "jaký máte email?", answers: ["contact"] },
    { question: "kde sídlíte", answers: ["contact"] },
    { question: "kdo za Flowlane stojí", answers: ["company"] },
    { question: "hledáte programátory?", answers: ["hiring"] },
    { question: "jak funguje celý proces od oslovení po schůzku", answers: ["how-it-works"] },
    // Written after retrieval was tuned on the questions above, to check it on questions it was not tuned on.
    { question: "kolik stojí profi web", answers: ["web-plan-profi"] },
    {
      question: "staráte se i o hosting a zálohy za měsíční poplatek?",
      answers: ["web-monthly", "web-monthly-basic"],
    },
    {
      question: "jaké nástroje používáte pro rezervační systém",
      answers: ["service-rezervace-integrations"],
    },
    { question: "dáváte na to nějakou záruku?", answers: ["faq-5", "commitments"] },
    { question: "na jaké číslo vám můžu zavolat", answers: ["contact"] },
    {
      question: "funguje váš chatbot i na whatsappu?",
      answers: ["service-assistant", "service-assistant-deliverables", "service-assistant-integrations"],
    },
    { question: "kolik hodin úprav je v tarifu Standardní", answers: ["web-monthly-standard"] },
    { question: "kdo firmu založil", answers: ["company"] },
    {
      question: "jak probíhá spuštění outreach kampaně krok za krokem",
      answers: ["service-outreach-process"],
    },
    { question: "ukládáte data v EU?", answers: ["faq-4"] },
    // Overview and price questions; a price is answered in the market's currency.
    {
      question: "Co všechno umíte automatizovat?",
      answers: ["services", "service-automation", "service-automation-deliverables"],
    },
    { question: "Kolik stojí automatizace pro malou firmu?", answers: ["packages"] },
    { question: "kolik stoji balicek Rust mesicne", answers: ["package-pro", "packages"] },
    { question: "Kolik stojí AI asistent?", answers: ["service-assistant-price"] },
    { question: "kolik by stálo oslovování klientů e-mailem", answers: ["service-outreach-price"] },
    { question: "kolik stojí rezervační systém pro salon", answers: ["service-rezervace-price"] },
    { question: "jaké služby nabízíte?", answers: ["services"] },
  ],
  outOfScope: [
    "jaké bude zítra počasí",
    "kdo vyhrál mistrovství světa v hokeji",
    "doporučíte mi dobrou pizzerii v Brně?",
    "prodáváte ojetá auta?",
    "jaké je hlavní město Austrálie",
  ],
};
