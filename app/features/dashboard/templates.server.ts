/**
 * Workflow templates: everyone signed in reads his own and the public ones of others; only the
 * owner or staff may change or delete one. A private template of someone else does not exist
 * for a plain user (404), a public one he may read but not change (403).
 */
import { desc, eq, or } from "drizzle-orm";
import { templates } from "../../../server/db/schema";
import type { AppServices } from "../../../server/services";
import {
  assertSameSite,
  assertSameSiteJson,
  json,
  readJson,
  refusals,
  requireViewer,
  type Viewer,
} from "../auth/session.server";
import type { TemplateView } from "./api-types";
import { templateInputSchema } from "./template-editor";

type TemplateRow = typeof templates.$inferSelect;

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

export async function listTemplates(request: Request, services: AppServices) {
  const viewer = await requireViewer(request, services);
  const rows = await services.db
    .select()
    .from(templates)
    .where(visibleTo(viewer))
    .orderBy(desc(templates.createdAt));
  return json({ templates: rows.map((row) => view(viewer, row)) });
}

async function parseInput(request: Request) {
  const parsed = templateInputSchema.safeParse(await readJson(request));
  if (!parsed.success)
    throw json({ error: "invalid", issues: parsed.error.issues.map((i) => i.path.join(".")) }, 400);
  return parsed.data;
}

export async function createTemplate(request: Request, services: AppServices) {
  const viewer = await requireViewer(request, services);
  assertSameSiteJson(request, services);
  const input = await parseInput(request);
  const [row] = await services.db
    .insert(templates)
    .values({ ...input, userId: viewer.id })
    .returning();
  if (!row) throw new Error("The template was not stored");
  return json({ template: view(viewer, row) }, 201);
}

/**
 * The template the viewer may change, or the refusal: 404 when he cannot even see it (so a
 * private template's existence is not revealed), 403 when he may only read it.
 */
async function changeableTemplate(viewer: Viewer, id: string, services: AppServices) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw refusals.notFound();
  const [row] = await services.db.select().from(templates).where(eq(templates.id, id));
  if (!row) throw refusals.notFound();
  if (canChange(viewer, row)) return row;
  throw row.isPublic ? refusals.forbidden() : refusals.notFound();
}

export async function updateTemplate(request: Request, services: AppServices, id: string) {
  const viewer = await requireViewer(request, services);
  assertSameSiteJson(request, services);
  await changeableTemplate(viewer, id, services);
  const input = await parseInput(request);
  const [row] = await services.db
    .update(templates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(templates.id, id))
    .returning();
  if (!row) throw refusals.notFound();
  return json({ template: view(viewer, row) });
}

export async function deleteTemplate(request: Request, services: AppServices, id: string) {
  const viewer = await requireViewer(request, services);
  assertSameSite(request, services);
  await changeableTemplate(viewer, id, services);
  await services.db.delete(templates).where(eq(templates.id, id));
  return json({ deleted: id });
}

/** For the overview: how many templates are the viewer's, and how many he can use. */
export async function templateCounts(services: AppServices, viewer: Viewer) {
  const [own, visible] = await Promise.all([
    services.db.$count(templates, eq(templates.userId, viewer.id)),
    services.db.$count(templates, visibleTo(viewer)),
  ]);
  return { own, visible };
}
