import { type ReactNode, useId } from "react";
import { HeadlineText } from "./headline-text";

export function SectionHeading({
  title,
  subtitle,
  id,
  centered = false,
}: {
  title: string;
  subtitle?: string;
  id?: string;
  centered?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
      <h2 id={id} className="text-3xl font-extrabold text-balance sm:text-4xl">
        <HeadlineText text={title} />
      </h2>
      {subtitle && <p className="mt-4 text-lg text-pretty text-ink-600">{subtitle}</p>}
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
      className={`band-deferred ${joined ? "pb-band sm:pb-band-lg" : "py-band sm:py-band-lg"} ${tone === "muted" ? "bg-ink-50" : "bg-white"}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/** The dark closing band with a call to action at the bottom of most pages. */
export function ClosingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="band-deferred bg-white py-band sm:py-band-lg">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-ink-950 px-6 py-10 text-white sm:px-12 sm:py-14 lg:flex lg:items-center lg:justify-between lg:gap-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,--alpha(var(--color-brand-500)/45%),transparent_60%)]"
          />
          <div className="relative max-w-2xl">
            <h2 className="text-3xl font-extrabold text-balance sm:text-4xl">
              <HeadlineText text={title} />
            </h2>
            <p className="mt-4 text-lg text-ink-300">{text}</p>
          </div>
          <div className="relative mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0">{children}</div>
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
    <section id={id} className="bg-gradient-to-b from-brand-50 to-white py-band sm:py-band-lg">
      <div className="container-page">
        <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="text-4xl font-extrabold tracking-tighter text-balance sm:text-5xl">
            <HeadlineText text={title} />
          </h1>
          <p className="mt-5 text-lg text-pretty text-ink-700">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

const heroGlows = {
  brand:
    "bg-[radial-gradient(ellipse_at_top_right,--alpha(var(--color-brand-500)/40%),transparent_60%),radial-gradient(ellipse_at_bottom_left,--alpha(var(--color-accent-400)/12%),transparent_55%)]",
  teal: "bg-[radial-gradient(ellipse_at_top_left,--alpha(var(--color-accent-400)/14%),transparent_55%),radial-gradient(ellipse_at_bottom_right,--alpha(var(--color-brand-500)/40%),transparent_60%)]",
};

/**
 * The dark opening band of the home and web pages: the message and its `actions`; with a `visual`
 * the band splits (message left, the product at work right; stacked on phones, actions first).
 * `children` go below, across the whole width (figures).
 */
export function DarkHero({
  eyebrow,
  title,
  subtitle,
  glow,
  actions,
  visual,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  glow: keyof typeof heroGlows;
  actions: ReactNode;
  visual?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className={`absolute inset-0 ${heroGlows[glow]}`} />
      <div className="container-page relative py-12 sm:py-20 lg:py-24">
        <div
          className={
            visual ? "lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-14" : ""
          }
        >
          <div>
            <p
              className={`text-sm font-semibold tracking-wide uppercase ${glow === "teal" ? "text-accent-300" : "text-brand-200"}`}
            >
              {eyebrow}
            </p>
            <h1
              className={`mt-4 max-w-4xl text-4xl font-extrabold tracking-tighter text-balance ${visual ? "sm:text-5xl xl:text-6xl" : "sm:text-6xl"}`}
            >
              <HeadlineText text={title} />
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">{subtitle}</p>
            {actions}
          </div>
          {visual && <div className="mt-12 lg:mt-0">{visual}</div>}
        </div>
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
      className={`rounded-card border border-ink-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-ink-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
