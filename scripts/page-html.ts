/**
 * The last step of the build for every prerendered page: the CSS the page uses is inlined in its
 * head (the full stylesheet follows without blocking the paint, and without JavaScript through
 * <noscript>), and the scripts start loading only after the first paint, so on a slow link the
 * page's own text and styles never wait behind JavaScript (docs/decisions/0015-page-speed.md).
 */
import Beasties from "beasties";

/**
 * React Router's module script imports the route modules statically and asks for every chunk
 * with a modulepreload hint, which a browser fetches at high priority beside the stylesheet.
 * Here the hints are dropped from the HTML and the same script waits one frame, then adds the
 * hints and imports the same modules: hydration is unchanged, it just starts after the paint.
 */
export function deferScripts(html: string): string {
  const preloads: string[] = [];
  const withoutHints = html.replace(
    /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g,
    (_tag, href: string) => {
      preloads.push(href);
      return "";
    },
  );
  return withoutHints.replace(
    /(<script type="module" async(?:="")?>)([\s\S]*?)(<\/script>)/,
    (_whole, open: string, body: string, close: string) => {
      const names: string[] = [];
      const urls: string[] = [];
      const rest = body
        .replace(/import \* as (\w+) from "([^"]+)";/g, (_import, name: string, url: string) => {
          names.push(name);
          urls.push(url);
          return "";
        })
        .replace(/(^|\n);?\s*import "([^"]+)";/g, (_import, start: string, url: string) => {
          preloads.unshift(url);
          return start;
        });
      const head = [
        "await new Promise((r)=>requestAnimationFrame(()=>setTimeout(r)));",
        `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`,
        `const [${names.join(",")}]=await Promise.all(${JSON.stringify(urls)}.map((u)=>import(u)));`,
      ].join("\n");
      return `${open}${head}${rest}${close}`;
    },
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
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: "warn",
});

export async function optimizePageHtml(html: string): Promise<string> {
  return deferScripts(await beasties.process(html));
}
