import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { countText } from "~/i18n/plural";
import { buttonClass } from "~/ui/button";
import { FormAlert, inputClass } from "~/ui/form";
import { ArrowDownIcon, ArrowUpIcon } from "~/ui/icons";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import { type BuiltInViewKey, overdueQuery, VIEW_NAME_MAX, VIEWS_PER_PERSON } from "./list-views";
import type { SavedView, ViewProblem, ViewRefusal, ViewResult } from "./saved-views.server";

export interface ListViews {
  builtIn: { key: BuiltInViewKey; query: string }[];
  /** The address's filters as a view keeps them: what "save this view" saves. */
  current: string;
  /** Open inquiries overdue for the viewer's today (staff), else null. */
  overdue: number | null;
  /** Why a view form sent without JavaScript was just refused, with the name typed; else null. */
  refused: ViewRefusal | null;
}

/** The list's views, each one click away: overdue, the built-in ones and the viewer's own. */
export function ListViewsNav({ views }: { views: ListViews }) {
  const { t, lang, savedViews } = useDashboard();
  const v = t.desk.views;
  return (
    <nav aria-label={v.title} className="mt-4 mb-4">
      <ul className="flex flex-wrap gap-2">
        {views.overdue !== null && (
          <ViewLink query={overdueQuery} current={views.current}>
            {v.overdue}
            <span
              aria-hidden="true"
              className={`ml-1.5 rounded-full px-1.5 text-xs font-bold ${views.overdue > 0 ? "bg-red-100 text-red-800" : "bg-ink-100 text-ink-700"}`}
            >
              {views.overdue}
            </span>
            <span className="sr-only">
              {` (${fill(countText(lang, v.overdueCount, views.overdue), { count: views.overdue })})`}
            </span>
          </ViewLink>
        )}
        {views.builtIn.map((view) => (
          <ViewLink key={view.key} query={view.query} current={views.current}>
            {v[view.key]}
          </ViewLink>
        ))}
        {savedViews.map((view) => (
          <ViewLink key={view.id} query={view.query} current={views.current}>
            {view.name}
          </ViewLink>
        ))}
      </ul>
    </nav>
  );
}

function ViewLink({ query, current, children }: { query: string; current: string; children: ReactNode }) {
  const { href } = useDashboard();
  return (
    <li>
      <Link
        to={`${href("inquiries")}${query}`}
        aria-current={query === current ? "page" : undefined}
        className="inline-flex items-center rounded-full border border-ink-200 px-3 py-1 text-sm font-semibold text-ink-800 hover:border-brand-600 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * The viewer's own views: the current filters saved under a name, the saved ones renamed, moved
 * up or down (his order, the side menu's too) or deleted. Every form also works without
 * JavaScript: `back` brings the browser back to this list (dashboard.inquiry-views.ts).
 */
export function SavedViewsPanel({ views }: { views: ListViews }) {
  const { t, savedViews } = useDashboard();
  const v = t.desk.views;
  return (
    <details open={views.refused ? true : undefined} className="mt-4 rounded-xl border border-ink-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-ink">{v.manage}</summary>
      <SaveViewForm
        current={views.current}
        refused={views.refused?.intent === "saveView" ? views.refused : null}
      />
      {savedViews.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-200 border-t border-ink-200" aria-label={v.yours}>
          {savedViews.map((view, index) => (
            <SavedViewRow
              key={view.id}
              view={view}
              current={views.current}
              first={index === 0}
              last={index === savedViews.length - 1}
              refused={
                views.refused?.intent === "renameView" && views.refused.id === view.id ? views.refused : null
              }
            />
          ))}
        </ul>
      )}
    </details>
  );
}

/** The list to come back to after a form sent without JavaScript. */
const Back = ({ current }: { current: string }) => <input type="hidden" name="back" value={current} />;

/**
 * The translated reason a name or a save was refused, or null: the fetcher's answer, or without
 * JavaScript the refusal the list was sent back with (when the fetcher has none).
 */
function useProblem(result: ViewResult | undefined, refused: ViewRefusal | null) {
  const { t } = useDashboard();
  const problem: ViewProblem | undefined = result
    ? result.ok
      ? undefined
      : result.problem
    : refused?.problem;
  if (!problem) return null;
  const max = problem === "tooLong" ? VIEW_NAME_MAX : VIEWS_PER_PERSON;
  return fill(t.desk.views.problems[problem], { max });
}

/** The reason under a form, which its name field is described by. */
function Problem({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <div id={id} className="basis-full">
      <FormAlert message={message} />
    </div>
  );
}

function SaveViewForm({ current, refused }: { current: string; refused: ViewRefusal | null }) {
  const { t, href } = useDashboard();
  const v = t.desk.views;
  const fetcher = useFetcher<ViewResult>();
  const id = useId();
  const problemId = useId();
  const form = useRef<HTMLFormElement>(null);
  const problem = useProblem(fetcher.data, refused);
  useSavedToast(fetcher, (result) => (result.ok ? v.savedToast : problem));
  // Saved: the next name starts empty.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={href("inquiries/views")}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value="saveView" />
      <input type="hidden" name="query" value={current} />
      <Back current={current} />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {v.name}
        </label>
        <input
          id={id}
          name="name"
          required
          maxLength={VIEW_NAME_MAX}
          defaultValue={refused?.name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={inputClass({ size: "sm", width: "auto", className: "mt-1" })}
        />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass({ tone: "primary", size: "sm" })}
      >
        {v.save}
      </button>
      <Problem id={problemId} message={problem} />
    </fetcher.Form>
  );
}

/**
 * A saved view's row. Moving it re-orders the rows, which takes the focus off the button pressed
 * (the browser blurs a node React moves): once the new order is in, the same button has it again.
 * An edge's button stays focusable (aria-disabled, not disabled) so the focus is never dropped.
 */
function SavedViewRow({
  view,
  current,
  first,
  last,
  refused,
}: {
  view: SavedView;
  current: string;
  first: boolean;
  last: boolean;
  /** Its rename, sent without JavaScript, was refused. */
  refused: ViewRefusal | null;
}) {
  const { t, href } = useDashboard();
  const v = t.desk.views;
  const renamer = useFetcher<ViewResult>();
  const deleter = useFetcher<ViewResult>();
  const mover = useFetcher<ViewResult>();
  const id = useId();
  const problemId = useId();
  const problem = useProblem(renamer.data, refused);
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const pressed = useRef<"up" | "down" | null>(null);
  useSavedToast(renamer, (result) => (result.ok ? v.renamedToast : problem));
  useSavedToast(deleter, (result) => (result.ok ? v.deletedToast : null));
  useSavedToast(mover, (result) => (result.ok ? v.movedToast : null));
  useEffect(() => {
    if (mover.state !== "idle" || !pressed.current) return;
    buttons[pressed.current].current?.focus();
    pressed.current = null;
  }, [mover.state]);
  const move = (direction: "up" | "down", edge: boolean) => (
    <mover.Form
      method="post"
      action={href("inquiries/views")}
      onSubmit={(event) => {
        if (edge) event.preventDefault();
        else pressed.current = direction;
      }}
    >
      <input type="hidden" name="intent" value="moveView" />
      <input type="hidden" name="id" value={view.id} />
      <input type="hidden" name="direction" value={direction} />
      <Back current={current} />
      <button
        ref={buttons[direction]}
        type="submit"
        aria-disabled={edge || undefined}
        aria-label={fill(direction === "up" ? v.moveUp : v.moveDown, { name: view.name })}
        className={buttonClass({ tone: "secondary", size: "sm", className: "aria-disabled:opacity-50" })}
      >
        {direction === "up" ? <ArrowUpIcon className="size-4" /> : <ArrowDownIcon className="size-4" />}
      </button>
    </mover.Form>
  );
  return (
    // A line between views: wrapped on a phone, one view's buttons stay apart from the next's.
    <li className="flex flex-wrap items-end gap-3 py-3">
      <div className="flex gap-1">
        {move("up", first)}
        {move("down", last)}
      </div>
      <renamer.Form method="post" action={href("inquiries/views")} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="renameView" />
        <input type="hidden" name="id" value={view.id} />
        <Back current={current} />
        <label htmlFor={id} className="sr-only">
          {fill(v.renameLabel, { name: view.name })}
        </label>
        <input
          id={id}
          name="name"
          required
          maxLength={VIEW_NAME_MAX}
          defaultValue={refused?.name ?? view.name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={inputClass({ size: "sm", width: "auto" })}
        />
        <button
          type="submit"
          disabled={renamer.state !== "idle"}
          className={buttonClass({ tone: "secondary", size: "sm" })}
        >
          {v.rename}
        </button>
      </renamer.Form>
      <deleter.Form method="post" action={href("inquiries/views")}>
        <input type="hidden" name="intent" value="deleteView" />
        <input type="hidden" name="id" value={view.id} />
        <Back current={current} />
        <button
          type="submit"
          disabled={deleter.state !== "idle"}
          aria-label={fill(v.deleteLabel, { name: view.name })}
          className={buttonClass({ tone: "secondary", size: "sm" })}
        >
          {v.delete}
        </button>
      </deleter.Form>
      <Problem id={problemId} message={problem} />
    </li>
  );
}
