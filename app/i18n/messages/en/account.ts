/**
 * Strings of the signed-in half: the header's account control, the authentication dialog, the
 * reset-password screen, the account emails and the dashboard.
 * The source language: cs and pl are typed from this file (app/i18n/translations.ts).
 */
import type { ApplicationStage } from "~/domain/applications";
import type {
  ActionKind,
  ConditionOperator,
  DelaySettings,
  LeadField,
  RunState,
  StopReason,
} from "~/domain/automations";
import type { InquiryStatus } from "~/domain/inquiries";
import type { ServiceSlug } from "~/domain/services";
import type { StepType, TemplateCategory } from "~/domain/templates";
import type { StepProblem } from "~/features/automations/automation-settings";
import type { RunRefusal, ShownOutcome } from "~/features/automations/run-view";
import type { DeskSectionKey } from "~/features/dashboard/desk-sections";
import type { DurationUnit } from "~/features/dashboard/template-editor";
import { counted } from "~/i18n/plural";
import { desk, digest, notification } from "./desk";

export const account = {
  /** In the header of every page (so part of the layout strings). */
  header: {
    signIn: "Sign in",
    dashboard: "Dashboard",
    signOut: "Sign out",
    // the signed-in user's menu button
    account: "Account",
  },
  /** The authentication dialog (loaded on its first opening). */
  auth: {
    titles: { sign_in: "Sign in", sign_up: "Create an account", forgot_password: "Reset your password" },
    fullName: "Full name",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    phone: "Phone",
    // "(optional)" after a label
    optional: "(optional)",
    rememberMe: "Remember me",
    submit: { sign_in: "Sign in", sign_up: "Create account", forgot_password: "Send reset link" },
    submitting: "Please wait…",
    forgotPasswordLink: "Forgot password?",
    noAccount: "Don't have an account?",
    signUpLink: "Sign up",
    haveAccount: "Already have an account?",
    signInLink: "Sign in",
    backToSignIn: "Back to sign in",
    // what the forgot-password mode does
    forgotHint: "Enter the email of your account and we will send you a link to set a new password.",
    /** Success messages (docs/PRODUCT.md, Accounts). */
    signUpSuccess: "Registration successful!",
    signInSuccess: "Sign in successful!",
    resetSent: "Password reset instructions have been sent to your email",
    /** Shown in the dialog after sign-up (the same whether or not the address had an account); {email}. */
    signUpCheckEmail:
      "We've sent a confirmation link to {email}. Open it to finish signing up, and you'll be signed in straight away.",
    /** Fallbacks (docs/PRODUCT.md, Accounts), and the answers better-auth gives by code. */
    errors: {
      signUpFallback: "An error occurred",
      signInFallback: "Invalid credentials",
      resetFallback: "Error resetting password",
      userExists: "An account with this email already exists. Sign in instead.",
      tooManyRequests: "Too many attempts. Please wait a few minutes and try again.",
      /** Sign-in before the address is confirmed: the link has just been sent again. */
      emailNotVerified: "Your email isn't confirmed yet. We've just sent you the confirmation link again.",
    },
    /** The lead forms' phone input, reused at sign-up and in the settings. */
    phoneInput: {
      country: "Country",
      search: "Search country",
      noResults: "No country found",
      number: "Phone number",
    },
  },
  /** Messages of the account rules (app/features/auth/rules.ts; docs/PRODUCT.md, Accounts). */
  validation: {
    required: "This field is required",
    fullNameRequired: "Full name is required",
    fullNameTooLong: "The name is too long",
    invalidEmail: "Invalid email address",
    passwordTooShort: "Password must be at least 8 characters",
    passwordTooLong: "Password must be at most 128 characters",
    passwordNeedsNumber: "Password must contain at least one number",
    passwordNeedsSpecial: "Password must contain at least one special character",
    passwordsDontMatch: "Passwords don't match",
    invalidPhone: "Enter a valid phone number",
    /** The rules listed under the new-password fields from the start, ticked as they are met. */
    passwordChecklist: {
      // at least 8 characters
      length: "At least 8 characters",
      number: "At least one number",
      special: "At least one special character, e.g. ! ? - #",
      // both passwords match (under the confirmation)
      match: "Both passwords match",
      // read out after a met rule
      met: "done",
      unmet: "not yet",
    },
  },
  /** The /reset-password screen. */
  reset: {
    title: "Set a new password",
    intro: "Choose a new password for your account.",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    submit: "Save new password",
    // the password was changed, sign in now
    success: "Your password has been changed. You can sign in with it now.",
    signIn: "Sign in",
    // no token, or an expired / used one
    invalidLink: "This link is invalid, expired or already used. Request a new one.",
    // button: request a new link
    requestNew: "Request a new link",
  },
  /**
   * Emails; {link}, {brand} and {name} are replaced. The greeting names the account's owner in
   * English; Czech and Polish greet without the name (greetingByName): a name in the nominative
   * reads wrong there, and its vocative cannot be derived reliably.
   * Each account email: what it is about, its one button, and what to know after it.
   */
  mail: {
    reset: {
      subject: "Reset your {brand} password",
      heading: "Choose a new password",
      body: "We received a request to reset the password of your account. Use the button within one hour to choose a new password.",
      button: "Choose a new password",
      // under the button: validity, what to do if it wasn't you
      after:
        "The link works once. If you did not ask for it, ignore this email: your password stays as it is.",
    },
    verify: {
      subject: "Confirm your email for {brand}",
      heading: "Confirm your email address",
      body: "Please confirm that this email address belongs to you. Once confirmed, your dashboard shows the inquiries you have sent us from this address.",
      button: "Confirm my email",
      // under the button: validity, what to do if it wasn't you
      after: "The link works for three days. If you didn't create an account with us, ignore this email.",
    },
    /** To the owner of an address someone tried to sign up with again: nobody else learns it has an account. */
    existing: {
      subject: "Your {brand} account",
      heading: "You already have an account",
      body: "Someone (perhaps you) just tried to create a {brand} account with this email address. You already have one: sign in, and if you don't remember your password, ask for a new one there.",
      button: "Sign in",
      // under the button: validity, what to do if it wasn't you
      after: "If this wasn't you, ignore this email: nothing has changed in your account.",
    },
    greeting: "Hello,",
    greetingByName: "Hello {name},",
    signature: "The {brand} team",
  },
  dashboard: {
    // page title
    title: "Dashboard",
    // aria-label of the side menu
    menuLabel: "Dashboard sections",
    // the desk's link to the public site, at the foot of its menu
    toSite: "Back to the website",
    signedInAs: "Signed in as {name}",
    roles: { user: "Customer", staff: "Staff" },
    // the pages of a long list
    pager: {
      page: "Page {page}",
      pageOf: counted({ one: "Page {page} of {count}", other: "Page {page} of {count}" }),
      previous: "Previous page",
      next: "Next page",
    },
    tabs: {
      overview: "Overview",
      templates: "Templates",
      runs: "Runs",
      inquiries: "Inquiries",
      applications: "Applications",
      analytics: "Analytics",
      settings: "Settings",
    } satisfies Record<DeskSectionKey, string>,
    // link back to the list of a section
    back: "Back to the list",
    loading: "Loading…",
    // the generic error toast of a failed load
    loadError: "Something went wrong while loading. Please try again.",
    // the generic error toast of a failed save
    saveError: "An error occurred. Your changes were not saved.",
    statuses: {
      pending: "Pending",
      in_progress: "In progress",
      completed: "Completed",
      cancelled: "Cancelled",
    } satisfies Record<InquiryStatus, string>,
    categories: {
      automation: "Automation",
      integration: "Integration",
      workflow: "Workflow",
      none: "No category",
    } satisfies Record<TemplateCategory | "none", string>,
    actionKinds: {
      email_lead: "Email to the lead",
      email_staff: "Email to the team",
      webhook: "Webhook",
      set_status: "Change the status",
      assign: "Assign",
      follow_up: "Set a follow-up",
    } satisfies Record<ActionKind, string>,
    stepTypes: { input: "Input", action: "Action", condition: "Condition", delay: "Delay" } satisfies Record<
      StepType,
      string
    >,
    overview: {
      // staff: every lead; a user: his own inquiries
      leadsTitle: { all: "Leads per month", own: "Your inquiries per month" },
      leadsHint: {
        all: "New inquiries from all the site's forms over the last six months.",
        own: "Inquiries sent with your email address over the last six months.",
      },
      // column heading of the chart's table
      month: "Month",
      leads: "Leads",
      statusTitle: { all: "Inquiries by status", own: "Your inquiries by status" },
      // "open" beside pending + in progress
      openLabel: "open",
      templatesTitle: "Templates",
      ownTemplates: "Yours",
      // own + public of others
      visibleTemplates: "Available to you",
    },
    templates: {
      title: "Workflow templates",
      intro: "Your templates and the ones our team has published.",
      // button
      create: "New template",
      edit: "Edit",
      delete: "Delete",
      // {name}
      confirmDelete: "Delete the template “{name}”? This cannot be undone.",
      empty: "No templates yet. Create the first one.",
      publicBadge: "Public",
      automationOn: "Runs as an automation (version {version})",
      automationOff: "Automation switched off",
      /** Staff: a template's switch-on form on its card (docs/decisions/0063). */
      automation: {
        // the disclosure on a template's card
        open: "Run as an automation",
        trigger: "What starts a run",
        newLead: "A new lead",
        newLeadHint: "Tick nothing in a group to take every lead.",
        statusChanged: "An inquiry moved to a status",
        forms: "From these forms",
        services: "For these services",
        langs: "In these languages",
        utmSources: "From these campaign sources (utm_source)",
        utmSourcesHint: "Separate them with commas; leave it empty for any source.",
        status: "Status",
        stopOnReply: "A reply stops the sequence",
        stopOnReplyHint: "Once the lead answers an email, the remaining steps are not run.",
        switchOn: "Switch on",
        save: "Save changes",
        switchOff: "Switch off",
        // a template with a step whose settings are not filled in
        incomplete: "Fill in every step's settings in the editor before switching this template on.",
        switchedOn: "Automation saved: new leads start a run.",
        switchedOff: "Automation switched off.",
        errors: {
          stepsIncomplete: "A step has no settings yet: fill them in in the editor first.",
          customerTemplate: "A customer's template stays a draft: copy it into a template of your own.",
          invalid: "Check the choices: one of them is not valid.",
        },
        serviceNames: {
          outreach: "Email and social outreach",
          automation: "Workflow automation",
          assistant: "AI assistant",
          rezervace: "Bookings",
        } satisfies Record<ServiceSlug, string>,
      },
      privateBadge: "Private",
      yours: "Yours",
      // a public template of another user
      shared: "Shared",
      steps: counted({ one: "{count} step", other: "{count} steps" }),
      created: "Template Created",
      updated: "Template Updated",
      deleted: "Template deleted",
      // a customer asked staff to publish it
      requestedBadge: "Waiting for approval",
      // staff declined to publish it
      declinedBadge: "Not published",
      count: "{count} of {max} templates",
      // {max}: the most one account keeps
      limitReached:
        "You have {max} templates, the most one account can keep. Delete one to make room for a new one.",
      // aria-label of the pager
      pages: "Pages of templates",
      // staff: customers' templates waiting to be published
      requestsTitle: "Publication requests",
      requestsIntro:
        "Customers' templates that would be shown to every signed-in user. Check each one, then publish or decline it.",
      requestsEmpty: "No requests waiting.",
      by: "From {name}",
      approve: "Publish",
      decline: "Decline",
      // toast
      approved: "Template published",
      // toast
      declined: "Publication declined",
      // staff: templates the desk ships, added to one's own templates with one click
      ready: {
        title: "Add a ready template",
        intro:
          "Start from a template we have prepared. You get your own copy: try it on a lead, adjust it, then switch it on.",
        // button
        add: "Add",
        // toast
        added: "Template added. Try it, then switch it on.",
        templates: {
          instant_reply: {
            name: "Instant reply with a reminder",
            description:
              "Thanks every new lead by email straight away. If the inquiry is still pending two working days later and the lead has not replied, it sends a friendly reminder.",
            steps: {
              reply: "Thank the lead by email",
              wait: "Wait two working days, until 9:00",
              pending: "Go on only if the inquiry is still pending",
              reminder: "Send the lead a reminder",
            },
            reply: {
              subject: "Thanks for getting in touch, {{name}}",
              text: "Hello {{name}},\n\nthank you for your message. It has reached us and we will get back to you within one working day.\n\nIf you think of anything to add, just reply to this email.\n\nKind regards",
            },
            reminder: {
              subject: "Still interested, {{name}}?",
              text: "Hello {{name}},\n\na couple of days ago you wrote to us and we would not want your inquiry to get lost. Are you still interested? Reply to this email and tell us what suits you best: a short call or more details by email.\n\nKind regards",
            },
          },
          hot_lead: {
            name: "Hot lead alert",
            description:
              "Emails you the moment a demo request with a large budget comes in, so you can call back while the lead is still warm.",
            steps: {
              demo: "Go on only for a demo request",
              budget: "Go on only for a large budget",
              alert: "Email me about the lead",
            },
            alert: {
              subject: "Hot lead: {{name}} from {{company}}",
              text: "A demo request with a large budget has just come in.\n\nName: {{name}}\nCompany: {{company}}\nEmail: {{email}}\nPhone: {{phone}}\nService: {{service}}\n\nCall back today, while the interest is fresh.",
            },
          },
          crm_webhook: {
            name: "Website preview requests to your CRM",
            description:
              "Sends every website preview request to your CRM through a webhook. Fill in the webhook address in the last step, then switch it on.",
            steps: {
              preview: "Go on only for a website preview request",
              crm: "Send it to your CRM: fill in the webhook address",
            },
          },
        },
      },
    },
    editor: {
      titleNew: "New template",
      titleEdit: "Edit template",
      name: "Name",
      nameRequired: "Name is required",
      description: "Description",
      category: "Category",
      isPublic: "Make public",
      isPublicHint: "Every signed-in user can see and copy a public template.",
      // a customer's checkbox: staff publish it once they approve
      askPublic: "Ask to publish it",
      askPublicHint: "Our team checks it first; once published, every signed-in user can see and copy it.",
      // the template's texts together pass the size limit
      tooLarge: "This template is too large to save: shorten the texts or remove a few steps.",
      steps: "Workflow steps",
      noSteps: "No steps yet.",
      addStep: "Add step",
      removeStep: "Remove step {n}",
      step: "Step {n}",
      stepType: "Type",
      stepAction: "Label",
      // a step's typed settings (docs/decisions/0063)
      stepsInvalid: "Some steps are not filled in correctly: see the marked fields.",
      settings: {
        fields: "Lead fields the run reads",
        leadFields: {
          name: "Name",
          email: "Email",
          company: "Company",
          phone: "Phone",
          title: "Inquiry title",
          form: "Form",
          service: "Service",
          lang: "Language",
          status: "Status",
          budget: "Budget",
          utm_source: "Campaign source",
        } satisfies Record<LeadField, string>,
        field: "Field",
        operator: "Test",
        operators: {
          equals: "is",
          not_equals: "is not",
          contains: "contains",
          is_empty: "is empty",
          is_not_empty: "is filled in",
          one_of: "is one of (separate with commas)",
        } satisfies Record<ConditionOperator, string>,
        value: "Value",
        ifMet: "When it holds",
        ifMetChoices: { continue: "Go on to the next step", stop: "End the run here" },
        delayKind: "Wait",
        delayKinds: {
          duration: "For a set time",
          working_days: "Until a time of day on a working day",
        } satisfies Record<DelaySettings["kind"], string>,
        amount: "How long",
        unit: "Unit",
        units: { minutes: "minutes", hours: "hours", days: "days" } satisfies Record<DurationUnit, string>,
        days: "Working days later",
        daysHint: "0: the next such time. Agency time zone; weekends and Czech public holidays are skipped.",
        at: "At",
        actionKind: "What it does",
        staffEmail: "Staff email address",
        url: "Webhook address",
        urlHint: "Every post is signed (X-Webhook-Signature) and carries an id for dropping repeats.",
        status: "New status",
        workingDays: "Follow up in (working days)",
        // {language}: Czech, English, Polish
        message: "Email in {language}",
        messageHint:
          "The lead gets the version in their language. {{name}}, {{company}} and the other field names fill in the lead's value.",
        subject: "Subject",
        text: "Text",
      },
      problems: {
        required: "Fill this in.",
        invalid: "This is not valid.",
        unknown_field: "Unknown field in {{…}}: use one of the lead fields.",
        too_long: "This is too long.",
        out_of_range: "This number is out of range.",
      } satisfies Record<StepProblem, string>,
      save: "Save template",
      cancel: "Cancel",
      // without JavaScript, beside a choice that changes which fields a step has (its type, an
      // action's or a delay's kind, a condition's test): draws the form again, saves nothing
      apply: "Apply",
      applyName: "Apply: {field} (step {n})",
      applyHint:
        "Changed a step's type, kind or test? Press Apply beside that choice to see the fields the step needs.",
      // without JavaScript: a step's type or kind was changed, and its new fields are drawn
      redrawn: "A step's type has changed: fill in its new fields below, then save.",
      // the editor's own page: the link back to the list
      back: "Back to templates",
    },
    /** The lead desk: the inquiry board and list, the inquiry page, privacy requests, deliveries. */
    desk,
    digest,
    /** The morning email of due follow-ups (to staff, in their language). */
    /** The staff email about a new lead. */
    notification,
    runs: {
      title: "Automation runs",
      intro:
        "Every lead that went through an automation, step by step: what each step read, what came of it and how long it took. A failed run can be retried.",
      // aria-label of the filter form
      filters: "Filter runs",
      state: "State",
      anyState: "All states",
      automation: "Automation",
      anyAutomation: "All automations",
      filter: "Show",
      total: { one: "{count} run", other: "{count} runs" },
      states: {
        active: "Running",
        completed: "Completed",
        stopped: "Stopped",
        failed: "Failed",
      } satisfies Record<RunState, string>,
      stopReasons: {
        condition: "a condition ended it",
        reply: "the lead replied",
        inquiry_gone: "the inquiry was deleted",
        restarted: "restarted on the current version",
      } satisfies Record<StopReason, string>,
      empty: "No runs match.",
      lead: "Lead",
      started: "Started",
      // {name}: the automation, {version}: its version
      heading: "{name}, version {version}",
      // {step} of {count}
      stepOf: "Step {step} of {count}",
      // summary of the expandable log
      log: "Step log",
      // {n}: the step's number
      step: "Step {n}",
      outcomes: {
        succeeded: "Done",
        failed: "Failed",
        replied: "Stopped: the lead replied",
      } satisfies Record<ShownOutcome, string>,
      // {attempt}: the try's number, {ms}: milliseconds
      attempt: "try {attempt} · {ms} ms",
      // in the log of a delay staff ended early; {name}: the staff member
      continuedBy: "Continued early by {name}",
      input: "Read",
      output: "Result",
      error: "Error",
      notRun: "Not run yet",
      // a step of a run that stopped before it
      notRunEnded: "Not run: the run stopped before it",
      retry: "Retry from the failed step",
      // {version}: the automation's current version
      restart: "Restart on version {version}",
      retried: "The run goes on from the failed step.",
      // {time}: when the delay ends
      waitingUntil: "Waiting until {time}",
      continueNow: "Continue now",
      continued: "The wait is over: the next step runs now.",
      restarted: "A new run has started on the current version.",
      errors: {
        invalid: "That cannot be done with a run.",
        notFound: "This run no longer exists.",
        notFailed: "This run has not failed, or someone has already retried it. Reload the page.",
        notWaiting:
          "This run is no longer waiting: it has already moved on, or someone continued it. Reload the page.",
        stepsIncomplete: "Every step needs its settings before the template can be tried.",
        leadNotFound: "That inquiry no longer exists. Pick another lead.",
      } satisfies Record<RunRefusal, string>,
      // aria-label of the pager
      pages: "Pages of runs",
      // in an inquiry's timeline; {name}: the automation
      inTimeline: "Automation “{name}”: {state}",
      dryRun: {
        open: "Try it",
        // {name}: the template
        title: "Try “{name}” on a lead",
        intro: "Each step runs on the lead you pick, but nothing is sent and the inquiry stays as it is.",
        lead: "Lead",
        // the built-in lead a template can be tried on
        sample: "Sample lead (Jana Nováková, Novák Trading)",
        recent: "Recent inquiries",
        run: "Run the steps",
        outcomes: {
          next: "Would run",
          stop: "Would end the run here",
          failed: "Would fail",
          skipped: "Not reached",
        },
      },
    },
    applications: {
      title: "Job applications",
      intro:
        "People who want to join the team, apart from sales leads: read the CV, then move each application through its stages.",
      stages: {
        new: "New",
        reviewing: "Reviewing",
        invited: "Invited",
        declined: "Declined",
      } satisfies Record<ApplicationStage, string>,
      // group label of the stage buttons on an application's page
      stageLabel: "Move the application",
      // aria-label of the stage tabs
      stagesNav: "Stages",
      empty: "No applications at this stage.",
      received: "Received",
      cv: "CV",
      language: "Language",
      open: "Open",
      // aria-label of the pager
      pages: "Pages of applications",
    },
    analytics: {
      title: "Analytics",
      intro: "Where the leads of a period came from, what they asked for and how far they got.",
      from: "From",
      to: "To",
      apply: "Show",
      // label of the quick-range buttons
      presets: "Quick ranges",
      lastDays: "Last {days} days",
      total: counted({ one: "{count} lead in this period", other: "{count} leads in this period" }),
      bySource: "Leads by source (UTM)",
      byService: "Leads by service",
      byStatus: "Leads by status",
      byForm: "Leads by form",
      // the stages of the period's leads
      funnel: "How far they got",
      stageLeads: "Arrived",
      stageWorkedOn: "Worked on",
      stageWon: "Won",
      // "{won} won ({rate})"
      wonOf: counted({ one: "{won} won ({rate})", other: "{won} won ({rate})" }),
      wonValue: "Value of won deals",
      // no won deal with a value in the period
      noWonValue: "No won deal with a value yet",
      // job applications, counted apart from sales leads
      applications: "Job applications in this period: {count} (not counted above)",
      // note under the figures
      cohortNote: "Counts the leads that arrived in the period, with the status they have today.",
      // no utm_source
      direct: "(direct)",
      empty: "No leads in this period.",
      invalidPeriod: "Choose a start date that is not after the end date.",
      // a day missing or not in the calendar
      invalidDay: "Choose both days from the calendar: one of them is missing or does not exist.",
    },
    settings: {
      profileTitle: "Profile",
      name: "Full name",
      phone: "Phone",
      language: "Preferred language",
      // emails and the dashboard use it
      languageHint: "Used for our emails and this dashboard.",
      timeZone: "Time zone",
      // every time on this dashboard is shown in it
      timeZoneHint: "Every time on this dashboard is shown in this zone.",
      timeZoneInvalid: "Choose a time zone from the list.",
      saveProfile: "Save profile",
      profileSaved: "Profile saved",
      passwordTitle: "Change password",
      currentPassword: "Current password",
      newPassword: "New password",
      confirmPassword: "Confirm new password",
      changePassword: "Change password",
      passwordChanged: "Password changed",
      wrongPassword: "The current password is not correct",
      sessionsTitle: "Sessions",
      sessionsText: "Signs you out on every device and browser, including this one.",
      signOutEverywhere: "Sign out of all sessions",
    },
  },
} as const;
