import type { ServiceSlug } from "~/content/types";

const paths: Record<ServiceSlug, string> = {
  // paper plane: outreach
  outreach: "M3 11.5 21 3l-6.5 18-3-7.5L3 11.5zM11.5 13.5 21 3",
  // linked nodes: automation
  automation: "M6 6h4v4H6zM14 14h4v4h-4zM10 8h3a2 2 0 0 1 2 2v4M6 14v2a2 2 0 0 0 2 2h6",
  // chat bubble: assistant
  assistant: "M4 5h16v11H9l-5 4V5zM8 10h.01M12 10h.01M16 10h.01",
  // calendar: booking
  rezervace: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z",
};

export function ServiceIcon({ slug, className = "size-6" }: { slug: ServiceSlug; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[slug]} />
    </svg>
  );
}

export function CheckIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}

export function ArrowIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

export function ChevronIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
