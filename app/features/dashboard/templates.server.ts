/**
 * Workflow templates: everyone signed in reads his own and the public ones of others; only the
 * owner or staff may change or delete one. A private template of someone else does not exist
 * for a plain user (404), a public one he may read but not change (403).
 */
import { desc, eq, or } from "drizzle-orm";
import { data } from "react-router";
import { readJsonObject } from "~/lib/request-body.server";
import type { Database } from "../../../server/db/client";
import { templates } from "../../../server/db/schema";
import type { Viewer } from "../auth/viewer";
import type { TemplateCategory, WorkflowData } from "./model";
import { templateInputSchema } from "./template-editor";

type TemplateRow = typeof templates.$inferSelect;

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  category: TemplateCategory | null;
  isPublic: boolean;
  workflowData: WorkflowData;
  createdAt: string;
  updatedAt: string;
  isOwn: boolean;
  canEdit: boolean;
}

const canChange = (viewer: Viewer, row: TemplateRow) => row.userId === viewer.id || viewer.role === "staff";

function view(viewer: Viewer, row: TemplateRow): TemplateView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    isPublic: row.isPublic,
    workflowData: row.workflowData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: row.userId === viewer.id,
    canEdit: canChange(viewer, row),
  };
}

const visibleTo = (viewer: Viewer) => or(eq(templates.userId, viewer.id), eq(templates.isPublic, true));

export async function listTemplates(db: Database, viewer: Viewer) {
  const rows = await db.select().from(templates).where(visibleTo(viewer)).orderBy(desc(templates.createdAt));
  return rows.map((row) => view(viewer, row));
}

/**
 * The template the viewer may change, or the refusal: 404 when he cannot even see it (so a
 * private template's existence is not revealed), 403 when he may only read it.
 */
async function changeableTemplate(db: Database, viewer: Viewer, id: unknown) {
  const notFound = () => data({ ok: false, error: "notFound" }, { status: 404 });
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  if (!row) throw notFound();
  if (canChange(viewer, row)) return row;
  throw row.isPublic ? data({ ok: false, error: "forbidden" }, { status: 403 }) : notFound();
}

export type TemplateResult = { ok: true; intent: "create" | "update" | "delete" };

/**
 * The templates route's action, a JSON body `{ intent, id?, template? }`: create, update or
 * delete. The template is checked by the same rules as the editor's (template-editor.ts).
 */
export async function changeTemplates(
  db: Database,
  viewer: Viewer,
  request: Request,
): Promise<TemplateResult> {
  const body = await readJsonObject(request);
  const invalid = () => data({ ok: false, error: "invalid" }, { status: 400 });
  const input = () => {
    const parsed = templateInputSchema.safeParse(body.template);
    if (!parsed.success) throw invalid();
    return parsed.data;
  };
  switch (body.intent) {
    case "create": {
      await db.insert(templates).values({ ...input(), userId: viewer.id });
      return { ok: true, intent: "create" };
    }
    case "update": {
      const row = await changeableTemplate(db, viewer, body.id);
      await db
        .update(templates)
        .set({ ...input(), updatedAt: new Date() })
        .where(eq(templates.id, row.id));
      return { ok: true, intent: "update" };
    }
    case "delete": {
      const row = await changeableTemplate(db, viewer, body.id);
      await db.delete(templates).where(eq(templates.id, row.id));
      return { ok: true, intent: "delete" };
    }
    default:
      throw invalid();
  }
}

/** For the overview: how many templates are the viewer's, and how many he can use. */
export async function templateCounts(db: Database, viewer: Viewer) {
  const [own, visible] = await Promise.all([
    db.$count(templates, eq(templates.userId, viewer.id)),
    db.$count(templates, visibleTo(viewer)),
  ]);
  return { own, visible };
}
