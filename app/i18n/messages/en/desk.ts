/**
 * The lead desk (the inquiry board and list, the inquiry page, privacy requests, deliveries)
 * and the staff emails about leads.
 * The source language: cs and pl are typed from this file (app/i18n/translations.ts).
 */
import type { InquiryStatus } from "~/domain/inquiries";
import type { Lang } from "~/domain/languages";
import type { LeadForm } from "~/domain/lead-forms";
import type { ShortcutId } from "~/features/dashboard/desk-shortcuts";
import { counted } from "~/i18n/plural";

export const desk = {
  /** How staff name each form's leads ("Contact message", "Demo request"…). */
  forms: {
    contact: "Contact message",
    demo: "Demo request",
    website_preview: "Website preview",
    hiring: "Job application",
    booking: "Call request",
    assistant: "Question from the assistant",
  } satisfies Record<LeadForm, string>,
  languages: { cs: "Czech", en: "English", pl: "Polish" } satisfies Record<Lang, string>,
  /** The forms' fields as staff read them (the inquiry page, the export). */
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    business_type: "Type of business",
    message: "Message",
    service: "Service",
    goal: "Goal",
    budget: "Package",
    url: "Their website",
    company_name: "Company",
    location: "Location",
    website: "Current website",
    style: "Style",
    priority: "When they need it",
    note: "Note",
    gdpr_consent: "Consent to processing",
    file: "Solution (PDF)",
    windows: "Preferred times",
    question: "Question",
  },
  board: {
    title: "Inquiries",
    introStaff: "Every lead from the site's forms. Drag a card to another column, or open it to work on it.",
    // the same in the list view, where nothing is dragged
    introStaffList:
      "Every lead from the site's forms. Open one to work on it, or select several to handle them at once.",
    // read-only: the inquiries sent from his address
    introUser:
      "The inquiries you've sent us from your email address. Our team keeps their status up to date.",
    // above the list, once the confirmation link from the sign-up email has been opened
    confirmed: "Your email address is confirmed and your account is ready.",
    // view switch
    board: "Board",
    list: "List",
    // aria-label of the view switch
    views: "View",
    // aria-label of the board
    columnsLabel: "Inquiries by status",
    empty: "No inquiries match these filters.",
    emptyColumn: "Nothing here",
    showMore: "Show {count} more",
    count: counted({ one: "{count} inquiry", other: "{count} inquiries" }),
    // the list's page: "51–100 of 10,000 inquiries"
    range: counted({ one: "{from}–{to} of {total} inquiry", other: "{from}–{to} of {total} inquiries" }),
    // aria-label of the list's pager
    pages: "Pages of inquiries",
    // how to move a card with the keyboard
    dragHint:
      "To move a card with the keyboard, focus it, press Space, move it with the arrow keys and press Space again. Escape cancels.",
    /** Screen reader announcements while a card is moved (dnd-kit). */
    // {name}, {status}
    announce: {
      picked: "Picked up {name}.",
      over: "{name} is over {status}.",
      dropped: "{name} moved to {status}.",
      cancelled: "Move cancelled. {name} stays where it was.",
    },
    spamTitle: "Kept as spam",
    spamIntro:
      "Posts that looked automated: the hidden field was filled in, or the form was sent too fast. Nobody was notified. Restore a real lead with one click.",
    spamEmpty: "No spam. Nice.",
  },
  filters: {
    title: "Filters",
    search: "Search",
    // name, email or company
    searchHint: "Name, email or company",
    form: "Form",
    service: "Service",
    assignee: "Assignee",
    anyone: "Anyone",
    me: "My inquiries",
    unassigned: "Unassigned",
    language: "Language",
    status: "Status",
    from: "Received from",
    to: "Received until",
    // only follow-ups due
    due: "Follow-up due",
    // only inquiries whose lead answered by email
    replied: "Lead replied",
    // only open inquiries whose follow-up day has passed
    overdue: "Overdue",
    // only inquiries received since Monday
    week: "Received this week",
    // show what was kept as spam
    spam: "Show spam",
    all: "All",
    apply: "Show",
    clear: "Clear filters",
    /** A date filter left out because no such day exists: {value}, {field} (the filter's label). */
    ignoredDay: "There is no such day as {value}, so the “{field}” filter was left out.",
  },
  /** Views of the inquiry list: built-in ones and each person's own, saved under a name. */
  views: {
    // aria-label of the row of views
    title: "Views",
    overdue: "Overdue",
    // said after "Overdue" to screen readers
    overdueCount: { one: "{count} inquiry", other: "{count} inquiries" },
    myOverdue: "My overdue",
    newThisWeek: "New this week",
    manage: "Save or edit views",
    // the saved views, aria-label of their list
    yours: "Your views",
    name: "Name this view",
    save: "Save view",
    // sr-only label of a saved view's name field: {name}
    renameLabel: "New name for “{name}”",
    rename: "Rename",
    delete: "Delete",
    deleteLabel: "Delete the view “{name}”",
    savedToast: "View saved",
    renamedToast: "View renamed",
    deletedToast: "View deleted",
    // aria-label of a saved view's buttons: {name}
    moveUp: "Move “{name}” up",
    moveDown: "Move “{name}” down",
    movedToast: "View moved",
    problems: {
      empty: "Give the view a name.",
      // {max}: characters
      tooLong: "Keep the name to {max} characters.",
      control: "The name can't contain line breaks or other control characters.",
      taken: "You already have a view with this name.",
      // {max}: views
      limitReached: "You already have {max} views, the most you can keep. Delete one to save another.",
    },
  },
  card: {
    open: "Open {name}",
    // the drag handle: "Move {name}"
    move: "Move {name}",
    received: "Received {date}",
    followUp: "Follow up {date}",
    overdue: "Overdue since {date}",
    dueToday: "Follow up today",
    // when the lead's latest answer by email arrived
    replied: "Replied {date}",
    duplicates: "{count} more from this address",
    unassigned: "Unassigned",
    spamReasons: {
      honeypot: "hidden field filled in",
      too_fast: "sent too fast",
      staff: "marked by staff",
    },
  },
  columns: {
    lead: "Lead",
    // the column of company, service (or form) and language
    form: "Company · request · language",
    status: "Status",
    assignee: "Assignee",
    // in the list of posts kept as spam, in the assignee's place
    spamReason: "Why kept as spam",
    followUp: "Follow-up",
    received: "Received",
  },
  inquiry: {
    /** A call request's times, each of which staff can confirm (the lead gets a calendar invitation). */
    callTimes: "Times for the call",
    callTimesHint: "Confirming a time emails {email} a calendar invitation for it.",
    confirmTime: "Confirm this time",
    // the time already confirmed
    confirmedTime: "Confirmed",
    // confirm another time after one was confirmed
    confirmInstead: "Confirm this one instead",
    pastTime: "Passed",
    answers: "What they sent",
    mergedAnswers: "Merged in: {form} of {date}",
    contact: "Contact details",
    email: "Email",
    phone: "Phone",
    company: "Company",
    language: "Language",
    received: "Received",
    campaign: "Campaign",
    // no campaign
    direct: "Direct visit, no campaign",
    file: "Download {name}",
    status: "Status",
    // group label of the status buttons
    statusLabel: "Change the status",
    assignee: "Looked after by",
    assign: "Assign",
    followUp: "Follow-up",
    followUpHint: "The day the next step is due. You'll find it in your morning email.",
    save: "Save",
    clear: "Clear",
    deal: "Deal",
    dealHint:
      "What the inquiry is worth, and when you expect to close it. Won deals add up in the analytics.",
    dealValue: "Value",
    // hint under the value field
    dealValueHint: "Whole amount, e.g. 48 000",
    dealCurrency: "Currency",
    saveDeal: "Save deal",
    expectedClose: "Expected to close",
    // shown on a completed inquiry
    wonReason: "Why we won it",
    // shown on a cancelled inquiry
    lostReason: "Why we lost it",
    markSpam: "Mark as spam",
    restore: "Not spam: restore",
    // kept as spam ({reason}): nobody was notified
    spamNotice: "Kept as spam ({reason}). Nobody was notified.",
    mergedNotice: "This inquiry was merged into another one.",
    // link to the inquiry it was merged into
    mergedInto: "Open the inquiry it was merged into",
    // puts back what a merge moved
    undoMerge: "Undo merge",
    // a customer's view
    readOnly: "Only our team changes an inquiry. We'll keep you posted by email.",
    yes: "Yes",
    no: "No",
    // the last row of what a lead sent: the fields he left empty, named together
    unanswered: "Left empty",
    timeline: "Activity",
    timelineEmpty: "Nothing has happened yet.",
    note: "New note",
    addNote: "Add note",
    reply: "Reply by email",
    // "To {email}, in {language}"
    replyHint: "To {email}, in {language}. Their reply comes to your inbox.",
    // with the inbound address set
    replyHintBack: "To {email}, in {language}. Their answer appears here, and you get it by email.",
    subject: "Subject",
    message: "Message",
    send: "Send",
    duplicates: "Other inquiries from this address",
    merge: "Merge into this inquiry",
    // the page of an address that leads to no inquiry (a 404)
    missingTitle: "Inquiry not found",
    missingText:
      "There's no inquiry here that you can open. The link may be wrong, or the inquiry has been erased.",
  },
  activity: {
    // "Received through {form}"
    created: "Received through the {form} form",
    // "…, kept as spam ({reason})"
    createdSpam: "Received, kept as spam ({reason})",
    // "{from} → {to}"
    status: "Status: {from} → {to}",
    assigned: "Assigned to {name}",
    assignedInTurn: "Assigned in turn to {name}",
    unassigned: "Unassigned",
    followUp: "Follow-up on {date}",
    followUpCleared: "Follow-up cleared",
    note: "Note",
    emailSent: "Email to {to}",
    emailStates: { queued: "on its way", sent: "sent", failed: "not delivered" },
    // {from}: the sender's address
    emailReceived: "Email from {from}",
    // the subject of the email answered, a link to it
    inAnswerTo: "In answer to: {subject}",
    // opens the answer with its quoted history and signature
    wholeEmail: "The whole email",
    attachmentsDropped: "Its attachments were not kept; the lead can send them again if needed.",
    merged: "Merged in: {form}",
    // "Merge undone: {form} stands alone again"
    unmerged: "Merge undone: {form} is on its own again",
    spam: "Marked as spam",
    restored: "Restored from spam",
    // "Deal: 48 000 CZK · expected to close on 15 Dec 2026 · reason: …"
    stage: "Application: {from} → {to}",
    deal: "Deal: {value}",
    dealNoValue: "Deal: no value",
    dealClose: "expected to close on {date}",
    dealReason: "reason: {reason}",
    // the actor of automatic entries
    bySite: "the site",
    // on an entry of a merged inquiry
    fromMerged: "from a merged inquiry",
  },
  /** The reply's starting text, in the lead's language. */
  // {brand}, {name}
  reply: {
    subject: "Your inquiry with {brand}",
    // to a job applicant
    applicationSubject: "Your application to join {brand}",
    greeting: "Hello,",
    signature: "Best regards,\n{name}\n{brand}",
  },
  privacy: {
    title: "Privacy of this address",
    intro: "Everything stored about this email address, on request of its owner (GDPR).",
    export: "Download everything (JSON)",
    anonymise: "Anonymise",
    anonymiseHint:
      "Removes everything that points to the person and keeps the inquiries' form, status and dates for the figures.",
    erase: "Erase everything",
    eraseHint: "Deletes the inquiries, their files, notes and emails, and the account with this address.",
    confirm: "Type the address to confirm",
    mismatch: "The address you typed doesn't match.",
    // "{inquiries} inquiries, {emails} emails, account: {account}"
    done: "Done. Inquiries: {inquiries}, emails: {emails}, account: {account}.",
    // the staff tool in settings
    lookupTitle: "Privacy requests",
    // the settings' two address fields: one to export, one to anonymise or erase
    exportEmail: "Address to export",
    eraseEmail: "Address to anonymise or erase",
    lookupHint:
      "Export or erase everything stored about an email address, whether or not it sent an inquiry.",
  },
  deliveries: {
    title: "Undelivered emails and webhooks",
    intro:
      "These gave up after all their tries. Fix the cause (mail server, webhook address), then try again.",
    empty: "Everything was delivered.",
    mail: "Email to {to}",
    webhook: "Webhook to {to}",
    // "{count} tries, last: {error}"
    attempts: counted({
      one: "{count} try. Last error: {error}",
      other: "{count} tries. Last error: {error}",
    }),
    retry: "Try again",
  },
  followUps: {
    title: "Your follow-ups",
    empty: "Nothing due today.",
  },
  csv: {
    title: "Export",
    download: "Download CSV",
    delimiter: "Separator",
    comma: "Comma (English Excel)",
    semicolon: "Semicolon (Czech and Polish Excel)",
    /** The export refused: {value} is no day of the calendar, {field} the filter's label. */
    invalidDay: "Nothing was exported: there is no such day as {value} (“{field}”).",
    id: "ID",
    // the id of the inquiry a row was merged into
    mergedInto: "Merged into",
    received: "Received",
    status: "Status",
    form: "Form",
    assignee: "Assignee",
    followUp: "Follow-up",
    language: "Language",
    email: "Email",
    name: "Name",
    company: "Company",
    phone: "Phone",
  },
  /** Bulk work on the list: ticked inquiries, or all matching the filter (docs/decisions/0054-bulk-actions.md). */
  bulk: {
    // aria-label of the bar
    label: "Work on several inquiries",
    // the header checkbox of the list
    selectPage: "Select every inquiry on this page",
    // a row's checkbox; {name} is the lead
    selectOne: "Select {name}",
    selectMatching: {
      one: "Select the {count} inquiry matching this filter",
      other: "Select all {count} inquiries matching this filter",
    },
    hint: "Tick inquiries in the list to work on several at once.",
    selected: { one: "{count} inquiry selected", other: "{count} inquiries selected" },
    allSelected: {
      one: "The {count} inquiry matching this filter is selected",
      other: "All {count} inquiries matching this filter are selected",
    },
    clear: "Clear selection",
    assignTo: "Assign to",
    me: "Me",
    nobody: "Nobody",
    assign: "Assign",
    status: "Status",
    setStatus: "Set status",
    spam: "Mark as spam",
    restore: "Restore",
    export: "Export as CSV",
    changed: { one: "{count} inquiry changed", other: "{count} inquiries changed" },
    unchanged: { one: "{count} was like that already", other: "{count} were like that already" },
    skipped: { one: "{count} skipped (not allowed)", other: "{count} skipped (not allowed)" },
    errors: {
      forbidden: "Only our team can change inquiries.",
      nothingSelected: "Nothing is selected: tick at least one inquiry.",
      tooMany: "That's too many at once: {max} at the most. Narrow the filter and try again.",
      invalid: "That didn't work: please check what you chose.",
    },
  },
  morningDigest: {
    title: "Morning email",
    label: "Send me my due follow-ups each working morning",
    hint: "Between 7 and 11 in your time zone, Monday to Friday, only when something is due.",
  },
  rotation: {
    title: "New leads",
    label: "Give me new leads in turn",
    hint: "New inquiries are shared out one by one among everyone who has this switched on.",
  },
  toasts: {
    saved: "Saved",
    statusUpdated: "Status Updated",
    noteAdded: "Note added",
    replyQueued: "The email is on its way",
    callConfirmed: "Time confirmed, the invitation is on its way",
    merged: "Inquiries merged",
    unmerged: "Merge undone",
    retried: "Queued to try again",
  },
  errors: {
    invalid: "That didn't work: please check what you entered.",
    notFound: "This inquiry no longer exists.",
    notSameAddress: "Only inquiries from the same email address can be merged.",
    alreadyMerged: "One of these inquiries has already been merged.",
    selfMerge: "An inquiry can't be merged into itself.",
    cannotUndo:
      "This merge can't be undone now: it was undone already, or a later merge moved these inquiries on. Undo that one first.",
  },
  /** The keyboard shortcuts of the board, the list and an inquiry's page, and their help dialog. */
  shortcuts: {
    // button that opens the dialog; the "?" key opens it too
    button: "Keyboard shortcuts",
    title: "Keyboard shortcuts",
    // between two keys pressed one after the other: "s then 3"
    followedBy: "then",
    pages: { list: "On the board and the list", inquiry: "On an inquiry" },
    // "Next inquiry" and "Previous inquiry" are also the inquiry page's links
    actions: {
      next: "Next inquiry",
      previous: "Previous inquiry",
      assignToMe: "Assign to me",
      help: "Show this list",
    } satisfies Record<Exclude<ShortcutId, InquiryStatus>, string>,
    // {status}: the status name
    status: "Set status: {status}",
    // under the list
    typing: "Shortcuts do nothing while you type in a field.",
  },
} as const;

export const notification = {
  // "{form}: {who}"
  subject: "New inquiry – {form}: {who}",
  heading: "New inquiry: {form}",
  // a job application's notice
  applicationSubject: "New job application: {who}",
  applicationHeading: "New job application",
  // {email} of the lead, who gets a reply to this email
  intro: "Reply to this email to write straight to {email}.",
  // title over the answers
  answers: "What they filled in",
  // title over the UTM values
  campaign: "Where they came from",
  utm: {
    utm_source: "Source",
    utm_medium: "Medium",
    utm_campaign: "Campaign",
    utm_term: "Keyword",
    utm_content: "Ad variant",
  },
  // button to the inquiry's page
  open: "Open in the dashboard",
  /** The assignee's notice of a lead's answer. {who}: name or email; {subject} of the answer */
  reply: {
    subject: "Answer from {who}: {subject}",
    heading: "Answer from {who}",
    intro: "An answer arrived on the inquiry of {email}:",
  },
  /** The notice to a staff member another one assigned an inquiry to. {who}: the lead's name or email */
  assigned: {
    subject: "Assigned to you: {who}",
    heading: "{name} assigned you an inquiry",
    // {form}: the form's name
    intro: "{who} ({form}) is now yours to look after.",
  },
  // one email for the inquiries a colleague assigned at once on the list
  assignedMany: {
    subject: counted({
      one: "{count} inquiry was assigned to you",
      other: "{count} inquiries were assigned to you",
    }),
    // {name}: the colleague who assigned them
    intro: "{name} assigned you these inquiries:",
    // below a list cut short
    more: counted({ one: "{count} more is in your list.", other: "{count} more are in your list." }),
  },
} as const;

export const digest = {
  // button to the list of inquiries
  open: "Open your inquiries",
  subject: counted({ one: "{count} follow-up for {date}", other: "{count} follow-ups for {date}" }),
  // "Good morning, {name},"
  greeting: "Good morning {name},",
  intro: "These inquiries are waiting for your next step:",
  overdue: "overdue since {date}",
  dueToday: "due today",
  // {brand}
  signature: "{brand}",
} as const;
