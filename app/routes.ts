import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { languages } from "./domain/languages";
import { deskSections } from "./features/dashboard/desk-sections";
import { showcaseSlugs } from "./features/web/showcase-slugs";
import { buildPath, type PageName } from "./i18n/paths";

/**
 * Each public page answers on its unprefixed path (stored language) and on one path per
 * language; the paths come from app/i18n/paths.ts, so routes and links cannot disagree.
 */
function localized(name: Exclude<PageName, "showcase" | "dashboard">, file: string) {
  const page =
    name === "service" ? { name, slug: ":slug" } : name === "sent" ? { name, form: ":form" } : { name };
  return [null, ...languages].map((lang) => {
    const path = buildPath(page, lang);
    const id = `${name}-${lang ?? "stored"}`;
    return path === "/" ? index(file, { id }) : route(path, file, { id });
  });
}

/**
 * The signed-in desk, on /dashboard and under each language code (/eng/dashboard…): an app of its
 * own outside the site layout (docs/decisions/0036-the-desk-as-an-app.md), a layout with one nested
 * route per section of its registry, the inquiry's and the template editor's own pages and the
 * saved views' changes.
 */
function dashboard() {
  return [null, ...languages].map((lang) => {
    const id = (section: string) => `dashboard-${section}-${lang ?? "stored"}`;
    return route(buildPath({ name: "dashboard" }, lang), "routes/dashboard.tsx", { id: id("layout") }, [
      ...deskSections.map(({ key, path, file }) =>
        path === "" ? index(file, { id: id(key) }) : route(path, file, { id: id(key) }),
      ),
      route("inquiries/views", "routes/dashboard.inquiry-views.ts", { id: id("inquiry-views") }),
      route("inquiries/:id", "routes/dashboard.inquiry.tsx", { id: id("inquiry") }),
      // The template editor's own page, which the templates page's dialog enhances.
      route("templates/new", "routes/dashboard.template.tsx", { id: id("template-new") }),
      route("templates/:id", "routes/dashboard.template.tsx", { id: id("template") }),
    ]);
  });
}

/**
 * The example sites of the web page, one route per known slug (an unknown one falls through to
 * the translated 404), outside the site layout: each is a small site with its own header.
 */
function showcases() {
  return showcaseSlugs.flatMap((slug) =>
    [null, ...languages].map((lang) =>
      route(buildPath({ name: "showcase", slug }, lang), "routes/showcase.tsx", {
        id: `showcase-${slug}-${lang ?? "stored"}`,
      }),
    ),
  );
}

export default [
  layout("routes/site-layout.tsx", [
    ...localized("home", "routes/home.tsx"),
    ...localized("services", "routes/services.tsx"),
    ...localized("service", "routes/service.tsx"),
    ...localized("demo", "routes/demo.tsx"),
    ...localized("contact", "routes/contact.tsx"),
    ...localized("booking", "routes/booking.tsx"),
    ...localized("web", "routes/web.tsx"),
    ...localized("team", "routes/team.tsx"),
    ...localized("teamSuccess", "routes/team-success.tsx"),
    ...localized("sent", "routes/sent.tsx"),
    // Rendered per request, never prerendered (it depends on the request).
    route("reset-password", "routes/reset-password.tsx"),
    // Old and alternative URLs redirect; anything else is the translated 404 page.
    route("*", "routes/fallback.tsx"),
  ]),
  // Signed-in pages: rendered per request, never prerendered (they depend on the session).
  ...dashboard(),
  ...showcases(),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/public-config", "routes/api.public-config.ts"),
  route("api/booking", "routes/api.booking.ts"),
  route("api/leads/:form", "routes/api.leads.ts"),
  route("api/assistant", "routes/api.assistant.ts"),
  route("api/inbound/:provider", "routes/api.inbound.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("api/session", "routes/api.session.ts"),
  // The dashboard's downloads: files, not pages.
  route("dashboard/inquiries.csv", "routes/dashboard.inquiries-csv.ts"),
  route("dashboard/inquiries/:id/file", "routes/dashboard.inquiry-file.ts"),
  route("dashboard/privacy-export", "routes/dashboard.privacy-export.ts"),
] satisfies RouteConfig;
