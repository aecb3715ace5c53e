/** Copy of the lead forms, their errors, success pages and the e-mails they send. */
import type { LeadForm, LeadFormSlug } from "~/domain/lead-forms";

export interface FormsMessages {
  /**
   * Field errors, then each form's own message, under its slug, for a post that failed for
   * reasons of its own (the English wording of demo, contact and preview: docs/PRODUCT.md, Forms):
   * hiring (upload failed, try again), booking (the call request could not be sent, try again),
   * assistant (the question for the team could not be sent, try again).
   */
  errors: Record<LeadFormSlug, string> & {
    required: string;
    email: string; // invalid e-mail address
    url: string; // must be a web address, e.g. https://example.com
    phone: string; // invalid phone number
    tooLong: string; // text too long
    goalTooShort: string; // goal needs at least 10 characters
    consent: string; // GDPR consent must be given
    pdfRequired: string; // choose a PDF file
    pdfInvalid: string; // the file is not a PDF
    pdfTooLarge: string; // larger than 10 MB
    acknowledgements: string; // all eight must be ticked
    rateLimited: string; // too many submissions, try again in a few minutes
    formExpired: string; // the form was open for more than a day: check and send again
    windows: string; // pick one to three times
    windowsGone: string; // a picked time is no longer offered (the page was open overnight)
  };
  optional: string; // "(optional)" after a label
  phone: {
    country: string; // label of the country button
    search: string; // placeholder of the country search
    noResults: string;
    number: string; // label of the number input (when the field label is elsewhere)
  };
  contact: {
    title: string;
    subtitle: string;
    name: string;
    email: string;
    phone: string;
    businessType: string;
    businessTypePlaceholder: string;
    /** Keys are stored; labels shown. */
    businessTypes: Record<
      "ecommerce" | "services" | "b2b" | "saas" | "healthcare" | "beauty" | "legal" | "hospitality" | "other",
      string
    >;
    message: string;
    submit: string;
    submitting: string;
    success: string; // 'Thank you for your message. We will get back to you soon!'
  };
  demo: {
    title: string;
    stepLabel: string; // "Step {current} of {total}"
    step1: string; // heading of step 1
    step2: string;
    email: string;
    service: string;
    servicePlaceholder: string;
    goal: string;
    goalHint: string; // at least 10 characters
    budget: string;
    budgetPlaceholder: string;
    /** small, medium, large: the names of the packages Basic, Pro, Enterprise (packages.plans). */
    budgets: Record<"small" | "medium" | "large", string>;
    url: string;
    next: string;
    back: string;
    submit: string;
    saving: string;
    success: string; // "Thank you! We'll send your demo within 48 hours."
    home: string; // button back home
  };
  preview: {
    title: string;
    subtitle: string;
    companyName: string;
    businessType: string;
    businessTypePlaceholder: string;
    businessTypes: Record<"restaurant" | "cafe" | "hotel" | "services" | "other", string>; // Restaurant, Café, Hotel/Guesthouse, Services, Other
    location: string;
    website: string;
    email: string;
    phone: string;
    style: string;
    styles: Record<"modern-clean" | "elegant" | "colorful" | "minimal", string>;
    priority: string;
    priorities: Record<"48h" | "week", string>; // 'within 48 h', 'within a week is OK'
    note: string;
    /** Prefilled in the note when a one-time plan opens the popup: "Selected plan: {plan}". */
    selectedPlan: string;
    gdpr: string; // consent to processing, the privacy link follows
    privacyLink: string;
    submit: string;
    submitting: string; // 'Submitting...'
    successTitle: string; // 'Thank you'
    successText: string; // preview within 48 hours
    close: string;
  };
  hiring: {
    title: string;
    subtitle: string;
    email: string;
    file: string;
    fileHint: string; // one PDF, at most 10 MB
    fileAgain: string; // after a failed plain post: browsers do not keep a chosen file, choose it again
    acknowledgementsTitle: string;
    /** The eight conditions the candidate confirms. */
    acknowledgements: [string, string, string, string, string, string, string, string];
    submit: string;
    submitting: string;
    successTitle: string;
    successText: string;
    /** A second application from the same e-mail address (one submission per applicant). */
    alreadyReceivedTitle: string;
    alreadyReceivedText: string;
    backToAssignment: string;
  };
  /** The call request the booking dialog offers when the site has no booking calendar. */
  booking: {
    title: string; // names the form for assistive technology
    intro: string; // pick times for a 15-minute call, we confirm one by e-mail
    windows: string; // legend of the time choices
    windowsHint: string; // up to three, Prague time
    /** The two windows of each day. */
    parts: Record<"morning" | "afternoon", string>;
    name: string;
    email: string;
    submit: string;
    submitting: string;
    successTitle: string;
    successText: string;
    /** Before the e-mail address and phone number: for those who would rather write or call. */
    alternative: string;
  };
  /**
   * The page a plain (JavaScript-free) form post lands on, with each form's message under its
   * slug: contact = contact.success, demo = demo.success, booking = booking.successText,
   * assistant: the team answers the question by e-mail; hiring: the team page's own success page.
   */
  sent: Record<LeadFormSlug, string> & {
    metaTitle: string;
    title: string;
    backHome: string;
  };
  /**
   * The confirmation each form sends the visitor, in the page's language. It quotes nothing the
   * visitor typed: anyone can type someone else's address into a form.
   */
  mail: {
    greeting: string; // "Hello,"
    nextTitle: string; // "What happens next"
    /** Per form: its promise (body) and the steps after it; never a word of what the visitor typed. */
    confirmations: Record<LeadForm, { subject: string; heading: string; body: string; next: string[] }>;
    notYou: string; // if you didn't contact us, ignore this e-mail
    signature: string; // "The {brand} team"
  };
}
