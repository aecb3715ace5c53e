import { Link, NavLink } from "react-router";
import { buttonClass } from "~/ui/button";
import { ChevronIcon, CloseIcon, MenuIcon, ServiceIcon } from "~/ui/icons";
import { useDisclosure } from "~/ui/use-disclosure";
import { AccountControl, AuthDialogHost, MobileAccountControl } from "../auth/account-control";
import { BookingButton } from "../booking/booking";
import { LanguageSwitcher, MobileLanguageLinks } from "./language-switcher";
import { Logo } from "./logo";
import { useLayout } from "./use-layout";

const navLink =
  "rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-ink-100 hover:text-ink aria-[current=page]:text-brand-700";

export function Header() {
  const { t, href } = useLayout();
  const mobile = useDisclosure<HTMLElement>();
  const home = href({ name: "home" });

  return (
    <header
      ref={mobile.containerRef}
      className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur"
    >
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
            <AccountControl />
          </div>
          <div className="hidden md:block">
            <BookingButton className={`${buttonClass.primary} !py-2 whitespace-nowrap`}>
              {t.cta.bookConsultation}
            </BookingButton>
          </div>
          <button
            {...mobile.buttonProps}
            aria-label={mobile.open ? t.nav.closeMenu : t.nav.openMenu}
            className="rounded-lg p-2 text-ink hover:bg-ink-100 xl:hidden"
          >
            {mobile.open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        {...mobile.panelProps}
        aria-label={t.nav.mainMenu}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-200 bg-white xl:hidden"
      >
        <div className="container-page space-y-5 py-5">
          <ul className="space-y-1 text-base font-medium">
            <li>
              <Link to={home} className="block rounded-lg px-3 py-2.5 hover:bg-ink-100">
                {t.nav.home}
              </Link>
            </li>
            <li>
              <Link to={`${home}#process`} className="block rounded-lg px-3 py-2.5 hover:bg-ink-100">
                {t.nav.process}
              </Link>
            </li>
            <li>
              <Link to={href({ name: "services" })} className="block rounded-lg px-3 py-2.5 hover:bg-ink-100">
                {t.nav.services}
              </Link>
              <ServiceLinks compact />
            </li>
            <li>
              <Link to={href({ name: "web" })} className="block rounded-lg px-3 py-2.5 hover:bg-ink-100">
                {t.nav.web}
              </Link>
            </li>
            <li>
              <Link to={href({ name: "contact" })} className="block rounded-lg px-3 py-2.5 hover:bg-ink-100">
                {t.nav.contact}
              </Link>
            </li>
          </ul>
          <MobileLanguageLinks />
          <div className="sm:hidden">
            <MobileAccountControl onAction={mobile.close} />
          </div>
          <BookingButton onOpen={mobile.close} className={`${buttonClass.primary} w-full`}>
            {t.cta.bookConsultation}
          </BookingButton>
        </div>
      </nav>
      <AuthDialogHost />
    </header>
  );
}

function ServicesMenu() {
  const { t, href } = useLayout();
  const menu = useDisclosure();
  return (
    <div ref={menu.containerRef} className="relative">
      <button {...menu.buttonProps} className={`${navLink} flex items-center gap-1`}>
        {t.nav.services}
        <ChevronIcon className={`size-4 transition-transform ${menu.open ? "rotate-180" : ""}`} />
      </button>
      <div
        {...menu.panelProps}
        className="absolute left-1/2 mt-2 w-[36rem] -translate-x-1/2 rounded-2xl border border-ink-200 bg-white p-3 shadow-xl"
      >
        <ServiceLinks />
        <Link
          to={href({ name: "services" })}
          className="mt-2 block rounded-xl bg-ink-50 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.nav.allServices} →
        </Link>
      </div>
    </div>
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
