import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Toasts } from "~/ui/toast";
import { BookingDialogHost } from "../booking/booking";
import { ChatAssistant } from "../chat/chat-assistant";
import { ConsentBannerSlot } from "../consent/consent";
import { PrivacyPolicyDialogHost } from "../privacy/privacy-dialog";
import { Footer } from "./footer";
import { Header } from "./header";
import { errorStatus, RequestError } from "./request-error";
import { ScrollToTop } from "./scroll-to-top";
import { StoredLanguageSync } from "./stored-language";
import { useLayout } from "./use-layout";

/** Header, footer and the site-wide dialogs around every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t, lang, href, company } = useLayout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      <ConsentBannerSlot t={t.consent} />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <ScrollToTop label={t.nav.scrollToTop} />
      <ChatAssistant
        lang={lang}
        label={t.nav.assistant}
        pathname={pathname}
        contactHref={href({ name: "contact" })}
        navigate={navigate}
      />
      <StoredLanguageSync lang={lang} pathname={pathname} />
      <BookingDialogHost lang={lang} company={company} copy={t.booking} closeLabel={t.common.close} />
      <PrivacyPolicyDialogHost lang={lang} copy={t.privacy} closeLabel={t.common.close} />
      <Toasts />
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
