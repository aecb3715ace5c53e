import { useOutletContext } from "react-router";
import type { Lang } from "~/domain/languages";
import type { AccountMessages, DashboardMessages } from "~/i18n/messages/types";
import type { Viewer } from "../auth/viewer";
import type { SavedView } from "./saved-views.server";

/** What the dashboard's layout loader gives every section (strings of one language only). */
export interface DashboardData {
  viewer: Viewer;
  lang: Lang;
  /** The language code the address carries, or null (links keep the same form). */
  pathLang: Lang | null;
  t: DashboardMessages;
  validation: AccountMessages["validation"];
  authErrors: AccountMessages["auth"]["errors"];
  phoneInput: AccountMessages["auth"]["phoneInput"];
  /** "(optional)" after a label. */
  optionalLabel: string;
  /** The viewer's own views of the inquiry list, in his order: links in the side menu. */
  savedViews: SavedView[];
}

export interface DashboardContext extends DashboardData {
  /** The address of a dashboard section ("inquiries", "inquiries/<id>"…) in the page's form. */
  href(section?: string): string;
}

/** The layout's data in any section of the dashboard. */
export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>();
}
