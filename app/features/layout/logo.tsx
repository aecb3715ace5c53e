import { Link } from "react-router";
import { site } from "~/content/site";

export function Logo({ to, onDark = false }: { to: string; onDark?: boolean }) {
  const { strokes, dot } = site.logoMark;
  return (
    <Link
      to={to}
      className={`flex items-center gap-2 text-lg font-extrabold tracking-tight ${onDark ? "text-white" : "text-ink"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d={strokes}
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <circle {...dot} className="fill-accent-400" />
      </svg>
      {site.brand}
    </Link>
  );
}
