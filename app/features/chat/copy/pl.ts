import type { ChatCopy } from "./types";

export const copy: ChatCopy = {
  launcher: "Zapytaj asystenta",
  title: "Asystent Flowlane",
  subtitle: "Odpowiedzi z naszej strony: usługi, ceny, proces.",
  close: "Zamknij asystenta",
  greeting:
    "Dzień dobry! Odpowiem na pytania o nasze usługi, ceny stron, sposób pracy i kontakt z nami. Co chcesz wiedzieć?",
  suggestions: [
    "Ile kosztuje strona internetowa?",
    "Ile trwa wdrożenie automatyzacji?",
    "Jakie usługi oferujecie?",
  ],
  inputLabel: "Twoje pytanie",
  placeholder: "Wpisz pytanie…",
  send: "Wyślij",
  you: "Ty",
  assistant: "Asystent",
  thinking: "Myślę…",
  error: "Nie udało się połączyć z asystentem. Spróbuj ponownie.",
  retry: "Spróbuj ponownie",
  charactersLeft: "Pozostało znaków: {count}",
  sourcesLabel: "Więcej na naszej stronie:",
  bookConsultation: "Umów konsultację",
  contactForm: "Formularz kontaktowy",
  disclaimer: "Automatyczne odpowiedzi na podstawie naszej strony. Dokładną wycenę przygotujemy osobiście.",
  errors: {
    tooLong: "Pytanie jest za długie. Skróć je do najwyżej {max} znaków.",
    empty: "Najpierw wpisz pytanie.",
    invalid: "Asystent nie zrozumiał tego żądania. Odśwież stronę i spróbuj ponownie.",
    rateLimited: "Wysłano wiele pytań w krótkim czasie. Odczekaj {seconds} s i spróbuj ponownie.",
  },
};
