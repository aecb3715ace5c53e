/**
 * Every string of the chat assistant in English. The source language: cs and pl are typed from
 * this file (app/i18n/translations.ts). The browser downloads only the page's language
 * (copy/index.ts); the server reads all three (answers, errors, knowledge).
 */
import { forms } from "~/i18n/messages/en/forms";

export const copy = {
  title: "Flowlane assistant",
  subtitle: "Answers from our website: services, prices, process.",
  close: "Close the assistant",
  // the assistant's first message, shown before any question
  greeting:
    "Hi! I can answer questions about our services, website prices, the way we work and how to reach us. What would you like to know?",
  // example questions offered as buttons while the conversation is empty
  suggestions: [
    "How much does a website cost?",
    "How long does implementation take?",
    "What services do you offer?",
  ],
  // label of the question field (visually hidden)
  inputLabel: "Your question",
  placeholder: "Type your question…",
  send: "Send",
  // screen-reader names of the two sides of the conversation
  you: "You",
  assistant: "Assistant",
  // shown while an answer is on its way
  thinking: "Thinking…",
  // docs/PRODUCT.md, On every page
  error: "Couldn't reach the assistant. Try again.",
  retry: "Try again",
  charactersLeft: "{count} characters left",
  sourcesLabel: "More on our site:",
  bookConsultation: "Book a consultation",
  // the link to the contact page's form, offered with an answer or when there is none
  contactForm: "Contact form",
  // passing the unanswered question to the team as an inquiry, in a small form in the panel
  askTeam: "Ask our team",
  team: {
    intro: "Send us your question and we'll reply by email within one business day.",
    email: "Your email",
    question: "Question",
    send: "Send to the team",
    sending: "Sending…",
    sent: "Thank you. Your question is with our team; the answer will come by email.",
  },
  // the lead forms' messages (app/i18n/messages/{lang}/forms.ts), for the question form
  formErrors: forms.errors,
  disclaimer: "Automatic answers from our website. For an exact quote, talk to us.",
  // errors the endpoint answers with
  errors: {
    tooLong: "Your question is too long. Please keep it under {max} characters.",
    empty: "Type a question first.",
    invalid: "The assistant didn't understand that request. Please reload the page and try again.",
    rateLimited:
      "You've sent a lot of questions in a short time. Please wait {seconds} seconds and try again.",
  },
} as const;
