/**
 * What the header's `<details>` menus do once the page runs its script (app/ui/details-menu.ts),
 * without React: the same handlers serve the menus React Router hydrates and those of a page
 * hydrated as islands, where the header is never hydrated and the islands entry listens for them
 * (docs/decisions/0089-islands-infrastructure.md). No import of React Router here.
 */

/** Marks a `<details>` element as a menu these handlers close. */
export const DETAILS_MENU_ATTRIBUTE = "data-details-menu";

/** Escape closes an open menu and puts focus back on its summary (focus inside it would be lost). */
export function closeMenuOnEscape(details: HTMLDetailsElement, event: KeyboardEvent) {
  if (event.key !== "Escape" || event.defaultPrevented || !details.open) return;
  const focus = document.activeElement;
  details.open = false;
  if (!focus || focus === document.body || details.contains(focus)) {
    details.querySelector("summary")?.focus();
  }
}

/** A press outside an open menu closes it. */
export function closeMenuOnPressOutside(details: HTMLDetailsElement, event: PointerEvent) {
  if (details.open && !details.contains(event.target as Node)) details.open = false;
}

/**
 * A link followed from inside a menu closes it: a link to the page already shown (an anchor, the
 * current page) is no navigation. Not for a new tab or window.
 */
export function closeMenuOnLink(details: HTMLDetailsElement, event: MouseEvent) {
  const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
  if (
    !newTab &&
    event.target instanceof Element &&
    details.contains(event.target) &&
    event.target.closest("a")
  )
    details.open = false;
}

/**
 * Closes the menu a control sits in (the mobile menu closes before its booking or account button
 * acts). Read from the DOM, not handed down as a callback: the control may be a React root of its
 * own, whose props are JSON.
 */
export function closeEnclosingMenu(control: Element) {
  const menu = control.closest("details");
  if (menu) menu.open = false;
}

/** On a page hydrated as islands: every menu of the page closes on Escape, a press outside, a link. */
export function listenToMenus() {
  const menus = () => document.querySelectorAll<HTMLDetailsElement>(`details[${DETAILS_MENU_ATTRIBUTE}]`);
  document.addEventListener("keydown", (event) => {
    for (const details of menus()) closeMenuOnEscape(details, event);
  });
  document.addEventListener("pointerdown", (event) => {
    for (const details of menus()) closeMenuOnPressOutside(details, event);
  });
  document.addEventListener("click", (event) => {
    for (const details of menus()) closeMenuOnLink(details, event);
  });
}
