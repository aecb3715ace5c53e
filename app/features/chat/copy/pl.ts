import { forms } from "~/i18n/messages/pl/forms";
import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { copy as source } from "./en";

export const copy: Translation<typeof source> = typeset("pl", {
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
  askTeam: "Zapytaj zespół",
  team: {
    intro: "Wyślij nam pytanie, odpowiemy e-mailem w ciągu jednego dnia roboczego.",
    email: "Twój e-mail",
    question: "Pytanie",
    send: "Wyślij do zespołu",
    sending: "Wysyłanie…",
    sent: "Dziękujemy. Przekazaliśmy pytanie zespołowi, odpowiedź przyjdzie e-mailem.",
  },
  formErrors: forms.errors,
  disclaimer: "Automatyczne odpowiedzi na podstawie naszej strony. Dokładną wycenę przygotujemy osobiście.",
  errors: {
    tooLong: "Pytanie jest za długie. Skróć je do najwyżej {max} znaków.",
    empty: "Najpierw wpisz pytanie.",
    invalid: "Asystent nie zrozumiał tego żądania. Odśwież stronę i spróbuj ponownie.",
    rateLimited: "Wysłano wiele pytań w krótkim czasie. Odczekaj {seconds} s i spróbuj ponownie.",
  },
});
