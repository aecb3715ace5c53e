import { createContext, useContext } from "react";
import type { Lang } from "~/i18n/languages";
import type { AccountMessages, DashboardMessages } from "~/i18n/messages/account-types";
import type { Viewer } from "../auth/viewer";

/** What the /dashboard loader gives the page (strings of the stored language only). */
export interface DashboardData {
  viewer: Viewer;
  lang: Lang;
  t: DashboardMessages;
  validation: AccountMessages["validation"];
  authErrors: AccountMessages["auth"]["errors"];
  phoneInput: AccountMessages["auth"]["phoneInput"];
  /** "(optional)" after a label. */
  optionalLabel: string;
}

const DashboardContext = createContext<DashboardData | null>(null);

export const DashboardProvider = DashboardContext.Provider;

export function useDashboard(): DashboardData {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard must be used inside the dashboard page");
  return value;
}
