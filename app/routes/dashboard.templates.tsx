import { data } from "react-router";
import { dryRunLeads } from "~/features/automations/runs.server";
import { automationsOf } from "~/features/automations/switch.server";
import { dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { parsePage } from "~/features/dashboard/paging";
import {
  changeTemplates,
  listTemplates,
  ownTemplates,
  publicationRequests,
} from "~/features/dashboard/templates.server";
import { TemplatesPage } from "~/features/dashboard/templates-page";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.templates";

/**
 * A page (?page=) of own and published templates; for staff also a page (?requests=) of publication
 * requests; ?saved=created|updated after the editor's page saved one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const viewer = await dashboardViewer(request, context.services);
  const search = readQuery(request);
  const [templates, requests, own] = await Promise.all([
    listTemplates(db, viewer, parsePage(search.get("page"))),
    viewer.role === "staff" ? publicationRequests(db, viewer, parsePage(search.get("requests"))) : null,
    ownTemplates(db, viewer),
  ]);
  // Staff see which templates run as automations and how, and try them on recent inquiries.
  const [automations, leads] =
    viewer.role === "staff"
      ? await Promise.all([
          automationsOf(
            db,
            templates.items.map((template) => template.id),
          ),
          dryRunLeads(db),
        ])
      : [null, null];
  // Where the editor's page sends the browser after a save, to say so.
  const saved = (["created", "updated"] as const).find((done) => done === search.get("saved")) ?? null;
  return data({ templates, saved, requests, own, automations, leads }, { headers: noStore });
}

/** JSON `{ intent: "create" | "update" | "delete" | "approve" | "decline" | "automate", id?, template?, automation? }`, or a form `{ intent: "addReady", key }`. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  return changeTemplates(context.services.db, viewer, request);
}

export default function DashboardTemplates({ loaderData }: Route.ComponentProps) {
  return <TemplatesPage {...loaderData} />;
}
