/**
 * Strings of the signed-in half: the header's account control, the authentication dialog, the
 * reset-password screen, the e-mails and the dashboard. cs, en and pl each export one object of
 * this type (app/i18n/messages/{lang}/account.ts), so a key missing in one language fails the
 * type check.
 */

import type { InquiryStatus, LeadForm, StepType, TemplateCategory } from "~/features/dashboard/model";
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
    /** Spec section 8 success messages. */
    signUpSuccess: string; // 'Registration successful!'
    signInSuccess: string; // 'Sign in successful!'
    resetSent: string; // 'Password reset instructions have been sent to your email'
    /** Spec section 8 fallbacks, and the answers better-auth gives by code. */
    errors: {
      signUpFallback: string; // 'An error occurred'
      signInFallback: string; // 'Invalid credentials'
      resetFallback: string; // 'Error resetting password'
      userExists: string;
      tooManyRequests: string;
    };
    /** The lead forms' phone input, reused at sign-up and in the settings. */
    phoneInput: FormsMessages["phone"];
  };
  /** Messages of the account rules (app/features/auth/rules.ts); the English ones are the spec's. */
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
  /** E-mails; {name}, {link} and {brand} are replaced. */
  mail: {
    resetSubject: string;
    resetBody: string;
    verifySubject: string;
    verifyBody: string;
    greeting: string;
    signature: string;
  };
  dashboard: DashboardMessages;
}

export interface DashboardMessages {
  title: string; // page title
  menuLabel: string; // aria-label of the side menu
  signedInAs: string; // "Signed in as {name}"
  roles: { user: string; staff: string };
  tabs: { overview: string; templates: string; inquiries: string; analytics: string; settings: string };
  loading: string;
  loadError: string; // the generic error toast (spec: dashboard read failure)
  saveError: string; // the generic error toast of a failed save
  statuses: Record<InquiryStatus, string>;
  categories: Record<TemplateCategory, string> & { none: string };
  stepTypes: Record<StepType, string>;
  sourceForms: Record<LeadForm, string>;
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
    steps: string;
    noSteps: string;
    addStep: string;
    removeStep: string; // "Remove step {n}"
    step: string; // "Step {n}"
    stepType: string;
    stepAction: string;
    stepId: string;
    save: string;
    cancel: string;
  };
  inquiries: {
    title: string;
    introStaff: string;
    introUser: string; // read-only: inquiries sent with his e-mail
    filter: string;
    all: string;
    empty: string;
    exportCsv: string;
    columns: {
      title: string;
      service: string;
      status: string;
      source: string;
      email: string;
      created: string;
    };
    open: string; // button opening the detail dialog
    detailTitle: string;
    fields: {
      title: string;
      serviceType: string;
      description: string;
      requirements: string;
      status: string;
      notes: string;
      lastUpdated: string;
    };
    update: string;
    statusUpdated: string; // 'Status Updated'
    downloadPdf: string;
    readOnly: string;
    /** A plain user sees his inquiries once his e-mail address is confirmed. */
    verifyNeeded: string;
    verifyResend: string;
    verifySent: string;
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
