import type { Lang } from "~/domain/languages";

/** Small inline flags (no image requests): Czech Republic, United Kingdom, Poland. */
export function Flag({ lang, className = "h-3.5 w-5" }: { lang: Lang; className?: string }) {
  const common = { className: `${className} shrink-0 rounded-[2px] ring-1 ring-black/10` };
  switch (lang) {
    case "cs":
      return (
        <svg viewBox="0 0 30 20" aria-hidden="true" {...common}>
          <path fill="#fff" d="M0 0h30v10H0z" />
          <path fill="#d7141a" d="M0 10h30v10H0z" />
          <path fill="#11457e" d="M0 0l15 10L0 20z" />
        </svg>
      );
    case "pl":
      return (
        <svg viewBox="0 0 30 20" aria-hidden="true" {...common}>
          <path fill="#fff" d="M0 0h30v10H0z" />
          <path fill="#dc143c" d="M0 10h30v10H0z" />
        </svg>
      );
    case "en":
      return (
        <svg viewBox="0 0 60 30" aria-hidden="true" {...common}>
          <path fill="#012169" d="M0 0h60v30H0z" />
          <path stroke="#fff" strokeWidth="6" d="M0 0l60 30M60 0L0 30" />
          <path stroke="#c8102e" strokeWidth="2" d="M0 0l60 30M60 0L0 30" />
          <path stroke="#fff" strokeWidth="10" d="M30 0v30M0 15h60" />
          <path stroke="#c8102e" strokeWidth="6" d="M30 0v30M0 15h60" />
        </svg>
      );
  }
}
