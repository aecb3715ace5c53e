import { type KeyboardEvent, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { fill } from "../auth/fill";
import { AnalyticsTab } from "./analytics-tab";
import { type DashboardData, DashboardProvider } from "./dashboard-context";
import { InquiriesTab } from "./inquiries-tab";
import { OverviewTab } from "./overview-tab";
import { SettingsTab } from "./settings-tab";
import { TemplatesTab } from "./templates-tab";

const allTabs = ["overview", "templates", "inquiries", "analytics", "settings"] as const;
type Tab = (typeof allTabs)[number];
/** Tabs only staff may open; the server refuses their data to anyone else as well. */
const staffTabs: readonly Tab[] = ["analytics"];

const panels: Record<Tab, () => React.ReactNode> = {
  overview: () => <OverviewTab />,
  templates: () => <TemplatesTab />,
  inquiries: () => <InquiriesTab />,
  analytics: () => <AnalyticsTab />,
  settings: () => <SettingsTab />,
};

/** /dashboard: a side menu of five tabs (four for a plain user); the chosen one is in ?tab=. */
export function DashboardPage(data: DashboardData) {
  const { viewer, t } = data;
  const [search, setSearch] = useSearchParams();
  const tabs = allTabs.filter((tab) => viewer.role === "staff" || !staffTabs.includes(tab));
  const asked = search.get("tab");
  const current: Tab = tabs.find((tab) => tab === asked) ?? "overview";
  const baseId = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (tab: Tab, focus = false) => {
    setSearch(tab === "overview" ? {} : { tab }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  /** Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern). */
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = {
      ArrowDown: tabs[(index + 1) % tabs.length],
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowUp: tabs[(index - 1 + tabs.length) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <DashboardProvider value={data}>
      <div className="container-page py-8 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold text-ink">{t.title}</h1>
            <p className="mt-1 text-slate-700">
              {fill(t.signedInAs, { name: viewer.name })}{" "}
              <span className="ml-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {t.roles[viewer.role]}
              </span>
            </p>
          </div>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[14rem_1fr] lg:gap-10">
          <div
            role="tablist"
            aria-label={t.menuLabel}
            aria-orientation="vertical"
            tabIndex={-1}
            onKeyDown={onKeyDown}
            className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:px-0 lg:pb-0"
          >
            {tabs.map((tab) => (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab, element);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={`${baseId}-${tab}-tab`}
                aria-selected={tab === current}
                aria-controls={`${baseId}-${tab}-panel`}
                tabIndex={tab === current ? 0 : -1}
                onClick={() => select(tab)}
                className="shrink-0 rounded-xl px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-selected:bg-brand-600 aria-selected:text-white"
              >
                {t.tabs[tab]}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${baseId}-${current}-panel`}
            aria-labelledby={`${baseId}-${current}-tab`}
            className="min-w-0"
          >
            {panels[current]()}
          </div>
        </div>
      </div>
    </DashboardProvider>
  );
}
