/**
 * Strings of the signed-in half: the header's account control, the authentication dialog, the
 * reset-password screen, the e-mails and the dashboard. cs, en and pl each export one object of
 * this type (app/i18n/messages/{lang}/account.ts), so a key missing in one language fails the
 * type check.
 */

import type { InquiryStatus } from "~/domain/inquiries";
import type { Lang } from "~/domain/languages";
import type { LeadForm } from "~/domain/lead-forms";
import type { StepType, TemplateCategory } from "~/domain/templates";
import type { FormsMessages } from "./forms-types";

export interface AccountMessages {
  /** In the header of every page (so part of the layout strings). */
  header: {
    signIn: string;
    dashboard: string;
    signOut: string;
    account: string; // the signed-in user's menu button
  };
  /** The authentication dialog (loaded on its first opening). */
  auth: {
    titles: { sign_in: string; sign_up: string; forgot_password: string };
    fullName: string;
    email: string;
    password: string;
    confirmPassword: string;
    phone: string;
    optional: string; // "(optional)" after a label
    rememberMe: string;
    submit: { sign_in: string; sign_up: string; forgot_password: string };
    submitting: string;
    forgotPasswordLink: string; // "Forgot password?"
    noAccount: string; // "Don't have an account?"
    signUpLink: string;
    haveAccount: string; // "Already have an account?"
    signInLink: string;
    backToSignIn: string;
    forgotHint: string; // what the forgot-password mode does
    /** Success messages (docs/PRODUCT.md, Accounts). */
    signUpSuccess: string; // 'Registration successful!'
    signInSuccess: string; // 'Sign in successful!'
    resetSent: string; // 'Password reset instructions have been sent to your email'
    /** Shown in the dialog after sign-up (the same whether or not the address had an account); {email}. */
    signUpCheckEmail: string;
    /** Fallbacks (docs/PRODUCT.md, Accounts), and the answers better-auth gives by code. */
    errors: {
      signUpFallback: string; // 'An error occurred'
      signInFallback: string; // 'Invalid credentials'
      resetFallback: string; // 'Error resetting password'
      userExists: string;
      tooManyRequests: string;
      /** Sign-in before the address is confirmed: the link has just been sent again. */
      emailNotVerified: string;
    };
    /** The lead forms' phone input, reused at sign-up and in the settings. */
    phoneInput: FormsMessages["phone"];
  };
  /** Messages of the account rules (app/features/auth/rules.ts; docs/PRODUCT.md, Accounts). */
  validation: {
    required: string;
    fullNameRequired: string; // 'Full name is required'
    fullNameTooLong: string;
    invalidEmail: string; // 'Invalid email address'
    passwordTooShort: string; // 'Password must be at least 8 characters'
    passwordTooLong: string;
    passwordNeedsNumber: string; // 'Password must contain at least one number'
    passwordNeedsSpecial: string; // 'Password must contain at least one special character'
    passwordsDontMatch: string; // "Passwords don't match"
    invalidPhone: string;
    /** The rules listed under the new-password fields from the start, ticked as they are met. */
    passwordChecklist: {
      length: string; // at least 8 characters
      number: string;
      special: string;
      match: string; // both passwords match (under the confirmation)
      met: string; // read out after a met rule
      unmet: string;
    };
  };
  /** The /reset-password screen. */
  reset: {
    title: string;
    intro: string;
    newPassword: string;
    confirmPassword: string;
    submit: string;
    success: string; // the password was changed, sign in now
    signIn: string;
    invalidLink: string; // no token, or an expired / used one
    requestNew: string; // button: request a new link
  };
  /**
   * E-mails; {link} and {brand} are replaced. The greeting has no name in it: a name in the
   * nominative reads wrong in Czech and Polish, and its vocative cannot be derived reliably.
   */
  /** Each account e-mail: what it is about, its one button, and what to know after it. */
  mail: {
    reset: AccountMail;
    verify: AccountMail;
    /** To the owner of an address someone tried to sign up with again: nobody else learns it has an account. */
    existing: AccountMail;
    greeting: string;
    signature: string;
  };
  dashboard: DashboardMessages;
}

export interface AccountMail {
  subject: string; // {brand}
  heading: string;
  body: string; // {brand}
  button: string;
  after: string; // under the button: validity, what to do if it wasn't you
}

export interface DashboardMessages {
  title: string; // page title
  menuLabel: string; // aria-label of the side menu
  signedInAs: string; // "Signed in as {name}"
  roles: { user: string; staff: string };
  tabs: { overview: string; templates: string; inquiries: string; analytics: string; settings: string };
  back: string; // link back to the list of a section
  loading: string;
  loadError: string; // the generic error toast of a failed load
  saveError: string; // the generic error toast of a failed save
  statuses: Record<InquiryStatus, string>;
  categories: Record<TemplateCategory, string> & { none: string };
  stepTypes: Record<StepType, string>;
  overview: {
    leadsTitle: { all: string; own: string }; // staff: every lead; a user: his own inquiries
    leadsHint: { all: string; own: string };
    month: string; // column heading of the chart's table
    leads: string;
    statusTitle: { all: string; own: string };
    openLabel: string; // "open" beside pending + in progress
    templatesTitle: string;
    ownTemplates: string;
    visibleTemplates: string; // own + public of others
  };
  templates: {
    title: string;
    intro: string;
    create: string; // button
    edit: string;
    delete: string;
    confirmDelete: string; // {name}
    empty: string;
    publicBadge: string;
    privateBadge: string;
    yours: string;
    shared: string; // a public template of another user
    steps: string; // "{count} steps"
    created: string; // 'Template Created'
    updated: string; // 'Template Updated'
    deleted: string;
    requestedBadge: string; // a customer asked staff to publish it
    declinedBadge: string; // staff declined to publish it
    count: string; // "{count} of {max} templates"
    limitReached: string; // {max}: the most one account keeps
    pages: string; // aria-label of the pager
    page: string; // "Page {page}"
    previous: string;
    next: string;
    requestsTitle: string; // staff: customers' templates waiting to be published
    requestsIntro: string;
    requestsEmpty: string;
    by: string; // "From {name}"
    approve: string;
    decline: string;
    approved: string; // toast
    declined: string; // toast
  };
  editor: {
    titleNew: string;
    titleEdit: string;
    name: string;
    nameRequired: string;
    description: string;
    category: string;
    isPublic: string; // "Make public"
    isPublicHint: string;
    askPublic: string; // a customer's checkbox: staff publish it once they approve
    askPublicHint: string;
    tooLarge: string; // the template's texts together pass the size limit
    steps: string;
    noSteps: string;
    addStep: string;
    removeStep: string; // "Remove step {n}"
    step: string; // "Step {n}"
    stepType: string;
    stepAction: string;
    save: string;
    cancel: string;
  };
  /** The lead desk: the inquiry board and list, the inquiry page, privacy requests, deliveries. */
  desk: DeskMessages;
  /** The morning e-mail of due follow-ups (to staff, in their language). */
  /** The staff e-mail about a new lead. */
  notification: {
    subject: string; // "{form}: {who}"
    heading: string; // "New inquiry: {form}"
    intro: string; // {email} of the lead, who gets a reply to this e-mail
    answers: string; // title over the answers
    campaign: string; // title over the UTM values
    utm: Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>;
    open: string; // button to the inquiry's page
  };
  digest: {
    subject: string; // "{count} follow-ups for {date}"
    open: string; // button to the list of inquiries
    greeting: string; // "Good morning, {name},"
    intro: string;
    overdue: string; // "overdue since {date}"
    dueToday: string;
    signature: string; // {brand}
  };
  analytics: {
    title: string;
    intro: string;
    from: string;
    to: string;
    apply: string;
    presets: string; // label of the quick-range buttons
    lastDays: string; // "Last {days} days"
    total: string; // "{count} leads in this period"
    bySource: string;
    byService: string;
    byStatus: string;
    direct: string; // no utm_source
    empty: string;
    invalidPeriod: string;
    invalidDay: string; // a day missing or not in the calendar
  };
  settings: {
    profileTitle: string;
    name: string;
    phone: string;
    language: string;
    languageHint: string; // e-mails and the dashboard use it
    saveProfile: string;
    profileSaved: string;
    passwordTitle: string;
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
    changePassword: string;
    passwordChanged: string;
    wrongPassword: string;
    sessionsTitle: string;
    sessionsText: string;
    signOutEverywhere: string;
  };
}

export interface DeskMessages {
  /** How staff name each form's leads ("Contact message", "Demo request"…). */
  forms: Record<LeadForm, string>;
  languages: Record<Lang, string>;
  /** The forms' fields as staff read them (the inquiry page, the export). */
  fields: Record<
    | "name"
    | "email"
    | "phone"
    | "business_type"
    | "message"
    | "service"
    | "goal"
    | "budget"
    | "url"
    | "company_name"
    | "location"
    | "website"
    | "style"
    | "priority"
    | "note"
    | "gdpr_consent"
    | "file"
    | "windows"
    | "question",
    string
  >;
  board: {
    title: string;
    introStaff: string;
    introUser: string; // read-only: the inquiries sent from his address
    board: string; // view switch
    list: string;
    views: string; // aria-label of the view switch
    columnsLabel: string; // aria-label of the board
    empty: string;
    emptyColumn: string;
    count: string; // "{count} inquiries"
    limited: string; // only the newest {limit} are shown: narrow the filters
    dragHint: string; // how to move a card with the keyboard
    /** Screen reader announcements while a card is moved (dnd-kit). */
    announce: { picked: string; over: string; dropped: string; cancelled: string }; // {name}, {status}
    spamTitle: string;
    spamIntro: string;
    spamEmpty: string;
  };
  filters: {
    title: string;
    search: string;
    searchHint: string; // name, e-mail or company
    form: string;
    service: string;
    assignee: string;
    anyone: string;
    me: string; // "My inquiries"
    unassigned: string;
    language: string;
    status: string;
    from: string;
    to: string;
    due: string; // only follow-ups due
    spam: string; // show what was kept as spam
    all: string;
    apply: string;
    clear: string;
    /** A date filter left out because no such day exists: {value}, {field} (the filter's label). */
    ignoredDay: string;
  };
  card: {
    open: string; // "Open {name}"
    move: string; // the drag handle: "Move {name}"
    received: string; // "Received {date}"
    followUp: string; // "Follow up {date}"
    overdue: string; // "Overdue since {date}"
    dueToday: string;
    duplicates: string; // "{count} more from this address"
    unassigned: string;
    spamReasons: Record<"honeypot" | "too_fast" | "staff", string>;
  };
  columns: {
    lead: string;
    form: string;
    status: string;
    assignee: string;
    followUp: string;
    received: string;
  };
  inquiry: {
    answers: string;
    mergedAnswers: string; // "Merged in: {form} of {date}"
    contact: string;
    email: string;
    phone: string;
    company: string;
    language: string;
    received: string;
    campaign: string;
    direct: string; // no campaign
    file: string; // "Download {name}"
    status: string;
    statusLabel: string; // group label of the status buttons
    assignee: string;
    assign: string;
    followUp: string;
    followUpHint: string;
    save: string;
    clear: string;
    markSpam: string;
    restore: string;
    spamNotice: string; // kept as spam ({reason}): nobody was notified
    mergedNotice: string;
    mergedInto: string; // link to the inquiry it was merged into
    undoMerge: string; // puts back what a merge moved
    readOnly: string; // a customer's view
    yes: string;
    no: string;
    empty: string; // an unanswered field
    timeline: string;
    timelineEmpty: string;
    note: string;
    addNote: string;
    reply: string;
    replyHint: string; // "To {email}, in {language}"
    subject: string;
    message: string;
    send: string;
    duplicates: string;
    merge: string; // "Merge into this inquiry"
  };
  activity: {
    created: string; // "Received through {form}"
    createdSpam: string; // "…, kept as spam ({reason})"
    status: string; // "{from} → {to}"
    assigned: string; // "Assigned to {name}"
    assignedInTurn: string;
    unassigned: string;
    followUp: string; // "Follow-up on {date}"
    followUpCleared: string;
    note: string;
    emailSent: string; // "E-mail to {to}"
    emailStates: { queued: string; sent: string; failed: string };
    emailReceived: string;
    merged: string; // "Merged in: {form}"
    unmerged: string; // "Merge undone: {form} stands alone again"
    spam: string;
    restored: string;
    bySite: string; // the actor of automatic entries
    fromMerged: string; // on an entry of a merged inquiry
  };
  /** The reply's starting text, in the lead's language. */
  reply: { subject: string; greeting: string; signature: string }; // {brand}, {name}
  privacy: {
    title: string;
    intro: string;
    export: string;
    anonymise: string;
    anonymiseHint: string;
    erase: string;
    eraseHint: string;
    confirm: string; // "Type the address to confirm"
    mismatch: string;
    done: string; // "{inquiries} inquiries, {emails} e-mails, account: {account}"
    lookupTitle: string; // the staff tool in settings
    lookupHint: string;
  };
  deliveries: {
    title: string;
    intro: string;
    empty: string;
    mail: string; // "E-mail to {to}"
    webhook: string; // "Webhook to {to}"
    attempts: string; // "{count} tries, last: {error}"
    retry: string;
  };
  followUps: { title: string; empty: string };
  csv: {
    title: string;
    download: string;
    delimiter: string;
    comma: string;
    semicolon: string;
    /** The export refused: {value} is no day of the calendar, {field} the filter's label. */
    invalidDay: string;
    id: string;
    received: string;
    status: string;
    form: string;
    assignee: string;
    followUp: string;
    language: string;
    email: string;
    name: string;
    company: string;
    phone: string;
  };
  rotation: { title: string; label: string; hint: string };
  toasts: {
    saved: string;
    statusUpdated: string; // 'Status Updated'
    noteAdded: string;
    replyQueued: string;
    merged: string;
    unmerged: string;
    retried: string;
  };
  errors: Record<
    "invalid" | "notFound" | "notSameAddress" | "alreadyMerged" | "selfMerge" | "cannotUndo",
    string
  >;
}
