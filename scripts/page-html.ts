/**
 * The last step of the build for every prerendered page: the CSS the page uses is inlined in its
 * head (the full stylesheet follows without blocking the paint, and without JavaScript through
 * <noscript>), so on a slow link the first paint waits for no stylesheet
 * (docs/decisions/0015-page-speed.md).
 */
import Beasties from "beasties";

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
  return beasties.process(html);
}
