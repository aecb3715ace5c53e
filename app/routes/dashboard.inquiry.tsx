import { data, redirect } from "react-router";
import { dashboardStaff, dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { today } from "~/features/dashboard/figures";
import { loadInquiry, replyDraft } from "~/features/dashboard/inquiry.server";
import { changeAnswer, changeInquiry } from "~/features/dashboard/inquiry-changes.server";
import { InquiryNotFound, InquiryPage } from "~/features/dashboard/inquiry-page";
import { eraseAddress } from "~/features/dashboard/privacy.server";
import { errorStatus, RequestError } from "~/features/layout/request-error";
import { answerLabels } from "~/features/leads/answers.server";
import { requestLang } from "~/i18n/lang.server";
import { buildPath, parsePath } from "~/i18n/paths";
import { readForm } from "~/lib/request-body.server";
import { canonicalUuid } from "~/lib/uuid";
import type { Route } from "./+types/dashboard.inquiry";

/** One inquiry: the lead's answers, contact details, timeline and what staff can do with it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context.services);
  // One address per inquiry: its id in lower case.
  const id = canonicalUuid(params.id);
  if (id && id !== params.id) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(params.id, id)}${url.search}`, 301);
  }
  const page = await loadInquiry(context.services.db, viewer, params.id);
  if (!page) throw data(null, { status: 404, headers: noStore });
  return data(
    {
      ...page,
      labels: answerLabels(requestLang(request)),
      draft: page.canEdit ? replyDraft(page.inquiry, viewer, context.services.config) : null,
      today: today(new Date(), viewer.timeZone),
    },
    { headers: noStore },
  );
}

/**
 * Staff's changes, by `intent`: status, assign, followUp, deal, stage, note, reply, confirmWindow,
 * merge, unmerge, spam, restore; and the privacy requests of the lead's address (erase, anonymise),
 * after which the inquiry is gone and the list says what was done.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await dashboardStaff(request, context.services);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "erase" || intent === "anonymise") {
    const page = await loadInquiry(context.services.db, viewer, params.id);
    if (!page) throw data(null, { status: 404 });
    if (
      String(form.get("confirm") ?? "")
        .trim()
        .toLowerCase() !== page.inquiry.email.toLowerCase()
    ) {
      return { ok: false as const, intent, error: "mismatch" as const };
    }
    const done = await eraseAddress(context.services, viewer, page.inquiry.email, intent);
    const list = buildPath(
      { name: "dashboard", section: "inquiries" },
      parsePath(new URL(request.url).pathname).lang,
    );
    throw redirect(
      `${list}?privacy=${intent}&inquiries=${done.inquiries}&emails=${done.emails}&account=${done.account ? 1 : 0}`,
    );
  }
  return changeAnswer(await changeInquiry(context.services, viewer, params.id, form));
}

export default function DashboardInquiry({ loaderData }: Route.ComponentProps) {
  return <InquiryPage {...loaderData} />;
}

/** An unknown id (or one the viewer may not see) keeps the desk around its translated 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  return status === 404 ? <InquiryNotFound /> : <RequestError status={status} />;
}
