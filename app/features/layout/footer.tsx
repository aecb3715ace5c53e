import { Link } from "react-router";
import { site } from "~/content/site";
import { addressLine, localOffice } from "~/domain/company";
import { buttonClass } from "~/ui/button";
import { ServiceIcon, WebIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
import { copyrightLine } from "./copyright";
import { Logo } from "./logo";
import { useLayout } from "./use-layout";

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

export function Footer() {
  const { t, href, services, lang, company } = useLayout();
  // The company's lines name the office it is registered at; another office the page shows (the
  // Polish one on Polish pages) stands with the contact under its own label, as in the e-mails.
  const office = localOffice(company, lang);
  const year = new Date().getFullYear();
  // Each link and button a target of at least 24 px (WCAG 2.2, 2.5.8), not only its 20 px line.
  const footerLink = "inline-flex min-h-6 items-center text-ink-300 hover:text-white";

  return (
    <footer className="band-deferred band-estimate-footer bg-ink text-ink-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo to={href({ name: "home" })} onDark />
          <p className="text-sm leading-relaxed">{t.common.siteTagline}</p>
          <div>
            <h2 className="text-sm font-semibold text-white">{t.footer.followUs}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener" target="_blank" className={footerLink}>
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div>
          <h2 className="text-sm font-semibold text-white">{t.footer.servicesHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={href({ name: "service", slug: service.slug })} className={`${footerLink} gap-2`}>
                  <ServiceIcon slug={service.slug} className="size-5 text-brand-200" />
                  {service.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={href({ name: "web" })} className={`${footerLink} gap-2`}>
                <WebIcon className="size-5 text-brand-200" />
                {t.footer.webLink}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold text-white">{t.footer.companyHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>{site.legalName}</li>
            <li>
              {t.footer.registrationNumber}: {company.registrationNumber}
            </li>
            <li>{addressLine(company.main.address)}</li>
            <li>
              <Island
                name="privacyPolicy"
                props={{ lang, label: t.footer.privacyPolicy, className: `${footerLink} underline` }}
              />
            </li>
            <li>
              <Island
                name="cookieSettings"
                props={{ lang, label: t.footer.cookieSettings, className: `${footerLink} underline` }}
              />
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold text-white">{t.footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${company.email}`} className={footerLink}>
                {company.email}
              </a>
            </li>
            <li>
              <a href={`tel:${office.phone.e164}`} className={`${footerLink} whitespace-nowrap`}>
                {office.phone.display}
              </a>
            </li>
            {office !== company.main && (
              <li>
                {t.footer.officeLabel}: {addressLine(office.address)}
              </li>
            )}
          </ul>
          <div className="mt-6 rounded-2xl bg-white/5 p-4">
            <h2 className="font-semibold text-white">{t.footer.hiringTitle}</h2>
            <p className="mt-1 text-sm">{t.footer.hiringText}</p>
            <Link
              to={href({ name: "team" })}
              className={buttonClass({
                tone: "ghostOnDark",
                size: "sm",
                className: "mt-3 whitespace-nowrap",
              })}
            >
              {t.footer.hiringButton}
            </Link>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* Below 1280 px the floating buttons stand over the page's right edge (the launcher, back to
            top above it): at the end of the page the last lines scroll clear of both. */}
        <div className="container-page flex flex-col gap-6 pt-8 pb-40 md:flex-row md:items-center md:justify-between xl:pb-24">
          <div>
            <h2 className="text-sm font-semibold text-white">{t.footer.foundersHeading}</h2>
            <ul className="mt-3 flex flex-wrap gap-6">
              {site.founders.map((founder) => (
                <li key={founder.name} className="flex items-center gap-3">
                  {founder.photo ? (
                    <img
                      src={founder.photo}
                      alt=""
                      width={44}
                      height={44}
                      loading="lazy"
                      className="size-11 rounded-full object-cover ring-2 ring-white/20"
                    />
                  ) : (
                    // The photo's slot until one is configured in app/content/site.ts.
                    <span
                      aria-hidden="true"
                      className="grid size-11 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-700 font-semibold text-white ring-2 ring-white/20"
                    >
                      {initials(founder.name)}
                    </span>
                  )}
                  <span className="text-sm">
                    <a
                      href={founder.linkedin}
                      rel="noopener"
                      target="_blank"
                      className="font-semibold text-white hover:underline"
                    >
                      {founder.name}
                    </a>
                    <span className="block text-ink-400">{t.footer[founder.role]}</span>
                    <span className="block max-w-64 text-ink-400">{t.footer[`${founder.role}Work`]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-ink-400">{copyrightLine(year, site.legalName, t.footer.rights)}</p>
        </div>
      </div>
    </footer>
  );
}
