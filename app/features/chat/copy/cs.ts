import { forms } from "~/i18n/messages/cs/forms";
import type { Translation } from "~/i18n/translations";
import { typeset } from "~/i18n/typography";
import type { copy as source } from "./en";

export const copy: Translation<typeof source> = typeset("cs", {
  title: "Asistent Flowlane",
  subtitle: "Odpovědi z našeho webu: služby, ceny, postup.",
  close: "Zavřít asistenta",
  greeting:
    "Dobrý den! Odpovím na otázky o našich službách, cenách webů, o tom, jak pracujeme, a jak nás zastihnout. Co vás zajímá?",
  suggestions: ["Kolik stojí web?", "Jak dlouho trvá zavedení automatizace?", "Jaké služby nabízíte?"],
  inputLabel: "Vaše otázka",
  placeholder: "Napište svou otázku…",
  send: "Odeslat",
  you: "Vy",
  assistant: "Asistent",
  thinking: "Přemýšlím…",
  error: "Nepodařilo se spojit s asistentem. Zkuste to znovu.",
  retry: "Zkusit znovu",
  charactersLeft: "Zbývá znaků: {count}",
  sourcesLabel: "Více na našem webu:",
  bookConsultation: "Domluvit konzultaci",
  contactForm: "Kontaktní formulář",
  askTeam: "Zeptat se týmu",
  team: {
    intro: "Pošlete nám otázku, odpovíme vám e-mailem do jednoho pracovního dne.",
    email: "Váš e-mail",
    question: "Otázka",
    send: "Poslat týmu",
    sending: "Odesílám…",
    sent: "Děkujeme. Otázku jsme předali týmu, odpověď vám přijde e-mailem.",
  },
  formErrors: forms.errors,
  disclaimer: "Automatické odpovědi z obsahu našeho webu. Přesnou nabídku vám připravíme osobně.",
  errors: {
    tooLong: "Otázka je příliš dlouhá. Zkraťte ji prosím na nejvýše {max} znaků.",
    empty: "Nejdřív napište otázku.",
    invalid: "Asistent požadavku nerozuměl. Načtěte prosím stránku znovu a zkuste to ještě jednou.",
    rateLimited: "V krátké době jste poslali hodně otázek. Počkejte prosím {seconds} s a zkuste to znovu.",
  },
});
