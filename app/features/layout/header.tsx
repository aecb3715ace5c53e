import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { summaryClass, useDetailsMenu } from "~/ui/details-menu";
import { ChevronIcon, CloseIcon, MenuIcon, ServiceIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
import { BookingButtonIsland } from "./booking-island";
import { LanguageSwitcher, MobileLanguageLinks } from "./language-switcher";
import { Logo } from "./logo";
import { useLayout } from "./use-layout";

const mobileLink = "block rounded-lg px-3 py-2.5 hover:bg-ink-100";

const navLink =
  "rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-ink-100 hover:text-ink aria-[current=page]:text-brand-700";

export function Header() {
  const { t, href, lang } = useLayout();
  const { pathname, hash } = useLocation();
  const mobile = useDetailsMenu();
  const home = href({ name: "home" });
  const account = { t: t.account, home, dashboard: href({ name: "dashboard" }) };

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo to={home} />
        <nav aria-label={t.nav.mainMenu} className="hidden items-center gap-1 xl:flex">
          <NavLink to={home} end className={navLink}>
            {t.nav.home}
          </NavLink>
          <Link to={`${home}#process`} className={navLink}>
            {t.nav.process}
          </Link>
          <ServicesMenu />
          <NavLink to={href({ name: "web" })} className={navLink}>
            {t.nav.web}
          </NavLink>
          <NavLink to={href({ name: "contact" })} className={navLink}>
            {t.nav.contact}
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden sm:block">
            <Island name="account" props={{ lang, ...account, address: `${pathname}${hash}` }} />
          </div>
          <div className="hidden md:block">
            <BookingButtonIsland
              className={buttonClass({ tone: "primary", size: "sm", className: "whitespace-nowrap" })}
            >
              {t.cta.bookConsultation}
            </BookingButtonIsland>
          </div>
          <MobileMenu menu={mobile}>
            <div className="container-page space-y-5 py-5">
              <ul className="space-y-1 text-base font-medium">
                <li>
                  <Link to={home} className={mobileLink}>
                    {t.nav.home}
                  </Link>
                </li>
                <li>
                  <Link to={`${home}#process`} className={mobileLink}>
                    {t.nav.process}
                  </Link>
                </li>
                <li>
                  <Link to={href({ name: "services" })} className={mobileLink}>
                    {t.nav.services}
                  </Link>
                  <ServiceLinks compact />
                </li>
                <li>
                  <Link to={href({ name: "web" })} className={mobileLink}>
                    {t.nav.web}
                  </Link>
                </li>
                <li>
                  <Link to={href({ name: "contact" })} className={mobileLink}>
                    {t.nav.contact}
                  </Link>
                </li>
              </ul>
              <MobileLanguageLinks />
              <div className="sm:hidden">
                <Island name="mobileAccount" props={{ lang, ...account }} />
              </div>
              <BookingButtonIsland className={buttonClass({ tone: "primary", className: "w-full" })}>
                {t.cta.bookConsultation}
              </BookingButtonIsland>
            </div>
          </MobileMenu>
        </div>
      </div>
      <Island name="authDialog" props={{ lang, closeLabel: t.common.close }} />
    </header>
  );
}

/**
 * The hamburger below xl: the panel hangs under the bar, over the page. The icon and the
 * accessible name ("open menu" / "close menu") follow the open state through CSS, so they are
 * right without JavaScript too.
 */
function MobileMenu({ menu, children }: { menu: ReturnType<typeof useDetailsMenu>; children: ReactNode }) {
  const { t } = useLayout();
  return (
    <details {...menu.detailsProps} className="group/menu xl:hidden">
      <summary className={`${summaryClass} flex rounded-lg p-2 text-ink hover:bg-ink-100`}>
        <MenuIcon className="size-6 group-open/menu:hidden" />
        <CloseIcon className="hidden size-6 group-open/menu:block" />
        <span className="sr-only group-open/menu:hidden">{t.nav.openMenu}</span>
        <span className="sr-only hidden group-open/menu:inline">{t.nav.closeMenu}</span>
        {/* The page under the open panel, dimmed; part of the summary, so a tap on it closes the
            menu without any script. */}
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-full hidden h-dvh cursor-default bg-ink-950/40 group-open/menu:block"
        />
      </summary>
      <nav
        aria-label={t.nav.mainMenu}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white shadow-lg"
      >
        {children}
      </nav>
    </details>
  );
}

function ServicesMenu() {
  const { t, href } = useLayout();
  const menu = useDetailsMenu();
  return (
    <details {...menu.detailsProps} className="group/services relative">
      <summary className={`${summaryClass} ${navLink} flex items-center gap-1`}>
        {t.nav.services}
        <ChevronIcon className="size-4 transition-transform group-open/services:rotate-180" />
      </summary>
      <div className="absolute left-1/2 mt-2 w-[36rem] -translate-x-1/2 rounded-2xl border border-ink-200 bg-white p-3 shadow-xl">
        <ServiceLinks />
        <Link
          to={href({ name: "services" })}
          className="mt-2 block rounded-xl bg-ink-50 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.nav.allServices} →
        </Link>
      </div>
    </details>
  );
}

function ServiceLinks({ compact = false }: { compact?: boolean }) {
  const { services, href } = useLayout();
  return (
    <ul className={compact ? "ml-3 space-y-1 border-l border-ink-200 pl-3" : "grid grid-cols-2 gap-1"}>
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={href({ name: "service", slug: service.slug })}
            className={`flex gap-3 rounded-xl hover:bg-ink-100 ${compact ? "px-3 py-2 text-sm" : "p-3"}`}
          >
            <span className="mt-0.5 text-brand-600">
              <ServiceIcon slug={service.slug} className={compact ? "size-5" : "size-6"} />
            </span>
            <span>
              <span className="block font-semibold text-ink">{service.name}</span>
              {!compact && <span className="block text-sm text-ink-600">{service.tagline}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
