/**
 * Class names of the site's buttons and button-like links: one base, a tone and a size, so every
 * call to action looks alike (docs/decisions/0025-ui-variants.md).
 *
 * A caller's `className` places the button (margin, width, alignment, wrapping, a breakpoint's
 * own padding); it never sets what a tone or size sets. Two classes for one property are decided
 * by their order in the stylesheet, not in the attribute, so a caller that needs another look
 * adds a variant here. app/ui/variants.test.ts reads every call and fails on such a clash.
 */
import { cva } from "class-variance-authority";

export const buttonVariants = {
  /** What the action is, and the surface it sits on. */
  tone: {
    primary: "bg-brand-600 text-white hover:bg-brand-700",
    secondary: "border border-ink-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700",
    /** The call to action on a dark band: the lime highlight with ink text. */
    onDark: "bg-accent-400 text-ink hover:bg-accent-300",
    ghostOnDark: "border border-white/40 text-white hover:bg-white/10",
    /** Erases or deletes: the confirming step. */
    danger: "bg-red-700 text-white hover:bg-red-800",
    /** Leads to something destructive (a confirmation, signing out everywhere): red on hover only. */
    secondaryDanger: "border border-ink-300 bg-white text-ink hover:border-red-600 hover:text-red-700",
  },
  size: {
    /** Calls to action and the submit buttons of forms. */
    md: "rounded-control px-5 py-3 text-sm sm:text-base",
    /** In the header and footer bars, and beside the dashboard's compact inputs. */
    sm: "rounded-control px-5 py-2 text-sm sm:text-base",
    /** Narrow sides, for a label that gives way to its icon (the header's account corner). */
    snug: "rounded-control px-3 py-2 text-sm sm:text-base",
    /** An action on one row of a list or card (retry, restore, edit). */
    xs: "rounded-control px-3 py-1.5 text-sm",
    /** An action inside a chat answer. */
    "2xs": "rounded-lg px-3 py-1.5 text-xs",
  },
} as const;

export const buttonClass = cva(
  "inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:opacity-60",
  {
    variants: buttonVariants,
    // The solid buttons stand off the page; a chat answer's small ones lie flat in it.
    compoundVariants: [
      { tone: ["primary", "danger"], size: ["md", "sm", "snug", "xs"], className: "shadow-sm" },
    ],
    defaultVariants: { tone: "primary", size: "md" },
  },
);
