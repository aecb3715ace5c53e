import type { LucideIcon } from "lucide-react";
import ChartColumn from "lucide-react/icons/chart-column";
import ExternalLink from "lucide-react/icons/external-link";
import History from "lucide-react/icons/history";
import Inbox from "lucide-react/icons/inbox";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Settings from "lucide-react/icons/settings";
import UserRound from "lucide-react/icons/user-round";
import Workflow from "lucide-react/icons/workflow";
import type { ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { buildPath } from "~/i18n/paths";
import { summaryClass, useDetailsMenu } from "~/ui/details-menu";
import { HydratedLater } from "~/ui/hydrated-later";
import { CloseIcon, MenuIcon } from "~/ui/icons";
import { Toasts } from "~/ui/toast";
import { signOutAndGoHome } from "../auth/account-control";
import { fill } from "../auth/fill";
import { LanguageSwitcher } from "../layout/language-switcher";
import { Logo } from "../layout/logo";
import { StoredLanguageSync } from "../layout/stored-language";
import { useLayout } from "../layout/use-layout";
import type { DashboardContext, DashboardData } from "./dashboard-context";
import { type DeskSectionKey, visibleSections } from "./desk-sections";
import { viewQuery } from "./list-views";

const sectionIcons: Record<DeskSectionKey, LucideIcon> = {
  overview: LayoutDashboard,
  inquiries: Inbox,
  applications: UserRound,
  templates: Workflow,
  runs: History,
  analytics: ChartColumn,
  settings: Settings,
};

function Glyph({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" focusable="false" className="size-5 shrink-0" />;
}

/**
 * The desk: an app of its own, outside the public site's frame (docs/decisions/0036): a side menu
 * of the sections (from the registry, analytics for staff only) beside the section, which takes the
 * screen's whole width. Below lg the menu folds into a disclosure in the top bar. `children` take
 * the section's place when a section failed.
 */
export function DashboardLayout({ children, ...data }: DashboardData & { children?: ReactNode }) {
  const { t } = data;
  const layout = useLayout();
  const { pathname } = useLocation();
  const mobile = useDetailsMenu();
  // A section chosen in the phone's menu closes it: the focus, else lost with the hidden link,
  // goes back to the menu's toggle first, as after Escape.
  const focusToggle = () => mobile.detailsProps.ref.current?.querySelector("summary")?.focus();
  const href = (section = "") => buildPath({ name: "dashboard", section }, data.pathLang);
  const context: DashboardContext = { ...data, href };

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layout.t.common.skipToContent}
      </a>
      <div className="min-h-dvh bg-ink-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden border-r border-ink-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
          <HydratedLater>
            <div className="flex h-14 items-center px-5">
              <Logo to={href()} />
            </div>
            <DeskMenu data={data} href={href} />
          </HydratedLater>
        </aside>
        <div className="min-w-0">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-ink-200 bg-white/95 px-4 backdrop-blur sm:px-6">
            <HydratedLater>
              <details {...mobile.detailsProps} className="group/menu lg:hidden">
                <summary className={`${summaryClass} flex rounded-lg p-2 text-ink hover:bg-ink-100`}>
                  <MenuIcon className="size-6 group-open/menu:hidden" />
                  <CloseIcon className="hidden size-6 group-open/menu:block" />
                  <span className="sr-only group-open/menu:hidden">{layout.t.nav.openMenu}</span>
                  <span className="sr-only hidden group-open/menu:inline">{layout.t.nav.closeMenu}</span>
                </summary>
                <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-ink-200 bg-white shadow-lg">
                  <DeskMenu data={data} href={href} onFollow={focusToggle} />
                </div>
              </details>
            </HydratedLater>
            <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-ink">{t.title}</h1>
            <HydratedLater>
              <LanguageSwitcher />
            </HydratedLater>
          </header>
          <main id="main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:px-8">
            {children ?? <Outlet context={context} />}
          </main>
        </div>
      </div>
      <StoredLanguageSync lang={layout.lang} pathname={pathname} />
      <Toasts />
    </>
  );
}

/** What the desk's menu and its parts take: the desk's data, its addresses, and a link followed. */
interface MenuProps {
  data: DashboardData;
  href: (section?: string) => string;
  /** Closes the phone menu when one of its links is followed. */
  onFollow?: () => void;
}

const menuItem =
  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100 hover:text-ink";

/**
 * The viewer's saved views below Inquiries (docs/decisions/0061-desk-at-agency-scale.md), in his
 * order; the one whose filters the address carries is the current page.
 */
function SavedViewLinks({ data, href, onFollow }: MenuProps) {
  const location = useLocation();
  const list = href("inquiries");
  const current = location.pathname === list ? viewQuery(new URLSearchParams(location.search)) : null;
  if (data.savedViews.length === 0) return null;
  return (
    <ul aria-label={data.t.desk.views.yours} className="mt-1 space-y-0.5 pl-8">
      {data.savedViews.map((view) => (
        <li key={view.id}>
          <Link
            to={`${list}${view.query}`}
            onClick={onFollow}
            aria-current={view.query === current ? "page" : undefined}
            // A long name wraps in the narrow menu: cut short, its end was lost on a phone.
            className="block rounded-lg break-words px-3 py-1.5 text-sm text-ink-700 hover:bg-ink-100 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
          >
            {view.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The sections, then who is signed in, the way back to the site and signing out. */
function DeskMenu({ data, href, onFollow }: MenuProps) {
  const { t, viewer } = data;
  const layout = useLayout();
  return (
    <div className="flex flex-1 flex-col gap-4 p-3">
      <nav aria-label={t.menuLabel}>
        <ul className="space-y-1">
          {visibleSections(viewer.role).map((section) => (
            <li key={section.key}>
              <NavLink
                to={href(section.path)}
                end={section.path === ""}
                onClick={onFollow}
                className={`${menuItem} aria-[current=page]:bg-brand-600 aria-[current=page]:text-white`}
              >
                <Glyph icon={sectionIcons[section.key]} />
                {t.tabs[section.key]}
              </NavLink>
              {section.key === "inquiries" && <SavedViewLinks data={data} href={href} onFollow={onFollow} />}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t border-ink-200 pt-3">
        <p className="px-3 pb-1 text-sm text-ink-700">
          {fill(t.signedInAs, { name: viewer.name })}{" "}
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
            {t.roles[viewer.role]}
          </span>
        </p>
        <Link to={layout.href({ name: "home" })} className={menuItem}>
          <Glyph icon={ExternalLink} />
          {t.toSite}
        </Link>
        <button
          type="button"
          onClick={() => signOutAndGoHome(layout.href({ name: "home" }))}
          className={`${menuItem} w-full`}
        >
          <Glyph icon={LogOut} />
          {layout.t.account.signOut}
        </button>
      </div>
    </div>
  );
}
