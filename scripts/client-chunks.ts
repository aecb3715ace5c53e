/**
 * How the browser's code is cut into files (vite.config.ts; docs/decisions/0066-the-first-touch-in-few-files.md).
 *
 * Left to itself the bundler gave a public page 35-41 files at its first touch, most under 1 KB:
 * each costs its own gzip overhead and, on a mobile network, its own round trip on one of the
 * browser's six connections to the site, which made the first touch take about 5 s under
 * Lighthouse's mobile throttling. Grouped, a public page fetches:
 * - `runtime`: React, React DOM, React Router, what the root route imports and what the example
 *   sites share with the site, which every page loads (the desk too);
 * - `shell`: the rest of what the site layout imports (header, footer, cookie banner, launcher…);
 * - `common`: modules two or more public pages share with the desk (the form, the phone field);
 * - `forms`: modules two or more public pages import and nothing else does, when every page that
 *   imports them has a lead form or follows one (the form hook, the thank-you page…): the pages
 *   without a form (home, services) fetched 3.5-4.5 KB gzipped of them at their first touch
 *   (docs/decisions/0072-the-first-touch-module-by-module.md);
 * - `pages`: the other modules two or more public pages import and nothing else does;
 * - `desk`: modules two or more of the desk's pages import and no public page does (the board
 *   fetched a dozen of them, each under 2 KB; docs/decisions/0067-desk-board-on-a-slow-phone.md),
 *   but for those that bring a package of their own and what imports them: the pages that need
 *   the package share it in a file of their own;
 * - its own route module and what only it imports.
 * Only modules imported statically are grouped: what is imported at its point of use (the
 * assistant, the forms' checks, the phone country list, the dialogs) stays in its own lazy chunk.
 * Of the packages only the small ones the site renders with are grouped besides React's: a
 * package imported for a function the browser never calls (libphonenumber-js in
 * app/domain/company.ts) would otherwise be grouped whole and fetched by every page.
 */

/** The part of Rolldown's chunking context used here. */
export interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The bundler's helpers: Rolldown's module runtime and Vite's preload of a lazy import's files. */
const HELPERS = /^\0(rolldown\/runtime|vite\/preload-helper)/;
/** Packages small enough to share a group with the app's code. */
const GROUPED_PACKAGES = /[\\/]node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
/** React Router's id for the browser's copy of a route module (an entry: never grouped). */
const CLIENT_ROUTE = "?__react-router-build-client-route";

/** The modules `from` imports statically, themselves included: the app's and the grouped packages'. */
function staticImports(context: ChunkingContext, appDir: string, from: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    // React's packages and the bundler's helpers are grouped by name.
    if (!(id.startsWith(appDir) || GROUPED_PACKAGES.test(id))) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * A module that imports a package no group takes (not React's, not a small grouped one): grouped,
 * it would bring the package into its group's file.
 */
function bringsPackage(context: ChunkingContext, id: string) {
  return (context.getModuleInfo(id)?.importedIds ?? []).some(
    (dep) => /[\\/]node_modules[\\/]/.test(dep) && !RUNTIME.test(dep) && !GROUPED_PACKAGES.test(dep),
  );
}

type Group = "runtime" | "shell" | "common" | "forms" | "pages" | "desk";

/** The thank-you page every lead form ends on: the pages that import it have a form or follow one. */
const FORM_PAGE_MARK = "features/leads/sent-page.tsx";

/**
 * The groups, worked out once from the route modules in `app/routes` (`routeFiles`, their file
 * names; `appDir`, the absolute path of `app`): the public pages are all of them but the root,
 * the site layout, the desk's (`dashboard*`) and the example sites' (`showcase`).
 */
function groupModules(context: ChunkingContext, appDir: string, routeFiles: readonly string[]) {
  const imports = (file: string) => staticImports(context, appDir, [`${appDir}/${file}`]);
  const shell = imports("routes/site-layout.tsx");
  const examples = imports("routes/showcase.tsx");
  const desk = new Set<string>();
  const pageCount = new Map<string, number>();
  const formPages = new Set<string>();
  const pageUsers = new Map<string, string[]>();
  const deskCount = new Map<string, number>();
  for (const file of routeFiles) {
    // Resource routes (`.ts`) have no code in the browser.
    if (!file.endsWith(".tsx")) continue;
    const name = file.slice(0, -".tsx".length);
    if (name === "site-layout" || name === "showcase") continue;
    const modules = imports(`routes/${file}`);
    if (name.startsWith("dashboard"))
      for (const id of modules) {
        desk.add(id);
        deskCount.set(id, (deskCount.get(id) ?? 0) + 1);
      }
    else {
      if (modules.has(`${appDir}/${FORM_PAGE_MARK}`)) formPages.add(name);
      for (const id of modules) {
        pageCount.set(id, (pageCount.get(id) ?? 0) + 1);
        pageUsers.set(id, [...(pageUsers.get(id) ?? []), name]);
      }
    }
  }
  // What the example sites share with the site's shell or with two pages or more: nearly every
  // page fetches it anyway (what they share with one page stays a chunk of those two).
  const runtime = new Set([
    ...imports("root.tsx"),
    ...[...examples].filter((id) => shell.has(id) || (pageCount.get(id) ?? 0) > 1),
  ]);
  const shared = [...pageCount].filter(([id, count]) => count > 1 && !runtime.has(id) && !shell.has(id));
  const publicOnly = shared.filter(([id]) => !desk.has(id)).map(([id]) => id);
  const forms = new Set(publicOnly.filter((id) => pageUsers.get(id)?.every((name) => formPages.has(name))));
  const pages = new Set(publicOnly.filter((id) => !forms.has(id)));
  const common = new Set(shared.filter(([id]) => desk.has(id)).map(([id]) => id));
  // A group takes in what its modules import, so a module of the common group imports only the
  // runtime's and its own (the desk fetches it, and not the shell), one of the pages' group no
  // module left to the bundler.
  const within = (set: Set<string>, allowed: (id: string) => boolean) => {
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of set) {
        if ([...staticImports(context, appDir, [id])].every((dep) => set.has(dep) || allowed(dep))) continue;
        set.delete(id);
        changed = true;
      }
    }
  };
  within(common, (id) => runtime.has(id));
  // A page without a form fetches the pages' group and not the forms'.
  within(pages, (id) => runtime.has(id) || shell.has(id) || common.has(id));
  within(forms, (id) => runtime.has(id) || shell.has(id) || common.has(id) || pages.has(id));
  const deskShared = new Set(
    [...deskCount]
      .filter(
        ([id, count]) =>
          count > 1 &&
          !pageCount.has(id) &&
          !examples.has(id) &&
          !runtime.has(id) &&
          !shell.has(id) &&
          // The automations' settings bring the schema package (26 KB gzipped), which the board,
          // the desk's busiest page, never imports (docs/decisions/0074-the-desk-file-without-the-schema-package.md).
          !bringsPackage(context, id),
      )
      .map(([id]) => id),
  );
  within(deskShared, (id) => runtime.has(id) || common.has(id));
  const groups = new Map<string, Group>();
  for (const id of deskShared) groups.set(id, "desk");
  for (const id of pages) groups.set(id, "pages");
  for (const id of forms) groups.set(id, "forms");
  for (const id of common) groups.set(id, "common");
  for (const id of shell) groups.set(id, "shell");
  for (const id of runtime) groups.set(id, "runtime");
  return groups;
}

/** Rolldown's `output.codeSplitting` for the browser's build. */
export function clientChunks(appDir: string, routeFiles: readonly string[]) {
  let groups: Map<string, Group> | undefined;
  const group = (name: Group) => (id: string, context: ChunkingContext) => {
    if (name === "runtime" && (RUNTIME.test(id) || HELPERS.test(id))) return name;
    if (id.endsWith(CLIENT_ROUTE)) return null;
    groups ??= groupModules(context, appDir, routeFiles);
    return groups.get(id) === name ? name : null;
  };
  // One group each, taken in this order: a group takes in what its modules import, so the
  // shell's would otherwise take React, the pages' the shell's modules, and the forms' the pages'.
  return {
    groups: [
      { name: group("runtime"), priority: 5 },
      { name: group("shell"), priority: 4 },
      { name: group("common"), priority: 3 },
      { name: group("pages"), priority: 2 },
      { name: group("forms"), priority: 1 },
      { name: group("desk"), priority: 0 },
    ],
  };
}
