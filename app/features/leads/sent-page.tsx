import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { CheckIcon } from "~/ui/icons";

/** Where a JavaScript-free form post lands: the same thanks the enhanced form shows in place. */
export function SentPage({
  title,
  message,
  link,
}: {
  title: string;
  message: string;
  link: { to: string; label: string };
}) {
  return (
    <section className="container-page py-24 text-center sm:py-32">
      <div
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-brand-800"
      >
        <CheckIcon className="size-8" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p role="status" className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        {message}
      </p>
      <Link to={link.to} className={buttonClass({ tone: "primary", className: "mt-8" })}>
        {link.label}
      </Link>
    </section>
  );
}
