import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Island } from "~/ui/island";
import { useIslandRendering } from "~/ui/island-rendering";
import { Footer } from "./footer";
import { Header } from "./header";
import { errorStatus, RequestError } from "./request-error";
import { useLayout } from "./use-layout";

/** Header, footer and the site-wide dialogs around every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t, lang, href, company } = useLayout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const islandsPage = useIslandRendering() !== undefined;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      <Island name="consentBanner" props={{ lang, t: t.consent }} />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Island name="scrollToTop" props={{ lang, label: t.nav.scrollToTop }} />
      <Island
        name="assistant"
        props={{
          lang,
          label: t.nav.assistant,
          pathname,
          contactHref: href({ name: "contact" }),
          // Where the page is islands, no router runs in the browser: the panel's links load pages.
          navigate: islandsPage ? undefined : navigate,
        }}
      />
      <Island name="storedLanguage" props={{ lang, pathname }} />
      <Island name="bookingDialog" props={{ lang, company, copy: t.booking, closeLabel: t.common.close }} />
      <Island name="privacyPolicyDialog" props={{ lang, copy: t.privacy, closeLabel: t.common.close }} />
      <Island name="toasts" props={{ lang }} />
    </>
  );
}

/** A refused request (or a failure) inside a page: the translated error page in the site's frame. */
export function SiteRequestError({ error }: { error: unknown }) {
  return (
    <SiteShell>
      <RequestError status={errorStatus(error)} />
    </SiteShell>
  );
}
