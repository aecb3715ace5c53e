import { forms } from "~/i18n/messages/en/forms";
import type { ChatCopy } from "./types";

export const copy: ChatCopy = {
  launcher: "Ask our assistant",
  title: "Flowlane assistant",
  subtitle: "Answers from our website: services, prices, process.",
  close: "Close the assistant",
  greeting:
    "Hi! I can answer questions about our services, website prices, the way we work and how to reach us. What would you like to know?",
  suggestions: [
    "How much does a website cost?",
    "How long does implementation take?",
    "What services do you offer?",
  ],
  inputLabel: "Your question",
  placeholder: "Type your question…",
  send: "Send",
  you: "You",
  assistant: "Assistant",
  thinking: "Thinking…",
  error: "Couldn't reach the assistant. Try again.",
  retry: "Try again",
  charactersLeft: "{count} characters left",
  sourcesLabel: "More on our site:",
  bookConsultation: "Book a consultation",
  contactForm: "Contact form",
  askTeam: "Ask our team",
  team: {
    intro: "Send us your question and we'll reply by email within one business day.",
    email: "Your email",
    question: "Question",
    send: "Send to the team",
    sending: "Sending…",
    sent: "Thank you. Your question is with our team; the answer will come by email.",
  },
  formErrors: forms.errors,
  disclaimer: "Automatic answers from our website. For an exact quote, talk to us.",
  errors: {
    tooLong: "Your question is too long. Please keep it under {max} characters.",
    empty: "Type a question first.",
    invalid: "The assistant didn't understand that request. Please reload the page and try again.",
    rateLimited:
      "You've sent a lot of questions in a short time. Please wait {seconds} seconds and try again.",
  },
};
