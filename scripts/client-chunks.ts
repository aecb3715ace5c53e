/**
 * How the browser's code is cut into files (vite.config.ts; docs/decisions/0066-the-first-touch-in-few-files.md).
 *
 * Left to itself the bundler gave a public page 35-41 files at its first touch, most under 1 KB:
 * each costs its own gzip overhead and, on a mobile network, its own round trip on one of the
 * browser's six connections to the site, which made the first touch take about 5 s under
 * Lighthouse's mobile throttling. Grouped, a public page fetches:
 * - `react`: React, React DOM, the scheduler, the bundler's helpers, what the islands entry
 *   (app/islands.client.tsx) imports statically and the modules the islands (with what they load
 *   at their point of use) share with the rest of the app, which every page loads: the entry's
 *   first touch is this file alone (scripts/islands-entry.ts fails the build otherwise;
 *   docs/decisions/0089-islands-infrastructure.md), and the pages React Router hydrates draw the
 *   islands in their shell;
 * - `deferred`: what the islands load at their point of use (the dialogs, the assistant's panel)
 *   and two pages or more import statically (the booking form's parts): one file, which imports
 *   neither React Router nor the shell, nor a package (the schema and phone packages: every page
 *   with a form would fetch them at its first touch);
 * - `runtime`: React Router, what the root route imports, what the example sites share with the
 *   site, the rest of what the site layout imports (header, footer…) and the other modules two or
 *   more public pages import and nothing else does: every page React Router hydrates loads it (the
 *   desk too, which imports the shell). Over HTTP/1.1 a touch during the download holds one of
 *   the six connections for each of the two large files (this one and React's), and the page's
 *   files must fit the rounds of the other four, so what each public page fetches anyway is here,
 *   not in a file of its own (docs/decisions/0093-the-touch-during-the-download-in-two-rounds.md);
 * - `common`: modules two or more public pages share with the desk (the form, the phone field);
 * - `forms`: modules two or more public pages import and nothing else does, when every page that
 *   imports them has a lead form or follows one (the form hook, the thank-you page…): the pages
 *   without a form (home, services) fetched 3.5-4.5 KB gzipped of them at their first touch
 *   (docs/decisions/0072-the-first-touch-module-by-module.md);
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
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;
/** The bundler's helpers: Rolldown's module runtime and Vite's preload of a lazy import's files. */
const HELPERS = /^\0(rolldown\/runtime|vite\/preload-helper)/;
/** Packages small enough to share a group with the app's code. */
const GROUPED_PACKAGES = /[\\/]node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
/** React Router's id for the browser's copy of a route module (an entry: never grouped). */
const CLIENT_ROUTE = "?__react-router-build-client-route";

/** How `staticImports` reads the graph beyond the static imports of every module. */
interface Reach {
  /** Modules not followed (nor counted). */
  past?: ReadonlySet<string>;
  /** Whether imports at the point of use are followed too. */
  lazy?: boolean;
}

/** The modules `from` imports statically, themselves included: the app's and the grouped packages'. */
function staticImports(
  context: ChunkingContext,
  appDir: string,
  from: readonly string[],
  { past = new Set(), lazy = false }: Reach = {},
): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || past.has(id)) continue;
    // React's packages and the bundler's helpers are grouped by name.
    if (!(id.startsWith(appDir) || GROUPED_PACKAGES.test(id))) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return found;
}

/**
 * A module that imports a package no group takes (not React's, not a small grouped one): grouped,
 * it would bring the package into its group's file.
 */
function bringsPackage(context: ChunkingContext, id: string) {
  return (context.getModuleInfo(id)?.importedIds ?? []).some(
    (dep) =>
      /[\\/]node_modules[\\/]/.test(dep) &&
      !REACT.test(dep) &&
      !REACT_ROUTER.test(dep) &&
      !GROUPED_PACKAGES.test(dep),
  );
}

type Group = "react" | "deferred" | "runtime" | "common" | "forms" | "desk";

/**
 * The islands entry, from `app` (an entry: never grouped itself), the islands' registry and the
 * wrapper the pages render an island with, which imports the registry.
 */
const ISLANDS_ENTRY = "islands.client.tsx";
const ISLANDS_REGISTRY = "islands.ts";
const ISLAND_WRAPPER = "ui/island.tsx";

/** The thank-you page every lead form ends on: the pages that import it have a form or follow one. */
const FORM_PAGE_MARK = "features/leads/sent-page.tsx";

/**
 * The groups, worked out once from the route modules in `app/routes` (`routeFiles`, their file
 * names; `appDir`, the absolute path of `app`): the public pages are all of them but the root,
 * the site layout, the desk's (`dashboard*`) and the example sites' (`showcase`).
 */
function groupModules(context: ChunkingContext, appDir: string, routeFiles: readonly string[]) {
  const imports = (file: string) => staticImports(context, appDir, [`${appDir}/${file}`]);
  // What the islands entry and the wrapper import (the wrapper goes with the islands, in React's
  // file).
  const islandRoots = [ISLANDS_ENTRY, ISLAND_WRAPPER].map((file) => `${appDir}/${file}`);
  const islandsEntry = staticImports(context, appDir, islandRoots);
  islandsEntry.delete(`${appDir}/${ISLANDS_ENTRY}`);
  // With what they load at their point of use (a demo when it nears the screen).
  const islandsLazy = staticImports(context, appDir, islandRoots, { lazy: true });
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
  // page fetches it anyway (what they share with one page stays a chunk of those two, but for
  // the icons: a file of 0.2 KB was one more at the first touch of both, a third round of
  // HTTP/1.1's connections for the example sites; docs/decisions/0093).
  const runtime = new Set([
    ...imports("root.tsx"),
    ...[...examples].filter(
      (id) =>
        shell.has(id) || (pageCount.get(id) ?? 0) > 1 || (GROUPED_PACKAGES.test(id) && pageCount.has(id)),
    ),
  ]);
  // What the islands share with the rest of the app, read without following the islands'
  // registry or the wrapper (languages, number formats, prices…), goes with React too: every
  // page fetches it, a page of islands too.
  const elsewhere = staticImports(
    context,
    appDir,
    [
      "root.tsx",
      "routes/site-layout.tsx",
      "routes/showcase.tsx",
      ...routeFiles.map((file) => `routes/${file}`),
    ].map((file) => `${appDir}/${file}`),
    { past: new Set([ISLANDS_REGISTRY, ISLAND_WRAPPER].map((file) => `${appDir}/${file}`)) },
  );
  // What the islands load later counts too, when the root or the shell imports it: a demo's file
  // importing the shell's icons would otherwise bring React Router's runtime to a page of islands
  // when it loads. What they load later and only pages import besides (the booking dialog's form,
  // the phone field) is left to the bundler, out of the pages' groups, which import the runtime:
  // with React, every page would fetch it at its first touch (62 KB gzipped for the dialogs).
  const base = new Set(
    [...islandsLazy].filter(
      (id) => elsewhere.has(id) && (islandsEntry.has(id) || runtime.has(id) || shell.has(id)),
    ),
  );
  const islandsLater = new Set([...islandsLazy].filter((id) => !base.has(id) && !islandsEntry.has(id)));
  // Of those, what two pages or more import too is one file (the forms' pages fetch it at their
  // first touch instead of six small ones); it imports only React's, the islands' and its own.
  const deferred = new Set(
    [...islandsLater].filter(
      (id) => (pageCount.get(id) ?? 0) + (deskCount.get(id) ?? 0) > 1 && !bringsPackage(context, id),
    ),
  );
  const islands = new Set([...islandsEntry].filter((id) => !base.has(id)));
  const shared = [...pageCount].filter(
    ([id, count]) => count > 1 && !runtime.has(id) && !shell.has(id) && !islandsLater.has(id),
  );
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
  within(deferred, (id) => base.has(id) || islands.has(id));
  // React's group is taken first: every group may import it.
  within(common, (id) => islands.has(id) || runtime.has(id));
  // A page without a form fetches the pages' modules (in the runtime's file) and not the forms'
  // group. The runtime's file is taken before the common group, which it would take in.
  within(pages, (id) => islands.has(id) || runtime.has(id) || shell.has(id));
  // The form pages fetch the deferred group (the booking form's parts) anyway.
  within(
    forms,
    (id) =>
      islands.has(id) ||
      runtime.has(id) ||
      shell.has(id) ||
      common.has(id) ||
      pages.has(id) ||
      deferred.has(id),
  );
  const deskShared = new Set(
    [...deskCount]
      .filter(
        ([id, count]) =>
          count > 1 &&
          !pageCount.has(id) &&
          !examples.has(id) &&
          !runtime.has(id) &&
          !shell.has(id) &&
          !islandsLater.has(id) &&
          // The automations' settings bring the schema package (26 KB gzipped), which the board,
          // the desk's busiest page, never imports (docs/decisions/0074-the-desk-file-without-the-schema-package.md).
          !bringsPackage(context, id),
      )
      .map(([id]) => id),
  );
  within(deskShared, (id) => islands.has(id) || runtime.has(id) || common.has(id));
  const groups = new Map<string, Group>();
  for (const id of deskShared) groups.set(id, "desk");
  for (const id of pages) groups.set(id, "runtime");
  for (const id of forms) groups.set(id, "forms");
  for (const id of common) groups.set(id, "common");
  for (const id of shell) groups.set(id, "runtime");
  for (const id of runtime) groups.set(id, "runtime");
  for (const id of deferred) groups.set(id, "deferred");
  for (const id of islands) groups.set(id, "react");
  for (const id of base) groups.set(id, "react");
  return groups;
}

/** Rolldown's `output.codeSplitting` for the browser's build. */
export function clientChunks(appDir: string, routeFiles: readonly string[]) {
  let groups: Map<string, Group> | undefined;
  const group = (name: Group) => (id: string, context: ChunkingContext) => {
    if (name === "react" && (REACT.test(id) || HELPERS.test(id))) return name;
    if (name === "runtime" && REACT_ROUTER.test(id)) return name;
    if (id.endsWith(CLIENT_ROUTE)) return null;
    groups ??= groupModules(context, appDir, routeFiles);
    return groups.get(id) === name ? name : null;
  };
  // One group each, taken in this order: a group takes in what its modules import, so React
  // Router's runtime would otherwise take React and the islands, and the forms' the runtime's.
  return {
    groups: [
      { name: group("react"), priority: 5 },
      { name: group("deferred"), priority: 4 },
      { name: group("runtime"), priority: 3 },
      { name: group("common"), priority: 2 },
      { name: group("forms"), priority: 1 },
      { name: group("desk"), priority: 0 },
    ],
  };
}
