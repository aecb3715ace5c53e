/**
 * The desk's sections, in menu order: the one registry the routes (`dashboard()` in
 * app/routes.ts), the side menu and its labels (`dashboard.tabs` in the account dictionaries)
 * derive from. Types only are imported: app/routes.ts reads it when the build starts.
 */
import type { UserRole } from "../../domain/roles";

export const deskSections = [
  { key: "overview", path: "", file: "routes/dashboard.overview.tsx", staffOnly: false },
  { key: "inquiries", path: "inquiries", file: "routes/dashboard.inquiries.tsx", staffOnly: false },
  {
    key: "applications",
    path: "applications",
    file: "routes/dashboard.applications.tsx",
    staffOnly: true,
  },
  { key: "templates", path: "templates", file: "routes/dashboard.templates.tsx", staffOnly: false },
  { key: "runs", path: "runs", file: "routes/dashboard.runs.tsx", staffOnly: true },
  { key: "analytics", path: "analytics", file: "routes/dashboard.analytics.tsx", staffOnly: true },
  { key: "settings", path: "settings", file: "routes/dashboard.settings.tsx", staffOnly: false },
] as const;

export type DeskSection = (typeof deskSections)[number];
export type DeskSectionKey = DeskSection["key"];

/** The sections a viewer of this role sees in the menu (applications, runs and analytics are staff's). */
export function visibleSections(role: UserRole) {
  return deskSections.filter((section) => !section.staffOnly || role === "staff");
}
