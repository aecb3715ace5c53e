import { lazy, Suspense, useState } from "react";
import type { Lang } from "~/domain/languages";
import type { WebPlanCopy } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { PreviewForm, type PreviewFormMessages } from "../leads/preview-form";
import { PlanTable, PREVIEW_FORM, type PriceLabels } from "./plans";
import type { PriceText } from "./prices";

/**
 * The plans' popup dialog, loaded at the first choice of a plan: at the first touch it was one
 * file more of the page's held files, a third round on HTTP/1.1's six connections over a phone's
 * line (docs/decisions/0078-the-touch-during-the-download.md). The sign-in and booking dialogs
 * load the same way.
 */
const Dialog = lazy(() => import("~/ui/dialog").then(({ Dialog }) => ({ default: Dialog })));

/** A one-time plan as the page's loader writes it: JSON, the island's props. */
export interface OneTimePlan {
  id: string;
  copy: WebPlanCopy;
  price: PriceText;
  popular: boolean;
}

/**
 * The one-time plans (an island: docs/decisions/0095-the-web-page-and-example-sites-as-islands.md):
 * choosing a plan opens the preview form in a popup with the plan in its note; without JavaScript
 * the button is a link to the inline form.
 */
export function OneTimePlans({
  lang,
  plans,
  labels,
  choose,
  forms,
}: {
  lang: Lang;
  plans: OneTimePlan[];
  labels: PriceLabels;
  choose: string;
  forms: PreviewFormMessages;
}) {
  // The plan whose button opened the popup.
  const [popupPlan, setPopupPlan] = useState<string | null>(null);
  // Whether a plan has been chosen: the popup's dialog loads then, and stays for the next choice.
  const [popupChosen, setPopupChosen] = useState(false);
  return (
    <>
      <PlanTable
        labels={labels}
        plans={plans.map((plan) => ({
          ...plan,
          action: (
            <a
              href={PREVIEW_FORM}
              onClick={(event) => {
                event.preventDefault();
                setPopupPlan(plan.copy.name);
                setPopupChosen(true);
              }}
              className={buttonClass({ tone: plan.popular ? "primary" : "secondary" })}
            >
              {choose}
            </a>
          ),
        }))}
      />
      {popupChosen && (
        <Suspense fallback={null}>
          <Dialog
            open={popupPlan !== null}
            onClose={() => setPopupPlan(null)}
            title={forms.preview.title}
            closeLabel={forms.preview.close}
            width="max-w-2xl"
          >
            <p className="mb-5 text-ink-600">{forms.preview.subtitle}</p>
            <PreviewForm
              key={popupPlan}
              lang={lang}
              t={forms}
              placement="popup"
              note={popupPlan ? forms.preview.selectedPlan.replace("{plan}", popupPlan) : undefined}
            />
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
