import { Link } from "react-router";
import { site } from "~/content/site";

export function Logo({ to, onDark = false }: { to: string; onDark?: boolean }) {
  return (
    <Link
      to={to}
      className={`flex items-center gap-2 text-lg font-bold ${onDark ? "text-white" : "text-ink"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M9 22V10h13M9 16h9"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <circle cx="23" cy="22" r="2.6" fill="#5eead4" />
      </svg>
      {site.brand}
    </Link>
  );
}
