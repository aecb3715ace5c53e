/**
 * The last step of the build for every prerendered page (docs/decisions/0015-page-speed.md):
 * - the CSS the page uses is inlined in its head (the full stylesheet follows without blocking
 *   the paint, and without JavaScript through <noscript>);
 * - the page's JavaScript starts loading after the page has loaded, so on a slow link the first
 *   paint waits for neither stylesheets nor scripts.
 */
import Beasties from "beasties";

/** The element that holds React Router's module script until the page has loaded. */
export const HYDRATION_SCRIPT_ID = "hydration-module";

const MODULE_SCRIPT = /<script type="module"(?: async(?:="")?)?>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;

/**
 * React Router's <Scripts> writes a modulepreload hint for every chunk of the page and one inline
 * module script that imports them and hydrates. A browser fetches those at high priority beside
 * the HTML, and Lighthouse counts them before the first paint. Here the hints leave the HTML and
 * the module script becomes inert text (type "text/plain" is never run); a small script puts
 * both back once the page has loaded, or as soon as the visitor touches a key or the screen, so
 * the same modules hydrate the same markup, only later. The module script's text is unchanged:
 * its CSP hash (server/security.ts) still matches when the copy runs.
 *
 * The build fails when React Router's output no longer has this shape, rather than shipping a
 * page that never hydrates.
 */
export function deferHydration(html: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  if (modules.length !== 1 || preloads.length === 0) {
    throw new Error(
      `deferHydration: expected one module script and its modulepreload hints, found ${modules.length} and ${preloads.length}`,
    );
  }
  const start = [
    "(function(){",
    "var started=false;",
    "function start(){if(started)return;started=true;",
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)});`,
    'var script=document.createElement("script");script.type="module";',
    `script.textContent=document.getElementById("${HYDRATION_SCRIPT_ID}").textContent;document.body.append(script)}`,
    'addEventListener("load",start,{once:true});',
    '["pointerdown","keydown","touchstart"].forEach(function(type){addEventListener(type,start,{once:true,passive:true,capture:true})})',
    "})()",
  ].join("");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      (_tag, body: string) =>
        `<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${body}</script><script>${start}</script>`,
    );
}

const beasties = new Beasties({
  path: "build/client",
  publicPath: "/",
  // The full stylesheet (rules for dialogs and states the HTML does not show yet) loads as a
  // print stylesheet, which never blocks the paint, and a small inline script applies it;
  // without JavaScript, the <noscript> link loads it.
  preload: "media-script",
  noscriptFallback: true,
  // The open state of the header's `<details>` menus, which a visitor can open before the full
  // stylesheet has arrived (icon and accessible name of the mobile menu's summary follow it).
  allowRules: [/\[open\]/],
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: "warn",
});

export async function optimizePageHtml(html: string): Promise<string> {
  return deferHydration(await beasties.process(html));
}
