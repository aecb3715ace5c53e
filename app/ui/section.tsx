import { type ReactNode, useId } from "react";

export function SectionHeading({
  title,
  subtitle,
  id,
  centered = true,
}: {
  title: string;
  subtitle?: string;
  id?: string;
  centered?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p>}
    </div>
  );
}

export function Section({
  children,
  id,
  tone = "white",
  labelledBy,
  joined = false,
}: {
  children: ReactNode;
  id?: string;
  tone?: "white" | "muted";
  labelledBy?: string;
  /** Continues the band above it (a PageIntro): no top padding, so the two paddings do not add up to a gap. */
  joined?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${joined ? "pb-16 sm:pb-24" : "py-16 sm:py-24"} ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/** The dark closing band with a call to action at the bottom of most pages. */
export function ClosingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-ink px-6 py-14 text-center text-white sm:px-12">
          <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The light top band of the inner pages: the page's heading and lead, then whatever follows. */
export function PageIntro({
  title,
  subtitle,
  eyebrow,
  id,
  centered = false,
  children,
}: {
  title: string;
  subtitle: string;
  eyebrow?: string;
  id?: string;
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <div className="container-page">
        <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg text-pretty text-slate-700">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

const heroGlows = {
  brand:
    "bg-[radial-gradient(ellipse_at_top_right,rgba(99,102,241,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(20,184,166,0.25),transparent_55%)]",
  teal: "bg-[radial-gradient(ellipse_at_top_left,rgba(20,184,166,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(99,102,241,0.4),transparent_60%)]",
};

/** The dark opening band of the home and web pages; `children` go below the lead (actions, figures). */
export function DarkHero({
  eyebrow,
  title,
  subtitle,
  glow,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  glow: keyof typeof heroGlows;
  children: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className={`absolute inset-0 ${heroGlows[glow]}`} />
      <div className="container-page relative py-20 sm:py-28">
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${glow === "teal" ? "text-teal-300" : "text-brand-200"}`}
        >
          {eyebrow}
        </p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

/** A white card holding one lead form, named by its heading for assistive technology. */
export function FormCard({
  title,
  subtitle,
  className = "",
  children,
}: {
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
