import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from "react";
import { loadPublicConfig } from "~/lib/public-config";
import { useToast } from "~/ui/toast";
import { useLayout } from "../layout/use-layout";

// Only a visitor who has not chosen yet downloads the banner; only one who accepted, the tag manager.
const ConsentBanner = lazy(() => import("./consent-banner"));
const tagManager = () => import("./tag-manager");

/** The choice is kept in local storage under this key (docs/PRODUCT.md, On every page). */
export const CONSENT_KEY = "cookie-consent";
export type ConsentChoice = "accepted" | "rejected";

export function parseConsent(value: string | null): ConsentChoice | null {
  return value === "accepted" || value === "rejected" ? value : null;
}

const ReopenConsentContext = createContext<(() => void) | null>(null);
/** The open banner's chooser, or null while it is closed (or not yet known). */
const BannerContext = createContext<((choice: ConsentChoice) => void) | null>(null);

/** "unknown" until the browser has read local storage: the server cannot know the choice. */
type BannerState = "unknown" | "open" | "closed";

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { t } = useLayout();
  const toast = useToast();
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
      toast(t.consent.saved);
    },
    [toast, t],
  );

  return (
    <ReopenConsentContext.Provider value={() => setBanner("open")}>
      <BannerContext.Provider value={banner === "open" ? choose : null}>{children}</BannerContext.Provider>
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
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} />
    </Suspense>
  );
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
