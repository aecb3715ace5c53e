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
  contactPage: "Contact page",
  disclaimer: "Automatic answers from our website. For an exact quote, talk to us.",
  errors: {
    tooLong: "Your question is too long. Please keep it under {max} characters.",
    empty: "Type a question first.",
    invalid: "The assistant didn't understand that request. Please reload the page and try again.",
    rateLimited:
      "You've sent a lot of questions in a short time. Please wait {seconds} seconds and try again.",
  },
  answers: {
    notFound:
      "I'm sorry, I couldn't find an answer to that on our website. Book a free consultation or write to us and we'll gladly help.",
    greeting: "Hello! Ask me about our services, website prices, the process or how to contact us.",
    moreHelp: "Want to talk it through? Book a free consultation or write to us.",
  },
  knowledge: {
    oneTimePlan: "{name} costs {price} as a one-time price. {description}",
    monthlyPlan: "The {name} website care plan costs {price} per month. {description}",
    changeTier: "{name}: {price}. {description}",
    includes: "Includes",
    webPricesIntro: "Website prices (one-time, in Czech crowns):",
    monthlyIntro: "Monthly website care (hosting, security, edits):",
    changesIntro: "One-time changes to a website, priced by size:",
    previewAndLaunch: "Website timing and free preview",
    packagesIntro: "Our automation service packages are Basic, Pro (most popular) and Enterprise.",
    servicesIntro: "We offer four services:",
    serviceHow: "How we do it",
    serviceDeliverables: "What you get",
    serviceForWho: "Perfect for",
    serviceProcess: "{service}: how it works and how long it takes",
    serviceIntegrations: "{service} works with these tools: {list}.",
    serviceExamples: "{service}: real-world examples",
    contact:
      "You can email us at {email} or call {phone}. Our office: {address}. We answer within one business day.",
    company: "{legalName} (Company ID {registrationNumber}) was founded by {founders}.",
    bookingTitle: "Free consultation and demo",
    booking:
      "You can book a free, no-obligation online consultation in our calendar. We'll also build a demo tailored to your business within 48 hours.",
    languageName: "English",
  },
};
