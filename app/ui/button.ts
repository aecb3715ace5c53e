/** Class names of the site's buttons and button-like links, so every call to action looks alike. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-control px-5 py-3 text-sm font-semibold transition-colors sm:text-base disabled:opacity-60";

export const buttonClass = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-ink-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`,
  /** The call to action on a dark band: the lime highlight with ink text. */
  onDark: `${base} bg-accent-400 text-ink hover:bg-accent-300`,
  ghostOnDark: `${base} border border-white/40 text-white hover:bg-white/10`,
} as const;
