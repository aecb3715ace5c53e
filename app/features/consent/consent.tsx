import { useEffect } from "react";
import type { ShellMessages } from "~/i18n/messages/types";
import { loadPublicConfig } from "~/lib/public-config";
import { createStore, type Store, useStore } from "~/ui/store";
import { showToast } from "~/ui/toast";

import ConsentBanner from "./consent-banner";
import { CONSENT_KEY, unmarkConsentChosen } from "./consent-chosen";

// Only a visitor who accepted downloads the tag manager.
const tagManager = () => import("./tag-manager");

export type ConsentChoice = "accepted" | "rejected";

export function parseConsent(value: string | null): ConsentChoice | null {
  return value === "accepted" || value === "rejected" ? value : null;
}

/**
 * "unknown" until the browser has read local storage: the server cannot know the choice, so it
 * draws the banner, which the head's script hides for a visitor who has chosen.
 */
export type BannerState = "unknown" | "open" | "closed";

const banner = createStore<BannerState>("unknown");
/** Whether the cookie banner is shown: the banner reads it, the footer's "Cookie settings" reopens it. */
export const consentBannerStore: Store<BannerState> = banner;

/** Reads the stored choice in the browser: the banner opens or closes, and a visitor who accepted is tracked. */
export function loadConsent() {
  const choice = parseConsent(localStorage.getItem(CONSENT_KEY));
  banner.write(choice ? "closed" : "open");
  if (choice === "accepted") startAnalytics();
}

export function chooseConsent(choice: ConsentChoice) {
  localStorage.setItem(CONSENT_KEY, choice);
  banner.write("closed");
  if (choice === "accepted") startAnalytics();
  else void tagManager().then((module) => module.denyTagManagerConsent());
}

export function reopenConsent() {
  unmarkConsentChosen();
  banner.write("open");
}

/** The footer's "Cookie settings": a leaf of its own, which a page may hydrate as a root. */
export function CookieSettingsButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={reopenConsent} className={className}>
      {label}
    </button>
  );
}

/**
 * Where the banner goes in the document: early, so keyboard users reach it within a few Tab stops
 * (it is drawn fixed at the bottom of the screen wherever it sits in the markup).
 */
export function ConsentBannerSlot({ t }: { t: ShellMessages["consent"] }) {
  const state = useStore(consentBannerStore);
  useEffect(loadConsent, []);
  if (state === "closed") return null;
  return (
    <ConsentBanner
      t={t}
      onChoose={(choice) => {
        chooseConsent(choice);
        showToast(t.saved);
      }}
    />
  );
}

function startAnalytics() {
  loadPublicConfig()
    .then(async ({ gtmId, gtmScriptUrl }) => {
      if (gtmId) (await tagManager()).loadTagManager(gtmId, gtmScriptUrl);
    })
    .catch((error: unknown) => console.warn("Analytics not started:", error));
}
