/**
 * Copy of the lead forms, their errors, success pages and the emails they send.
 * The source language: cs and pl are typed from this file (app/i18n/translations.ts).
 */
import type { LeadForm, LeadFormSlug } from "~/domain/lead-forms";

export const forms = {
  /**
   * Field errors, then each form's own message, under its slug, for a post that failed for
   * reasons of its own (the English wording of demo, contact and preview: docs/PRODUCT.md, Forms):
   * hiring (upload failed, try again), booking (the call request could not be sent, try again),
   * assistant (the question for the team could not be sent, try again).
   */
  errors: {
    required: "Please fill in this field.",
    // invalid email address
    email: "Please enter a valid email address.",
    // must be a web address, e.g. https://example.com
    url: "Please enter a web address, e.g. https://example.com.",
    // invalid phone number
    phone: "Please enter a valid phone number.",
    // text too long
    tooLong: "This text is too long.",
    // goal needs at least 10 characters
    goalTooShort: "Please describe your goal in at least 10 characters.",
    // GDPR consent must be given
    consent: "We need your consent to process your details.",
    // choose a PDF file
    pdfRequired: "Please attach your solution as a PDF.",
    // the file is not a PDF
    pdfInvalid: "This file isn't a PDF. Please upload a PDF document.",
    // larger than 10 MB
    pdfTooLarge: "The file is larger than 10 MB.",
    // all eight must be ticked
    acknowledgements: "Please confirm all eight conditions.",
    // too many submissions, try again in a few minutes
    rateLimited: "Too many submissions from your connection. Please try again in a few minutes.",
    demo: "Something went wrong. Please try again or contact us directly.",
    contact: "There was an error submitting the form. Please try again.",
    preview: "An error occurred while submitting. Please try again.",
    hiring: "We couldn't receive your submission. Please try again.",
    // the form was open for more than a day: check and send again
    formExpired: "This form was open for more than a day. Please check your details and send it again.",
    booking: "We couldn't send your request. Please try again.",
    // pick one to three times
    windows: "Please pick one to three times.",
    // a picked time is no longer offered (the page was open overnight)
    windowsGone: "One of the times you picked is no longer available. Please pick another.",
    assistant: "We couldn't send your question. Please try again.",
  } satisfies Record<LeadFormSlug, string> & Record<string, string>,
  // "(optional)" after a label
  optional: "(optional)",
  phone: {
    // label of the country button
    country: "Country",
    // placeholder of the country search
    search: "Search country or code",
    noResults: "No country found",
    // label of the number input (when the field label is elsewhere)
    number: "Phone number",
  },
  contact: {
    title: "Send us a message",
    subtitle: "Tell us what slows your team down. We'll reply within one business day.",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    businessType: "Type of business",
    businessTypePlaceholder: "Choose your field",
    /** Keys are stored; labels shown. */
    businessTypes: {
      ecommerce: "E-commerce",
      services: "Local services",
      b2b: "B2B company",
      saas: "SaaS / software",
      healthcare: "Healthcare",
      beauty: "Beauty & wellness",
      legal: "Law firm",
      hospitality: "Restaurant, café or hotel",
      other: "Other",
    },
    message: "Message",
    submit: "Send message",
    submitting: "Sending…",
  },
  demo: {
    title: "Request your demo",
    stepLabel: "Step {current} of {total}",
    // heading of step 1
    step1: "Where should we send it?",
    step2: "What should the demo show?",
    email: "Work email",
    service: "Service",
    servicePlaceholder: "Choose a service",
    goal: "Your goal",
    // at least 10 characters
    goalHint: "At least 10 characters, e.g. “Answer booking questions on our website at night.”",
    budget: "Budget: which package is closest?",
    budgetPlaceholder: "Choose a package",
    /** small, medium, large: the names of the packages Basic, Pro, Enterprise (packages.plans). */
    budgets: { small: "Basic", medium: "Pro", large: "Enterprise" },
    // over the service and package repeated in the confirmation email
    chosen: "What you chose",
    chosenPackage: "{name} package",
    url: "Your website",
    next: "Next",
    back: "Back",
    submit: "Request demo",
    saving: "Saving…",
    // button back home
    home: "Back to home",
  },
  preview: {
    title: "Get a free website preview",
    subtitle: "A few details are enough. You'll have a preview within 48 hours, free and with no obligation.",
    companyName: "Business name",
    businessType: "Type of business",
    businessTypePlaceholder: "Choose a type",
    // Restaurant, Café, Hotel/Guesthouse, Services, Other
    businessTypes: {
      restaurant: "Restaurant",
      cafe: "Café",
      hotel: "Hotel / guesthouse",
      services: "Services",
      other: "Other",
    },
    location: "City or address",
    website: "Current website",
    email: "Email",
    phone: "Phone",
    style: "Preferred style",
    styles: {
      "modern-clean": "Modern & clean",
      elegant: "Elegant",
      colorful: "Colorful",
      minimal: "Minimal",
    },
    priority: "When do you need it?",
    // 'within 48 h', 'within a week is OK'
    priorities: { "48h": "Within 48 h", week: "Within a week is fine" },
    note: "Anything else we should know?",
    /** Prefilled in the note when a one-time plan opens the popup: "Selected plan: {plan}". */
    selectedPlan: "Selected plan: {plan}",
    // consent to processing, the privacy link follows
    gdpr: "I agree to the processing of my personal data to prepare the preview.",
    privacyLink: "Privacy policy",
    submit: "Get my free preview",
    submitting: "Submitting...",
    close: "Close",
  },
  hiring: {
    title: "Submit your solution",
    subtitle: "One submission per candidate: send your final version.",
    email: "Your email",
    file: "Your solution (PDF)",
    // one PDF, at most 10 MB
    fileHint: "One PDF file, at most 10 MB.",
    // after a failed plain post: browsers do not keep a chosen file, choose it again
    fileAgain: "Please choose your file again: browsers don't keep it after an error.",
    acknowledgementsTitle: "Before you send it, please confirm:",
    /** The eight conditions the candidate confirms. */
    acknowledgements: [
      "I have read all 50 requirements of the assignment.",
      "The solution is my own work.",
      "I am sending one final submission only.",
      "I understand that pay is based on results only.",
      "I understand that the solution is evaluated requirement by requirement.",
      "My solution is a single PDF file.",
      "I agree to the processing of my personal data for this selection process.",
      "I understand that there may be no reply if the solution does not meet the requirements.",
    ],
    submit: "Send solution",
    submitting: "Uploading…",
    /** A second application from the same email address (one submission per applicant). */
    alreadyReceivedTitle: "We already have your solution",
    alreadyReceivedText:
      "We've already received a solution from this email address. We accept one solution per applicant and will get back to you once we've reviewed it.",
    backToAssignment: "Back to the assignment",
  },
  /** The call request the booking dialog offers when the site has no booking calendar. */
  booking: {
    // names the form for assistive technology
    title: "Call request",
    // pick times for a 15-minute call, we confirm one by email
    intro: "Pick up to three times that suit you for a 15-minute call. We'll confirm one of them by email.",
    // legend of the time choices
    windows: "When suits you?",
    // up to three, Prague time
    windowsHint: "Pick up to three times (Prague time).",
    /** The two windows of each day. */
    parts: { morning: "9:00–12:00", afternoon: "13:00–17:00" },
    // over the times repeated in the confirmation and its email
    chosen: "The times you picked (Prague time)",
    name: "Full name",
    email: "Email",
    // the number we call at the chosen time
    phone: "Phone number for the call",
    submit: "Request a call",
    submitting: "Sending…",
    /** Before the email address and phone number: for those who would rather write or call. */
    alternative: "Prefer to write or call?",
  },
  /** The confirmation beside each form's next steps (forms.mail.confirmations): the email on its way. */
  confirmation: {
    emailSent: "A confirmation email is on its way to you.",
    emailHint: "If it isn't in your inbox within a few minutes, please check your spam folder.",
  },
  /**
   * Each form's promise once sent, under its slug, on the page a plain (JavaScript-free) post lands
   * on and in place of the form: the title is the email's heading (mail.confirmations).
   * assistant: the team answers the question by email; hiring: the team page's own success page.
   */
  sent: {
    metaTitle: "Thank you | Flowlane",
    contact: "Thank you for your message. We will get back to you soon!",
    demo: "Thank you! We'll send your demo within 48 hours.",
    preview: "We've got your details. Your website preview will be ready within 48 hours.",
    hiring:
      "Thank you. We'll evaluate your solution against all 50 requirements and get back to you by email.",
    booking: "Thank you. Within one business day we'll email you to confirm one of the times you picked.",
    assistant: "Thank you. We'll answer your question by email within one business day.",
    backHome: "Back to home",
  } satisfies Record<LeadFormSlug, string> & Record<string, string>,
  /**
   * The confirmation each form sends the visitor, in the page's language. It quotes nothing the
   * visitor typed: anyone can type someone else's address into a form.
   */
  mail: {
    greeting: "Hello,",
    nextTitle: "What happens next",
    /** Per form: its promise (body) and the steps after it; never a word of what the visitor typed. */
    confirmations: {
      contact: {
        subject: "We've received your message – {brand}",
        heading: "Your message is with us",
        body: "Thank you for getting in touch. We'll reply within one business day.",
        next: [
          "We read your message and work out how we can help.",
          "Within one business day we reply by email or phone with a concrete suggestion.",
          "If it makes sense, we arrange a short call about what takes up most of your team's time.",
        ],
      },
      demo: {
        subject: "We've received your demo request – {brand}",
        heading: "Your demo will be ready within 48 hours",
        body: "Thank you for your interest. Within 48 hours we'll prepare a demo tailored to your business and a preview of how it would run for you.",
        next: [
          "We look at your business and the service you picked.",
          "Within 48 hours we build the demo and prepare the preview.",
          "We get in touch and walk you through it. You decide afterwards, with no obligation.",
        ],
      },
      website_preview: {
        subject: "We've received your website preview request – {brand}",
        heading: "Your website preview is on its way",
        body: "Thank you for your interest. We'll send you a preview of your new website within 48 hours, free and with no obligation.",
        next: [
          "We design a preview of your new website from the details you sent.",
          "Within 48 hours it arrives by email, and you tell us what to change.",
          "If you like it, your website usually goes live within 7 working days.",
        ],
      },
      hiring: {
        subject: "We've received your solution – {brand}",
        heading: "Your solution is with us",
        body: "Thank you for your solution and the time you've put into it.",
        next: [
          "We check your solution against all 50 requirements of the assignment.",
          "We let you know the result by email, whatever it is.",
          "If it convinces us, we invite you to a conversation about working together.",
        ],
      },
      booking: {
        subject: "We've received your consultation request – {brand}",
        heading: "We've got your preferred times",
        body: "Thank you for your interest in a consultation. Within one business day we'll write to confirm which of the times you picked works.",
        next: [
          "We pick one of the times you chose.",
          "Within one business day we confirm it by email.",
          "We call you at that time. The call takes 15 minutes and is free.",
        ],
      },
      assistant: {
        subject: "We've received your question – {brand}",
        heading: "Your question is with our team",
        body: "Thank you for your question. Our assistant couldn't find the answer on our website, so someone from our team will reply within one business day.",
        next: [
          "Someone from our team reads your question.",
          "Within one business day we reply by email.",
          "If it helps, we suggest a short call to go through it together.",
        ],
      },
    } satisfies Record<LeadForm, unknown>,
    // if you didn't contact us, ignore this email
    notYou: "If this wasn't you, just ignore this email.",
    signature: "The {brand} team",
    /** Sent when staff confirm one of the times of a call request, with a calendar invitation. */
    callConfirmed: {
      subject: "Your call is confirmed: {when} – {brand}",
      heading: "Your call is confirmed",
      body: "Thank you for your request. We've picked one of the times you suggested. The call takes 15 minutes and is free.",
      when: "When",
      // after the time of day
      timeZone: "Prague time",
      phone: "We'll call",
      calendar: "The invitation in this email adds the call to your calendar.",
      change: "If the time no longer suits you, just reply to this email and we'll find another.",
      // the calendar event's title
      event: "Call with {brand}",
    },
  },
} as const;
