import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { useLayout } from "./use-layout";

/** The translated 404 page; `kind` "service" is its 'Service not found' form (docs/PRODUCT.md, Pages). */
export function NotFound({ kind }: { kind: "page" | "service" }) {
  const { t, href } = useLayout();
  const copy = kind === "service" ? t.serviceNotFound : t.notFound;
  return (
    <section className="container-page py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{copy.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {kind === "service" ? (
          <Link to={href({ name: "services" })} className={buttonClass({ tone: "primary" })}>
            {t.cta.backToServices}
          </Link>
        ) : (
          <>
            <Link to={href({ name: "home" })} className={buttonClass({ tone: "primary" })}>
              {t.cta.backHome}
            </Link>
            <Link to={href({ name: "contact" })} className={buttonClass({ tone: "secondary" })}>
              {t.cta.contactUs}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
