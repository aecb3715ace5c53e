import Quote from "lucide-react/icons/quote";
import Star from "lucide-react/icons/star";
import { Field } from "~/ui/form";
import { ScissorsIllustration, ScissorsMark } from "./illustrations";
import { ContactDetails, DrawnMap, ExampleForm, mapLabel, navLinks, Price, SiteNav } from "./parts";
import type { ShowcaseFrameCopy, SalonSite as Site } from "./types";

/** A hair salon: black and blush, editorial capitals with wide spacing, hairline rules. */
export function SalonSite({ name, site, frame }: { name: string; site: Site; frame: ShowcaseFrameCopy }) {
  const { hero, services, booking, reviews, contact } = site;
  const control = "h-12 w-full border border-zinc-900 bg-white px-3 text-base font-normal text-zinc-900";
  const label = "text-xs font-semibold tracking-[0.2em] uppercase";
  return (
    <div className="bg-white text-zinc-900 [&_:focus-visible]:outline-pink-500">
      <div className="bg-zinc-950 text-white">
        <header className="container-page flex flex-wrap items-center gap-x-10 gap-y-4 py-5">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.25em] uppercase">
            <ScissorsMark className="size-10 shrink-0" />
            {name}
          </p>
          <SiteNav
            links={navLinks(site.nav)}
            className="order-last w-full lg:order-none lg:ml-auto lg:w-auto"
            linkClass="text-xs font-semibold tracking-[0.2em] text-zinc-300 uppercase hover:text-pink-200"
          />
          <a
            href="#booking"
            className="ml-auto hidden bg-pink-200 px-5 py-2.5 text-xs font-bold tracking-[0.2em] text-zinc-950 uppercase hover:bg-pink-100 sm:inline-flex lg:ml-0"
          >
            {hero.cta}
          </a>
        </header>

        <section
          aria-labelledby="hero-title"
          className="container-page grid items-center gap-8 pt-10 pb-16 lg:grid-cols-[1.3fr_0.7fr] lg:pt-16 lg:pb-24"
        >
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-pink-200 uppercase">{hero.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl leading-[1.05] font-medium tracking-tight text-balance uppercase sm:text-5xl lg:text-7xl"
            >
              {hero.title}
            </h1>
            <p className="mt-8 max-w-xl border-l border-pink-200 pl-5 text-lg text-zinc-300">{hero.text}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <a
                href="#booking"
                className="bg-pink-200 px-7 py-4 text-sm font-bold tracking-[0.2em] text-zinc-950 uppercase hover:bg-pink-100"
              >
                {hero.cta}
              </a>
              <a
                href="#services"
                className="border border-zinc-600 px-7 py-4 text-sm font-bold tracking-[0.2em] uppercase hover:border-pink-200"
              >
                {hero.secondary}
              </a>
            </div>
          </div>
          <ScissorsIllustration className="mx-auto w-44 sm:w-72 lg:w-full" />
        </section>
      </div>

      <main id="main">
        <section id="services" aria-labelledby="services-title" className="py-16 sm:py-24">
          <div className="container-page">
            <h2 id="services-title" className="text-3xl font-medium tracking-[0.08em] uppercase sm:text-4xl">
              {services.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-zinc-600">{services.text}</p>
            <div className="mt-12 grid gap-12 lg:grid-cols-3 lg:gap-10">
              {services.groups.map((group) => (
                <div key={group.title}>
                  <h3 className={`${label} text-pink-700`}>{group.title}</h3>
                  <ul className="mt-4 border-t border-zinc-900">
                    {group.items.map((item) => (
                      <li
                        key={item.name}
                        className="flex items-baseline justify-between gap-4 border-b border-zinc-200 py-4"
                      >
                        <span>
                          <span className="block font-medium">{item.name}</span>
                          <span className="text-sm text-zinc-600">{item.note}</span>
                        </span>
                        <Price item={item} currency={site.currency} className="font-semibold" />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section id="booking" aria-labelledby="booking-title" className="bg-pink-50 py-16 sm:py-24">
          <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
            <div>
              <h2 id="booking-title" className="text-3xl font-medium tracking-[0.08em] uppercase sm:text-4xl">
                {booking.title}
              </h2>
              <p className="mt-4 text-lg text-zinc-700">{booking.text}</p>
            </div>
            <ExampleForm
              sentId="booking-sent"
              submit={booking.submit}
              notice={frame.formNotice}
              className="grid gap-5 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
              buttonClass="bg-zinc-950 px-7 py-4 text-sm font-bold tracking-[0.2em] text-white uppercase hover:bg-zinc-800 sm:col-span-2"
              noticeClass="bg-pink-50 p-4 sm:col-span-2"
            >
              <Field label={booking.service}>
                {({ id }) => (
                  <select id={id} name="service" className={control}>
                    {services.groups.flatMap((group) =>
                      group.items.map((item) => <option key={item.name}>{item.name}</option>),
                    )}
                  </select>
                )}
              </Field>
              <Field label={booking.day}>
                {({ id }) => <input id={id} type="date" name="day" required className={control} />}
              </Field>
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-ink-800">{booking.time}</legend>
                <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
                  {booking.slots.map((slot, index) => (
                    <label
                      key={slot}
                      className="grid h-12 cursor-pointer place-items-center border border-zinc-300 font-semibold has-checked:border-zinc-950 has-checked:bg-zinc-950 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-pink-500"
                    >
                      <input
                        type="radio"
                        name="time"
                        value={slot}
                        required={index === 0}
                        className="sr-only"
                      />
                      {slot}
                    </label>
                  ))}
                </div>
              </fieldset>
            </ExampleForm>
          </div>
        </section>

        <section id="reviews" aria-labelledby="reviews-title" className="py-16 sm:py-24">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-6">
              <h2 id="reviews-title" className="text-3xl font-medium tracking-[0.08em] uppercase sm:text-4xl">
                {reviews.title}
              </h2>
              <div className="flex items-center gap-4">
                <p className="text-5xl font-light">{reviews.score}</p>
                <div>
                  <Stars label={frame.rating.replace("{score}", reviews.score)} />
                  <p className="mt-1 text-sm text-zinc-600">{reviews.count}</p>
                </div>
              </div>
            </div>
            <ul className="mt-12 grid gap-8 md:grid-cols-3">
              {reviews.items.map((review) => (
                <li key={review.author} className="border-t border-zinc-900 pt-6">
                  <figure>
                    <Quote aria-hidden="true" className="size-7 text-pink-300" strokeWidth={1.5} />
                    <blockquote className="mt-3 text-lg">{review.text}</blockquote>
                    <figcaption className={`mt-4 ${label} text-pink-700`}>{review.author}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="contact"
          aria-labelledby="contact-title"
          className="bg-zinc-950 py-16 text-white sm:py-24"
        >
          <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="contact-title" className="text-3xl font-medium tracking-[0.08em] uppercase sm:text-4xl">
                {contact.title}
              </h2>
              <p className="mt-4 text-lg text-zinc-300">{contact.text}</p>
              <div className="mt-8">
                <ContactDetails
                  contact={contact}
                  iconClass="text-pink-200"
                  mutedClass="text-zinc-300"
                  headingClass="font-semibold"
                />
              </div>
            </div>
            <DrawnMap
              label={mapLabel(frame, contact)}
              className="w-full"
              tones={{
                land: "fill-zinc-800",
                water: "stroke-zinc-600",
                park: "fill-zinc-700",
                road: "stroke-zinc-500",
                street: "stroke-zinc-700",
                pin: "fill-pink-300",
              }}
            />
          </div>
        </section>
      </main>

      <footer className="border-t border-zinc-800 bg-zinc-950 py-10 text-zinc-400">
        <div className="container-page flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
          <p className="font-semibold tracking-[0.25em] text-white uppercase">{name}</p>
          <p>
            {site.footer} {contact.street}, {contact.town}
          </p>
        </div>
      </footer>
    </div>
  );
}

function Stars({ label }: { label: string }) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-pink-600">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className="size-5 fill-current" strokeWidth={1.5} />
      ))}
    </p>
  );
}
