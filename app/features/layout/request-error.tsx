import { isRouteErrorResponse, Link } from "react-router";
import type { RequestErrorKind } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { useLayout } from "./use-layout";

const kindByStatus: Record<number, RequestErrorKind> = {
  400: "badRequest",
  403: "forbidden",
  405: "methodNotAllowed",
  413: "payloadTooLarge",
  415: "unsupportedMediaType",
  429: "tooManyRequests",
};

/** The status a page shows for what went wrong: a refused request's own, else a server error. */
export function errorStatus(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The translated page for a refused request (a broken or oversized post, a wrong method…). */
export function RequestError({ status }: { status: number }) {
  const { t, href } = useLayout();
  const kind = kindByStatus[status] ?? "serverError";
  return (
    <section className="container-page py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t.requestError.titles[kind]}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{t.requestError.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={href({ name: "home" })} className={buttonClass({ tone: "primary" })}>
          {t.cta.backHome}
        </Link>
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "secondary" })}>
          {t.cta.contactUs}
        </Link>
      </div>
    </section>
  );
}
