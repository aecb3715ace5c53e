import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form";
import { applicationStages } from "../../domain/applications";
import type { ApplicationRow, ApplicationsView } from "./applications.server";
import { useDashboard } from "./dashboard-context";
import { useDates, useSavedToast } from "./desk-ui";
import { Pager } from "./pager";
import { Panel } from "./panel";

/**
 * /dashboard/applications (staff): job applications apart from the sales leads
 * (docs/decisions/0053-job-applications.md), a tab per stage with its count, the stage's
 * applications a page at a time, each movable to another stage in place.
 */
export function ApplicationsPage({ stage, counts, applications }: ApplicationsView) {
  const { t, href } = useDashboard();
  const a = t.applications;
  // One fetcher for every row: a moved row leaves the stage while its answer is still due.
  const mover = useFetcher({ key: "application-stage" });
  useSavedToast(mover, (result) => (result.ok ? t.desk.toasts.statusUpdated : t.desk.errors.invalid));
  const dates = useDates();
  const tab =
    "inline-flex min-h-10 items-center gap-2 rounded-xl border px-3.5 text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white";
  return (
    <div className="space-y-6">
      <Panel title={a.title} description={a.intro}>
        <nav aria-label={a.stagesNav}>
          <ul className="flex flex-wrap gap-2">
            {applicationStages.map((key) => (
              <li key={key}>
                <Link
                  to={`?stage=${key}`}
                  aria-current={key === stage ? "page" : undefined}
                  className={`${tab} border-ink-300 bg-white text-ink-800 hover:border-brand-600`}
                >
                  {a.stages[key]}
                  <span className="tabular-nums">{counts[key]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
      <Panel title={a.stages[stage]}>
        {applications.items.length === 0 ? (
          <p className="text-ink-600">{a.empty}</p>
        ) : (
          // Relative: the rows' visually hidden labels are placed inside the scrolling box, not
          // beyond the page's edge, where they made the whole page scroll sideways on a phone.
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="border-b border-ink-200 text-ink-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.desk.inquiry.email}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {a.received}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {a.language}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {a.cv}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {a.stageLabel}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {applications.items.map((application) => (
                  <tr key={application.inquiryId}>
                    <td className="py-2.5 pr-4">
                      <Link
                        to={href(`inquiries/${application.inquiryId}`)}
                        className="font-semibold break-all text-ink hover:text-brand-700 hover:underline"
                      >
                        {application.email}
                      </Link>
                    </td>
                    <td className="py-2.5 pr-4 whitespace-nowrap">{dates.moment(application.createdAt)}</td>
                    <td className="py-2.5 pr-4">{t.desk.languages[application.lang]}</td>
                    <td className="py-2.5 pr-4">
                      <a
                        href={`/dashboard/inquiries/${application.inquiryId}/file`}
                        download
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {application.fileName}
                      </a>
                    </td>
                    <td className="py-2.5">
                      <StageMove application={application} fetcher={mover} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={applications} param="page" label={a.pages} />
      </Panel>
    </div>
  );
}

/** Moves one application to another stage, posted to its inquiry like the stage buttons there. */
function StageMove({
  application,
  fetcher,
}: {
  application: ApplicationRow;
  fetcher: ReturnType<typeof useFetcher>;
}) {
  const { t, href } = useDashboard();
  const a = t.applications;
  const id = `stage-${application.inquiryId}`;
  return (
    <fetcher.Form method="post" action={href(`inquiries/${application.inquiryId}`)} className="flex gap-2">
      <input type="hidden" name="intent" value="stage" />
      <label htmlFor={id} className="sr-only">
        {`${a.stageLabel}: ${application.email}`}
      </label>
      <select id={id} name="stage" defaultValue={application.stage} className={inputClass({ size: "sm" })}>
        {applicationStages.map((key) => (
          <option key={key} value={key}>
            {a.stages[key]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass({ tone: "secondary", size: "sm" })}
      >
        {t.desk.inquiry.save}
      </button>
    </fetcher.Form>
  );
}
