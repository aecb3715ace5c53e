/**
 * What the root's head needs of the cookie choice, apart from the banner's code: every page's root
 * imports it, the example sites' too, so it imports nothing.
 */

/** The choice is kept in local storage under this key (docs/PRODUCT.md, On every page). */
export const CONSENT_KEY = "cookie-consent";

/** Set on `<html>` before the first paint when a choice is stored: the served banner stays hidden. */
const CONSENT_CHOSEN_ATTRIBUTE = "data-consent-chosen";

/**
 * The inline script in the page's head that marks a stored choice before anything is drawn
 * (docs/decisions/0031-the-first-touch.md): every page is served with the banner, which a
 * visitor who has chosen must not see even for a frame.
 */
export const consentChosenScript = `try{if(/^(accepted|rejected)$/.test(localStorage.getItem(${JSON.stringify(
  CONSENT_KEY,
)})))document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}`;

/**
 * Lets a reopened banner show: the mark set before the first paint keeps hiding the served banner
 * for as long as it stays on `<html>`, and React, which adopts the served page, never removes it.
 */
export function unmarkConsentChosen() {
  document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
}
