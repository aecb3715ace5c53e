/**
 * Workflow templates: everyone signed in reads his own and the published ones; only the owner or
 * staff may change or delete one. A private template of someone else does not exist for a plain
 * user (404), a published one he may read but not change (403). Staff publish; a customer's wish
 * to publish is a request that staff approve or decline (docs/decisions/0023). Each account
 * keeps at most TEMPLATES_PER_ACCOUNT; every list comes a page at a time.
 */
import { and, count, desc, eq, or } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { TemplatePublication } from "~/domain/templates";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { buildPath, parsePath } from "~/i18n/paths";
import { TEMPLATE_FORM_BODY_BYTES } from "~/lib/body-limits";
import { readForm, readJsonOrForm } from "~/lib/request-body.server";
import { canonicalUuid } from "~/lib/uuid";
import type { Database } from "~/platform/db/client.server";
import { templates, users } from "~/platform/db/schema.server";
import type { TemplateCategory, WorkflowData } from "../../domain/templates";
import type { Viewer } from "../auth/viewer";
import { readyTemplate, readyTemplateKey } from "../automations/ready-templates";
import { type AutomateResult, automateTemplate, followTemplateChange } from "../automations/switch.server";
import { type Page, pageOf } from "./paging";
import {
  addStep,
  draftError,
  draftToInput,
  MAX_STEPS,
  removeStep,
  stepsProblems,
  TEMPLATES_PER_ACCOUNT,
  type TemplateInput,
  templateInputSchema,
} from "./template-editor";
import { draftFromForm, editorIntent } from "./template-form";

export const TEMPLATES_PAGE_SIZE = 20;

type TemplateRow = typeof templates.$inferSelect;

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  category: TemplateCategory | null;
  isPublic: boolean;
  /** Not public yet: asked for, or declined by staff. */
  publication: TemplatePublication | null;
  workflowData: WorkflowData;
  createdAt: string;
  updatedAt: string;
  isOwn: boolean;
  canEdit: boolean;
}

/** A publication request as staff review it: the template and who asked. */
export type PublicationRequest = TemplateView & { owner: string };

const canChange = (viewer: Viewer, row: TemplateRow) => row.userId === viewer.id || viewer.role === "staff";

function view(viewer: Viewer, row: TemplateRow): TemplateView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    isPublic: row.isPublic,
    publication: row.publication,
    workflowData: row.workflowData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: row.userId === viewer.id,
    canEdit: canChange(viewer, row),
  };
}

const visibleTo = (userId: string) => or(eq(templates.userId, userId), eq(templates.isPublic, true));
const requested = eq(templates.publication, "requested");

/**
 * The queries of the templates page, one page of each (their indexes: app/platform/db/schema.server.ts): the
 * templates a user sees, staff's publication requests, and the count the limit per account reads.
 */
export function templateQueries(db: Database, userId: string, page: number) {
  const offset = (page - 1) * TEMPLATES_PAGE_SIZE;
  return {
    visible: db
      .select()
      .from(templates)
      .where(visibleTo(userId))
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(TEMPLATES_PAGE_SIZE + 1)
      .offset(offset),
    requests: db
      .select({ template: templates, owner: users.name })
      .from(templates)
      .innerJoin(users, eq(users.id, templates.userId))
      .where(requested)
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .limit(TEMPLATES_PAGE_SIZE + 1)
      .offset(offset),
    own: db.select({ count: count() }).from(templates).where(eq(templates.userId, userId)),
    // The pager's "of 7": the same two indexes as the page's own rows, a user's and the published.
    visibleCount: db.select({ count: count() }).from(templates).where(visibleTo(userId)),
  };
}

/** One page of the viewer's own templates and the published ones, newest first. */
export async function listTemplates(db: Database, viewer: Viewer, page: number): Promise<Page<TemplateView>> {
  const queries = templateQueries(db, viewer.id, page);
  const [rows, [visible]] = await Promise.all([queries.visible, queries.visibleCount]);
  return pageOf(
    rows.map((row) => view(viewer, row)),
    page,
    TEMPLATES_PAGE_SIZE,
    visible?.count,
  );
}

/** Staff: one page of the templates customers asked to publish, the longest waiting last. */
export async function publicationRequests(
  db: Database,
  viewer: Viewer,
  page: number,
): Promise<Page<PublicationRequest>> {
  const rows = await templateQueries(db, viewer.id, page).requests;
  return pageOf(
    rows.map((row) => ({ ...view(viewer, row.template), owner: row.owner })),
    page,
    TEMPLATES_PAGE_SIZE,
  );
}

/** How many templates the viewer keeps, against the most he may. */
export async function ownTemplates(db: Database, viewer: Viewer) {
  const [row] = await templateQueries(db, viewer.id, 1).own;
  return { count: row?.count ?? 0, max: TEMPLATES_PER_ACCOUNT };
}

const notFound = () => data({ ok: false, error: "notFound" }, { status: 404 });

/**
 * The template the viewer may change, or the refusal: 404 when he cannot even see it (so a
 * private template's existence is not revealed), 403 when he may only read it.
 */
async function changeableTemplate(db: Database, viewer: Viewer, askedId: unknown) {
  const id = canonicalUuid(askedId);
  if (!id) throw notFound();
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  if (!row) throw notFound();
  if (canChange(viewer, row)) return row;
  throw row.isPublic ? data({ ok: false, error: "forbidden" }, { status: 403 }) : notFound();
}

/**
 * Whether a template the editor saves is public: staff publish at once; a customer's wish to
 * publish, and every change of a template he published, waits for staff.
 */
function publicationOf(viewer: Viewer, input: TemplateInput) {
  if (!input.isPublic) return { isPublic: false, publication: null };
  return viewer.role === "staff"
    ? { isPublic: true, publication: null }
    : { isPublic: false, publication: "requested" as const };
}

type TemplateIntent = "create" | "addReady" | "update" | "delete" | "approve" | "decline";
export type TemplateResult =
  | { ok: true; intent: TemplateIntent }
  | AutomateResult
  | { ok: false; intent: "create" | "addReady"; error: "limitReached" };

/** Stores a new template of the viewer's; false when he keeps the most an account may. */
function storeTemplate(db: Database, viewer: Viewer, template: TemplateInput) {
  return db.transaction(async (tx) => {
    // The account's row locked: two creates at once are counted one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for("update");
    if ((await tx.$count(templates, eq(templates.userId, viewer.id))) >= TEMPLATES_PER_ACCOUNT) return false;
    await tx.insert(templates).values({ ...template, ...publicationOf(viewer, template), userId: viewer.id });
    return true;
  });
}

async function addTemplate(
  db: Database,
  viewer: Viewer,
  template: TemplateInput,
  intent: "create" | "addReady",
) {
  if (!(await storeTemplate(db, viewer, template)))
    return data<TemplateResult>({ ok: false, intent, error: "limitReached" }, { status: 409 });
  return data<TemplateResult>({ ok: true, intent });
}

/** Changes a template the viewer may change; a switched-on automation follows (switch.server.ts). */
async function changeTemplate(db: Database, viewer: Viewer, row: TemplateRow, template: TemplateInput) {
  await db.transaction(async (tx) => {
    await tx
      .update(templates)
      .set({ ...template, ...publicationOf(viewer, template), updatedAt: new Date() })
      .where(eq(templates.id, row.id));
    await followTemplateChange(tx, row.id, template.name, template.workflowData.steps);
  });
}

/** All three languages' copy of the ready templates: each e-mail goes out in the lead's. */
const readyCopy = () => ({
  cs: accountMessages("cs").dashboard.templates.ready.templates,
  en: accountMessages("en").dashboard.templates.ready.templates,
  pl: accountMessages("pl").dashboard.templates.ready.templates,
});

/** The steps of a posted template that have an id, whatever else is wrong with them. */
function postedSteps(template: unknown): { id: string; settings?: unknown }[] {
  const steps = (template as { workflowData?: { steps?: unknown } } | null)?.workflowData?.steps;
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step) =>
    step && typeof step === "object" && typeof step.id === "string"
      ? [{ id: step.id, settings: step.settings }]
      : [],
  );
}

/**
 * The templates route's action, a JSON body `{ intent, id?, template? }` (or the same fields
 * as a form post): create, update or delete (the owner or staff); approve or decline a
 * publication request (staff); add a ready template `{ key }` or switch a template on as an
 * automation (staff, app/features/automations/ready-templates.ts and switch.server.ts). The template is
 * checked by the same rules as the editor's (template-editor.ts).
 */
export async function changeTemplates(db: Database, viewer: Viewer, request: Request) {
  const body = await readJsonOrForm(request);
  const invalid = () => data({ ok: false, error: "invalid" }, { status: 400 });
  const input = () => {
    const parsed = templateInputSchema.safeParse(body.template);
    if (parsed.success) return parsed.data;
    // The editor's own check, by step and field, for it to show beside the fields.
    const problems = stepsProblems(postedSteps(body.template));
    throw data({ ok: false, error: "invalid", problems }, { status: 400 });
  };
  const done = (intent: TemplateIntent): TemplateResult => ({ ok: true, intent });
  switch (body.intent) {
    case "create":
      return addTemplate(db, viewer, input(), "create");
    case "addReady": {
      // Staff's own ready templates, added again as many times as asked: each a separate copy.
      if (viewer.role !== "staff") throw data({ ok: false, error: "forbidden" }, { status: 403 });
      const key = readyTemplateKey(body.key);
      if (!key) throw invalid();
      // Named in the language the page is read in, as the list offering it showed it.
      const template = readyTemplate(key, readyCopy(), { lang: requestLang(request), email: viewer.email });
      return addTemplate(db, viewer, template, "addReady");
    }
    case "update": {
      const row = await changeableTemplate(db, viewer, body.id);
      await changeTemplate(db, viewer, row, input());
      return done("update");
    }
    case "delete": {
      const row = await changeableTemplate(db, viewer, body.id);
      await db.delete(templates).where(eq(templates.id, row.id));
      return done("delete");
    }
    case "approve":
    case "decline": {
      if (viewer.role !== "staff") throw data({ ok: false, error: "forbidden" }, { status: 403 });
      const id = canonicalUuid(body.id);
      const [row] = id
        ? await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id))
        : [];
      if (!row) throw notFound();
      const decided = await db
        .update(templates)
        .set(
          body.intent === "approve"
            ? { isPublic: true, publication: null }
            : { isPublic: false, publication: "declined" },
        )
        .where(and(eq(templates.id, row.id), requested))
        .returning({ id: templates.id });
      // Decided already (by another staff member, or the owner withdrew it).
      if (!decided.length) throw data({ ok: false, error: "notRequested" }, { status: 409 });
      return done(body.intent);
    }
    case "automate":
      return automateTemplate(db, viewer, body);
    default:
      throw invalid();
  }
}

/** The template the editor's page opens: one the viewer may change (404 or 403 otherwise). */
export async function editableTemplate(db: Database, viewer: Viewer, id: string) {
  return view(viewer, await changeableTemplate(db, viewer, id));
}

/**
 * The fields of a form post of the editor: 30 steps of the most fields (an input step's eleven
 * boxes, an e-mail's six texts), each with its id, type, label and how it was drawn.
 */
const EDITOR_FORM_FIELDS = MAX_STEPS * 16 + 16;

/**
 * The editor's page takes the editor as a plain form post (docs/decisions/0068, 0073), for a
 * browser without JavaScript: `removeStep` (a step's id) or `intent=addStep` draw the form again
 * with the step removed or added; `intent=redraw` (an Apply button beside a choice) draws it again
 * with the fields the choices made need; `intent=save` saves the template (`id`, or a new one when
 * null) by the same checks as the JSON intents and sends the browser back to the list (303), or
 * answers the draft as typed with each step's problems (400), the limit reached (409), or, when a
 * step's type or kind was changed, the draft with that step's new fields to fill in.
 */
export async function saveTemplateForm(db: Database, viewer: Viewer, request: Request, id: string | null) {
  const row = id === null ? null : await changeableTemplate(db, viewer, id);
  const form = await readForm(request, {
    maxFields: EDITOR_FORM_FIELDS,
    maxTextBytes: TEMPLATE_FORM_BODY_BYTES,
  });
  const { draft, redrawn } = draftFromForm(form, row?.workflowData.steps);
  const intent = editorIntent(form);
  if (intent?.kind === "removeStep") return { ok: true, draft: removeStep(draft, intent.stepId) };
  if (intent?.kind === "addStep") return { ok: true, draft: addStep(draft) };
  if (intent?.kind === "redraw") return { ok: true, draft };
  if (redrawn) return { ok: true, draft, note: "redrawn" as const };
  const refused = (status: number, error: string) =>
    data({ ok: false, error, draft, problems: stepsProblems(draft.steps) }, { status });
  // The editor saves by its Save button (Enter presses it too); any other post is not the editor's.
  if (intent?.kind !== "save") return refused(400, "invalid");
  const error = draftError(draft);
  if (error) return refused(400, error === "stepsInvalid" ? "invalid" : error);
  const parsed = templateInputSchema.safeParse(draftToInput(draft));
  if (!parsed.success) return refused(400, "invalid");
  if (row) await changeTemplate(db, viewer, row, parsed.data);
  else if (!(await storeTemplate(db, viewer, parsed.data))) return refused(409, "limitReached");
  const list = buildPath(
    { name: "dashboard", section: "templates" },
    parsePath(new URL(request.url).pathname).lang,
  );
  return redirect(`${list}?saved=${row ? "updated" : "created"}`, 303);
}

/** For the overview: how many templates are the viewer's, and how many he can use. */
export async function templateCounts(db: Database, viewer: Viewer) {
  const [own, visible] = await Promise.all([
    db.$count(templates, eq(templates.userId, viewer.id)),
    db.$count(templates, visibleTo(viewer.id)),
  ]);
  return { own, visible };
}
