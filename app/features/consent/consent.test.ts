import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseConsent, consentBannerStore, loadConsent, reopenConsent } from "./consent";
import { CONSENT_KEY } from "./consent-chosen";

/** The browser's parts the consent touches: local storage, the page's root, the settings' fetch. */
function stubBrowser() {
  const stored = new Map<string, string>();
  const removeAttribute = vi.fn();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal("document", { documentElement: { removeAttribute } });
  vi.stubGlobal("window", {});
  // No tag manager configured: accepting loads nothing.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, json: async () => ({ gtmId: null, gtmScriptUrl: "" }) })),
  );
  return { stored, removeAttribute };
}

describe("the consent store", () => {
  let browser: ReturnType<typeof stubBrowser>;
  beforeEach(() => {
    browser = stubBrowser();
  });
  afterEach(async () => {
    // The refusal's tag-manager module loads after the test's last line; it reads `window`.
    await vi.dynamicImportSettled();
    vi.unstubAllGlobals();
  });

  it("draws the banner on the server and while hydrating: only the browser knows the choice", () => {
    expect(consentBannerStore.readServed()).toBe("unknown");
  });

  it("opens the banner for a visitor who has not chosen, closes it on a choice and reopens it, telling each subscriber", () => {
    const banner = vi.fn();
    const footer = vi.fn();
    const stopBanner = consentBannerStore.subscribe(banner);
    const stopFooter = consentBannerStore.subscribe(footer);

    loadConsent();
    expect(consentBannerStore.read()).toBe("open");

    chooseConsent("rejected");
    expect(consentBannerStore.read()).toBe("closed");
    expect(browser.stored.get(CONSENT_KEY)).toBe("rejected");
    expect(banner).toHaveBeenCalledTimes(2);
    expect(footer).toHaveBeenCalledTimes(2);

    stopFooter();
    reopenConsent();
    expect(consentBannerStore.read()).toBe("open");
    expect(browser.removeAttribute).toHaveBeenCalledWith("data-consent-chosen");
    expect(banner).toHaveBeenCalledTimes(3);
    expect(footer).toHaveBeenCalledTimes(2);
    stopBanner();
  });

  it("keeps the banner closed for a visitor who accepted before, and asks for the tag manager's settings", () => {
    browser.stored.set(CONSENT_KEY, "accepted");
    loadConsent();
    expect(consentBannerStore.read()).toBe("closed");
    expect(fetch).toHaveBeenCalledWith("/api/public-config", expect.anything());
  });
});
