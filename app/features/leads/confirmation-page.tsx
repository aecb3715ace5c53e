import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import type { ConfirmationCopy } from "./sent";
import { LeadConfirmation } from "./sent-page";

/** The landing page of a plain post: the confirmation and one link onwards (home, or back to the assignment). */
export function LeadConfirmationPage({
  copy,
  next,
}: {
  copy: ConfirmationCopy;
  /** The link onwards; `main` draws it as the page's primary action. */
  next: { to: string; label: string; main: boolean };
}) {
  return (
    <section className="container-page py-16 sm:py-24">
      <LeadConfirmation
        as="page"
        copy={copy}
        action={
          <Link to={next.to} className={buttonClass({ tone: next.main ? "primary" : "secondary" })}>
            {next.label}
          </Link>
        }
      />
    </section>
  );
}
