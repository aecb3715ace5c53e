/**
 * Google Tag Manager with Consent Mode v2: everything is denied by default, then granted,
 * because this runs only after the visitor accepted cookies.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const granted = "granted";
const denied = "denied";
const consentKinds = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;

function consentState(value: typeof granted | typeof denied) {
  return Object.fromEntries(consentKinds.map((kind) => [kind, value]));
}

function gtag(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads the Arguments object itself, not an array.
  window.dataLayer?.push(arguments);
}

export function loadTagManager(gtmId: string, scriptUrl: string) {
  if (document.querySelector("script[data-tag-manager]")) return;
  window.dataLayer ??= [];
  gtag("consent", "default", consentState(denied));
  gtag("consent", "update", consentState(granted));
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(gtmId)}`;
  script.dataset.tagManager = "";
  document.head.append(script);
}

/** After a visitor withdraws consent, tags already on the page stop storing anything. */
export function denyTagManagerConsent() {
  if (window.dataLayer) gtag("consent", "update", consentState(denied));
}
