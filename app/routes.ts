import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { languages } from "./i18n/languages";
import { buildPath, type PageName } from "./i18n/paths";

/**
 * Each public page answers on its unprefixed path (stored language) and on one path per
 * language; the paths come from app/i18n/paths.ts, so routes and links cannot disagree.
 */
function localized(name: PageName, file: string) {
  const page =
    name === "service" ? { name, slug: ":slug" } : name === "sent" ? { name, form: ":form" } : { name };
  return [null, ...languages].map((lang) => {
    const path = buildPath(page, lang);
    const id = `${name}-${lang ?? "stored"}`;
    return path === "/" ? index(file, { id }) : route(path, file, { id });
  });
}

export default [
  layout("routes/site-layout.tsx", [
    ...localized("home", "routes/home.tsx"),
    ...localized("services", "routes/services.tsx"),
    ...localized("service", "routes/service.tsx"),
    ...localized("demo", "routes/demo.tsx"),
    ...localized("contact", "routes/contact.tsx"),
    ...localized("web", "routes/web.tsx"),
    ...localized("team", "routes/team.tsx"),
    ...localized("teamSuccess", "routes/team-success.tsx"),
    ...localized("sent", "routes/sent.tsx"),
    // Signed-in pages: rendered per request, never prerendered (they depend on the session).
    route("dashboard", "routes/dashboard.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    // Old and alternative URLs redirect; anything else is the translated 404 page.
    route("*", "routes/fallback.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/public-config", "routes/api.public-config.ts"),
  route("api/leads/:form", "routes/api.leads.ts"),
  route("api/assistant", "routes/api.assistant.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("api/session", "routes/api.session.ts"),
  route("api/account", "routes/api.account.ts"),
  route("api/dashboard/overview", "routes/api.dashboard.overview.ts"),
  route("api/dashboard/templates", "routes/api.dashboard.templates.ts"),
  route("api/dashboard/templates/:id", "routes/api.dashboard.templates.$id.ts"),
  route("api/dashboard/inquiries", "routes/api.dashboard.inquiries.ts"),
  route("api/dashboard/inquiries.csv", "routes/api.dashboard.inquiries-csv.ts"),
  route("api/dashboard/inquiries/:id", "routes/api.dashboard.inquiries.$id.ts"),
  route("api/dashboard/inquiries/:id/pdf", "routes/api.dashboard.inquiries.$id.pdf.ts"),
  route("api/dashboard/analytics", "routes/api.dashboard.analytics.ts"),
] satisfies RouteConfig;
