import { Field } from "~/ui/form";
import { LindenMark, PlateIllustration } from "./illustrations";
import { ContactDetails, DrawnMap, ExampleForm, mapLabel, navLinks, Price, SiteNav } from "./parts";
import type { PricedItem, ShowcaseFrameCopy, RestaurantSite as Site } from "./types";

/** A family restaurant: wine and gold on cream, a printed menu's dotted lines, spaced capitals. */
export function RestaurantSite({
  name,
  site,
  frame,
}: {
  name: string;
  site: Site;
  frame: ShowcaseFrameCopy;
}) {
  const { hero, lunch, menu, booking, contact } = site;
  const control = "h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900";
  return (
    <div className="bg-amber-50 text-stone-900 [&_:focus-visible]:outline-amber-500">
      <div className="bg-rose-950 text-amber-50">
        <header className="container-page flex flex-wrap items-center gap-x-10 gap-y-4 py-5">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.2em] uppercase">
            <LindenMark className="size-9 shrink-0" />
            {name}
          </p>
          <SiteNav
            links={navLinks(site.nav)}
            className="order-last w-full lg:order-none lg:ml-auto lg:w-auto"
            linkClass="text-sm text-rose-100/85 hover:text-amber-200"
          />
          <a
            href="#booking"
            className="ml-auto hidden rounded-full border border-amber-300/60 px-5 py-2 text-sm font-semibold text-amber-100 hover:bg-amber-300 hover:text-rose-950 sm:inline-flex lg:ml-0"
          >
            {hero.cta}
          </a>
        </header>

        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_78%_45%,--alpha(var(--color-amber-500)/30%),transparent_55%)]"
          />
          <div className="container-page relative grid items-center gap-10 pt-8 pb-16 lg:grid-cols-[1.1fr_0.9fr] lg:pt-14 lg:pb-24">
            <div>
              <p className="text-xs font-semibold tracking-[0.25em] text-amber-300 uppercase">
                {hero.eyebrow}
              </p>
              <h1
                id="hero-title"
                className="mt-5 text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl"
              >
                {hero.title}
              </h1>
              <p className="mt-6 max-w-xl text-lg text-rose-100/85">{hero.text}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <a
                  href="#booking"
                  className="rounded-full bg-amber-300 px-6 py-3 font-semibold text-rose-950 hover:bg-amber-200"
                >
                  {hero.cta}
                </a>
                <a
                  href="#lunch"
                  className="rounded-full border border-amber-100/40 px-6 py-3 font-semibold hover:border-amber-200"
                >
                  {hero.secondary}
                </a>
              </div>
            </div>
            <PlateIllustration className="mx-auto w-64 sm:w-96 lg:w-full" />
          </div>
        </section>
      </div>

      <main id="main">
        <section id="lunch" aria-labelledby="lunch-title" className="px-4 py-16 sm:px-6 sm:py-24">
          <div className="mx-auto max-w-3xl border-4 border-double border-rose-900/25 bg-white px-5 py-10 sm:px-12">
            <Ornament />
            <h2 id="lunch-title" className="mt-3 text-center text-3xl font-semibold sm:text-4xl">
              {lunch.title}
            </h2>
            <p className="mt-2 text-center text-sm font-semibold tracking-[0.15em] text-amber-800 uppercase">
              {lunch.served}
            </p>
            <ul className="mt-8 space-y-5">
              {[lunch.soup, ...lunch.items].map((item) => (
                <MenuLine key={item.name} item={item} currency={site.currency} />
              ))}
            </ul>
            <p className="mt-8 text-center text-stone-600">{lunch.note}</p>
          </div>
        </section>

        <section
          id="menu"
          aria-labelledby="menu-title"
          className="border-t border-rose-900/10 py-16 sm:py-24"
        >
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <Ornament />
              <h2 id="menu-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
                {menu.title}
              </h2>
              <p className="mt-4 text-lg text-stone-600">{menu.text}</p>
            </div>
            <div className="mt-12 grid gap-12 lg:grid-cols-3 lg:gap-10">
              {menu.groups.map((group) => (
                <div key={group.title}>
                  <h3 className="border-b border-rose-900/20 pb-3 text-sm font-semibold tracking-[0.25em] text-rose-900 uppercase">
                    {group.title}
                  </h3>
                  <ul className="mt-5 space-y-5">
                    {group.items.map((item) => (
                      <MenuLine key={item.name} item={item} currency={site.currency} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section
          id="booking"
          aria-labelledby="booking-title"
          className="bg-rose-950 py-16 text-amber-50 sm:py-20"
        >
          <div className="container-page grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
            <div>
              <h2 id="booking-title" className="text-3xl font-semibold sm:text-4xl">
                {booking.title}
              </h2>
              <p className="mt-4 text-lg text-rose-100/85">{booking.text}</p>
              <p className="mt-6 border-l-2 border-amber-300 pl-4 text-rose-100/85">{booking.groups}</p>
            </div>
            <ExampleForm
              sentId="booking-sent"
              submit={booking.submit}
              notice={frame.formNotice}
              className="grid gap-4 rounded-2xl bg-amber-50 p-5 text-stone-900 shadow-xl sm:grid-cols-3 sm:p-8"
              buttonClass="rounded-full bg-rose-900 px-6 py-3 font-semibold text-amber-50 hover:bg-rose-800 sm:col-span-3"
              noticeClass="rounded-lg bg-white p-4 ring-1 ring-rose-900/15 sm:col-span-3"
            >
              <Field label={booking.date}>
                {({ id }) => <input id={id} type="date" name="date" required className={control} />}
              </Field>
              <Field label={booking.time}>
                {({ id }) => (
                  <select id={id} name="time" className={control}>
                    {booking.times.map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={booking.guests}>
                {({ id }) => (
                  <select id={id} name="guests" className={control}>
                    {booking.guestOptions.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                )}
              </Field>
            </ExampleForm>
          </div>
        </section>

        <section id="contact" aria-labelledby="contact-title" className="py-16 sm:py-24">
          <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="contact-title" className="text-3xl font-semibold sm:text-4xl">
                {contact.title}
              </h2>
              <p className="mt-3 text-lg text-stone-600">{contact.text}</p>
              <div className="mt-8">
                <ContactDetails
                  contact={contact}
                  iconClass="text-rose-900"
                  mutedClass="text-stone-600"
                  headingClass="font-semibold"
                />
              </div>
            </div>
            <DrawnMap
              label={mapLabel(frame, contact)}
              className="w-full rounded-2xl ring-1 ring-rose-900/10"
              tones={{
                land: "fill-amber-100",
                water: "stroke-sky-300",
                park: "fill-lime-200",
                road: "stroke-white",
                street: "stroke-amber-50",
                pin: "fill-rose-900",
              }}
            />
          </div>
        </section>
      </main>

      <footer className="border-t border-rose-900/10 py-10">
        <div className="container-page flex flex-col gap-2 text-sm text-stone-600 sm:flex-row sm:justify-between">
          <p className="font-semibold tracking-[0.2em] text-rose-950 uppercase">{name}</p>
          <p>
            {site.footer} {contact.street}, {contact.town}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A dish as on a printed menu: name, dotted line, price; what comes with it below. */
function MenuLine({ item, currency }: { item: PricedItem; currency: Site["currency"] }) {
  const details = [item.description, item.note].filter(Boolean).join(" · ");
  return (
    <li>
      <div className="flex items-baseline gap-3">
        <span className="font-semibold">{item.name}</span>
        <span aria-hidden="true" className="min-w-6 flex-1 border-b-2 border-dotted border-stone-300" />
        <Price item={item} currency={currency} className="font-semibold text-rose-900" />
      </div>
      {details && <p className="mt-0.5 text-sm text-stone-600">{details}</p>}
    </li>
  );
}

function Ornament() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 16" className="mx-auto h-4 w-28">
      <path d="M0 8h44M76 8h44" strokeWidth="1.5" className="stroke-amber-700/60" />
      <path d="M60 2c-3-4-10-3-9 2 1 4 5 6 9 10 4-4 8-6 9-10 1-5-6-6-9-2Z" className="fill-amber-700" />
    </svg>
  );
}
