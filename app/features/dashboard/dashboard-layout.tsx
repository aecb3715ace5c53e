import { NavLink, Outlet } from "react-router";
import { buildPath } from "~/i18n/paths";
import { fill } from "../auth/fill";
import type { DashboardContext, DashboardData } from "./dashboard-context";

const sections = [
  { key: "overview", section: "" },
  { key: "inquiries", section: "inquiries" },
  { key: "templates", section: "templates" },
  { key: "analytics", section: "analytics", staffOnly: true },
  { key: "settings", section: "settings" },
] as const;

/** /dashboard: the side menu of its sections (analytics for staff only) and the section itself. */
export function DashboardLayout(data: DashboardData) {
  const { viewer, t, pathLang } = data;
  const href = (section = "") => buildPath({ name: "dashboard", section }, pathLang);
  const context: DashboardContext = { ...data, href };
  const visible = sections.filter((item) => !("staffOnly" in item) || viewer.role === "staff");

  return (
    <div className="container-page py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t.title}</h1>
        <p className="mt-1 text-ink-700">
          {fill(t.signedInAs, { name: viewer.name })}{" "}
          <span className="ml-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t.roles[viewer.role]}
          </span>
        </p>
      </div>
      {/* Across the top, so the board gets the page's whole width; on phones the links wrap. */}
      <nav aria-label={t.menuLabel} className="mt-6 border-b border-ink-200 pb-3">
        <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
          {visible.map((item) => (
            <li key={item.key}>
              <NavLink
                to={href(item.section)}
                end={item.section === ""}
                className="block rounded-xl px-4 py-2.5 text-sm font-semibold text-ink-700 hover:bg-ink-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {t.tabs[item.key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 min-w-0">
        <Outlet context={context} />
      </div>
    </div>
  );
}
