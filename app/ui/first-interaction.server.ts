/**
 * A prerendered page holds its scripts until the visitor's first interaction
 * (docs/decisions/0041-scripts-at-first-interaction.md, 0026-page-html-seams.md): React Router's module preloads,
 * its context and module scripts, the full stylesheet and the loader data wait, inert, in one
 * element (scripts-at-first-interaction.tsx), and the starter below puts them into the page at the
 * visitor's first sign of use. Until then the page is complete without them: links, natively
 * posting forms and `<details>` menus (0019). Only the server writes these into the page, so the
 * browser's bundle carries none of it.
 */

import { HELD_SCRIPTS_ID, inertJson, LOADER_DATA_ID } from "./first-interaction";
import type { HeldScripts } from "./scripts-at-first-interaction";

/**
 * What starts hydration: any sign that someone is using the page. Captured on the window, so a
 * scroll or focus inside any element counts too.
 */
export const HYDRATION_TRIGGERS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
  "focusin",
];

/** The one thing the starter needs from React Router's context script: the stream it reads its data from. */
type HandoffWindow = { __reactRouterContext: { streamController: ReadableStreamDefaultController<string> } };

/** What the starter reads of the Network Information API (Chromium only; absent elsewhere). */
type DataSaving = { connection?: { saveData?: boolean; effectiveType?: string } };

/**
 * Runs in the browser as the page loads, written into the page as text (so it names nothing
 * outside itself). The held markup is the text of a `<noscript>` inside the `<template>`: parsed
 * again here, none of it runs, so each element is copied into the page (links into the head,
 * scripts into the body, in their order), which runs the scripts. React Router's context script
 * opens the stream that its hydration reads the loader data from; it is fed and closed at once,
 * and the module script hydrates once its modules have arrived. A page hydrated as islands holds
 * no context script and no loader data: its module script is all (app/ui/island-rendering.tsx).
 *
 * Before that, once the page has loaded, has had its first contentful paint and the browser is
 * idle, the held links' files (the modules and the full stylesheet) are fetched into the HTTP
 * cache with `rel="prefetch"`: fetched at the lowest priority, neither parsed nor run, so at the
 * first touch only hydration is left (docs/decisions/0069-held-files-fetched-after-load.md).
 * Waiting for the paint keeps them out of it: an idle callback can come before the first frame
 * (docs/decisions/0097-held-files-after-the-first-paint.md). Not for a visitor who asked to save
 * data or on a 2G line, where they wait for the first touch as before. (Safari has no
 * requestIdleCallback: a timer stands in. No comment inside: the function goes into the page as
 * one line.)
 */
export function startAtFirstInteraction(heldId: string, dataId: string, triggers: string[]) {
  let started = false;
  const heldElements = () => {
    const holder = document.getElementById(heldId) as HTMLTemplateElement;
    const held = document.createElement("template");
    held.innerHTML = holder.content.textContent ?? "";
    return held.content.children;
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    let loaderData = "";
    for (const element of heldElements()) {
      if (element.id === dataId) {
        loaderData = JSON.parse(element.textContent ?? "");
        continue;
      }
      const copy = document.createElement(element.localName);
      for (const { name, value } of element.attributes) copy.setAttribute(name, value);
      copy.textContent = element.textContent;
      (element.localName === "link" ? document.head : document.body).append(copy);
    }
    const handoff = (window as unknown as Partial<HandoffWindow>).__reactRouterContext;
    if (handoff) {
      handoff.streamController.enqueue(loaderData);
      handoff.streamController.close();
    }
  };
  const prefetch = () => {
    const connection = (navigator as DataSaving).connection;
    if (started || connection?.saveData || /2g/.test(connection?.effectiveType ?? "")) return;
    for (const element of heldElements()) {
      const href = element.localName === "link" ? element.getAttribute("href") : null;
      if (!href) continue;
      const link = document.createElement("link");
      link.setAttribute("rel", "prefetch");
      link.setAttribute("as", element.getAttribute("rel") === "stylesheet" ? "style" : "script");
      link.setAttribute("href", href);
      document.head.append(link);
    }
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 500);
  };
  const afterFirstContentfulPaint = (then: () => void) => {
    if (
      typeof PerformanceObserver !== "function" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint")
    )
      return then();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  addEventListener("load", () => afterFirstContentfulPaint(whenIdle), { once: true });
}

// The server's build prints the function unminified: the indentation goes (every statement ends
// in a semicolon or a brace, so nothing relies on a line break).
const starterScript =
  `(${startAtFirstInteraction})(${JSON.stringify(HELD_SCRIPTS_ID)},${JSON.stringify(LOADER_DATA_ID)},${JSON.stringify(HYDRATION_TRIGGERS)})`.replace(
    /\n\s*/g,
    " ",
  );

/** What the page holds for its first interaction, given React Router's loader data (app/entry.server.tsx). */
export function holdForFirstInteraction(loaderData: string): HeldScripts {
  return { loaderData: inertJson(loaderData), starter: starterScript };
}
