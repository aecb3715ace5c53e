import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/security";
import { deferHydration, HYDRATION_SCRIPT_ID } from "./page-html";
import { initialScripts } from "./page-weight";

/** The shape of React Router's <Scripts> output in a prerendered page, shortened. */
const moduleBody =
  ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\nimport("/assets/entry.client-C.js");';
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/>',
  '<link rel="modulepreload" href="/assets/root-A.js"/>',
  '<link rel="modulepreload" href="/assets/home-B.js"/>',
  "</head><body><main>Hello</main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async>${moduleBody}</script>`,
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("leaves no module script and no preload hint for the browser to fetch before the paint", () => {
    expect(deferred).not.toMatch(/<script type="module"/);
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("keeps React Router's module script word for word, so its CSP hash still allows the copy", () => {
    expect(deferred).toContain(
      `<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${moduleBody}</script>`,
    );
    const [hashOfOriginal] = inlineScriptHashes(`<script type="module">${moduleBody}</script>`);
    expect(inlineScriptHashes(deferred)).toContain(hashOfOriginal);
  });

  it("puts every hint back and runs the module script once the page has loaded or is touched", () => {
    const starter = deferred.match(/<script>(\(function\(\)[\s\S]*?)<\/script>/)?.[1] ?? "";
    for (const href of ["/assets/entry.client-C.js", "/assets/root-A.js", "/assets/home-B.js"]) {
      expect(starter).toContain(href);
    }
    expect(starter).toContain('addEventListener("load",start');
    expect(starter).toContain('"pointerdown","keydown","touchstart"');
  });

  it("leaves the page's scripts countable by the page-weight benchmark", () => {
    expect(initialScripts(deferred)).toEqual(initialScripts(page));
    expect(initialScripts(deferred).size).toBe(3);
  });

  it("fails the build when React Router's output has another shape", () => {
    expect(() => deferHydration("<html><body><main>No scripts</main></body></html>")).toThrow(
      /deferHydration/,
    );
    expect(() =>
      deferHydration(page.replace("</body>", `<script type="module">${moduleBody}</script></body>`)),
    ).toThrow(/found 2/);
  });
});
