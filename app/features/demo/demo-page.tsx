import { Link } from "react-router";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormCard, PageIntro } from "~/ui/section";
import { Timeline } from "~/ui/timeline";
import { BookingButton } from "../booking/booking";
import { useLayout } from "../layout/use-layout";
import { DemoForm } from "../leads/demo-form";
import type { LeadActionData } from "../leads/pipeline.server";

export function DemoPage({
  t,
  forms,
  formToken,
  plainPost,
}: {
  t: Messages["demo"];
  forms: FormsMessages;
  formToken: string;
  /** The page's action data after a plain browser post. */
  plainPost?: LeadActionData;
}) {
  const { t: layout, href } = useLayout();
  return (
    <PageIntro title={t.title} subtitle={t.subtitle}>
      <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <FormCard title={forms.demo.title}>
          <DemoForm t={forms} formToken={formToken} plainPost={plainPost} />
        </FormCard>
        {/* What happens after the form, as numbered steps down the column beside it: no boxes. */}
        <div className="lg:pt-8">
          <Timeline direction="down" titleAs="h2" steps={t.steps} />
        </div>
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <BookingButton href={href({ name: "booking" })} className={buttonClass({ tone: "primary" })}>
          {layout.cta.bookConsultation}
        </BookingButton>
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "secondary" })}>
          {layout.cta.contactUs}
        </Link>
      </div>
    </PageIntro>
  );
}
