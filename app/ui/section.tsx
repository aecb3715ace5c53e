import type { ReactNode } from "react";

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
}: {
  children: ReactNode;
  id?: string;
  tone?: "white" | "muted";
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-16 sm:py-24 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
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
