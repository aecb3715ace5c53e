import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { loadPublicConfig } from "~/lib/public-config";
import { showToast } from "~/ui/toast";
import { useLayout } from "../layout/use-layout";

import ConsentBanner from "./consent-banner";
import { CONSENT_KEY, unmarkConsentChosen } from "./consent-chosen";

// Only a visitor who accepted downloads the tag manager.
const tagManager = () => import("./tag-manager");

export type ConsentChoice = "accepted" | "rejected";

export function parseConsent(value: string | null): ConsentChoice | null {
  return value === "accepted" || value === "rejected" ? value : null;
}

const ReopenConsentContext = createContext<(() => void) | null>(null);
/** The banner's chooser, or null while it is closed. */
const BannerContext = createContext<((choice: ConsentChoice) => void) | null>(null);

/**
 * "unknown" until the browser has read local storage: the server cannot know the choice, so it
 * draws the banner, which the head's script hides for a visitor who has chosen.
 */
type BannerState = "unknown" | "open" | "closed";

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { t } = useLayout();
  const [banner, setBanner] = useState<BannerState>("unknown");

  useEffect(() => {
    const choice = parseConsent(localStorage.getItem(CONSENT_KEY));
    setBanner(choice ? "closed" : "open");
    if (choice === "accepted") startAnalytics();
  }, []);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      localStorage.setItem(CONSENT_KEY, choice);
      setBanner("closed");
      if (choice === "accepted") startAnalytics();
      else void tagManager().then((module) => module.denyTagManagerConsent());
      showToast(t.consent.saved);
    },
    [t],
  );

  const reopen = useCallback(() => {
    unmarkConsentChosen();
    setBanner("open");
  }, []);

  return (
    <ReopenConsentContext.Provider value={reopen}>
      <BannerContext.Provider value={banner === "closed" ? null : choose}>{children}</BannerContext.Provider>
    </ReopenConsentContext.Provider>
  );
}

/**
 * Where the banner goes in the document: early, so keyboard users reach it within a few Tab stops
 * (it is drawn fixed at the bottom of the screen wherever it sits in the markup).
 */
export function ConsentBannerSlot() {
  const choose = useContext(BannerContext);
  if (!choose) return null;
  return <ConsentBanner onChoose={choose} />;
}

function startAnalytics() {
  loadPublicConfig()
    .then(async ({ gtmId, gtmScriptUrl }) => {
      if (gtmId) (await tagManager()).loadTagManager(gtmId, gtmScriptUrl);
    })
    .catch((error: unknown) => console.warn("Analytics not started:", error));
}

export function useReopenConsent() {
  const reopen = useContext(ReopenConsentContext);
  if (!reopen) throw new Error("useReopenConsent must be used inside <ConsentProvider>");
  return reopen;
}
