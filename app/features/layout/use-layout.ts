import { useRouteLoaderData } from "react-router";
import { buildPath, type Page } from "~/i18n/paths";
import type { loader as rootLoader } from "~/root";

/** Language, origin, shared strings and service links that the root loader gives every page. */
export function useLayout() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useLayout must be used below the root route");
  const { lang } = data;
  return { ...data, href: (page: Page) => buildPath(page, lang) };
}
