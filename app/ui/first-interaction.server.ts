/**
 * A prerendered page holds its scripts until the visitor's first interaction
 * (docs/decisions/0041-scripts-at-first-interaction.md, 0026-page-html-seams.md): React Router's module preloads,
 * its context and module scripts, the full stylesheet and the loader data wait, inert, in one
 * element (scripts-at-first-interaction.tsx), and the starter below puts them into the page at the
 * visitor's first sign of use. Until then the page is complete without them: links, natively
 * posting forms and `<details>` menus (0019). Only the server writes these into the page, so the
 * browser's bundle carries none of it.
 */

import { HELD_SCRIPTS_ID, LOADER_DATA_ID } from "./first-interaction";
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

/**
 * Loader data as text that holds no markup: `<`, `>` and `&` (and the two line separators old
 * parsers stop at) as JSON escapes, which is how React Router writes it into its own scripts.
 */
export function inertJson(text: string): string {
  return JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The one thing the starter needs from React Router's context script: the stream it reads its data from. */
type HandoffWindow = { __reactRouterContext: { streamController: ReadableStreamDefaultController<string> } };

/**
 * Runs in the browser as the page loads, written into the page as text (so it names nothing
 * outside itself). The held markup is the text of a `<noscript>` inside the `<template>`: parsed
 * again here, none of it runs, so each element is copied into the page (links into the head,
 * scripts into the body, in their order), which runs the scripts. React Router's context script
 * opens the stream that its hydration reads the loader data from; it is fed and closed at once,
 * and the module script hydrates once its modules have arrived.
 */
export function startAtFirstInteraction(heldId: string, dataId: string, triggers: string[]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    const holder = document.getElementById(heldId) as HTMLTemplateElement;
    const held = document.createElement("template");
    held.innerHTML = holder.content.textContent ?? "";
    let loaderData = "";
    for (const element of held.content.children) {
      if (element.id === dataId) {
        loaderData = JSON.parse(element.textContent ?? "");
        continue;
      }
      const copy = document.createElement(element.localName);
      for (const { name, value } of element.attributes) copy.setAttribute(name, value);
      copy.textContent = element.textContent;
      (element.localName === "link" ? document.head : document.body).append(copy);
    }
    const { streamController } = (window as unknown as HandoffWindow).__reactRouterContext;
    streamController.enqueue(loaderData);
    streamController.close();
  };
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
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
