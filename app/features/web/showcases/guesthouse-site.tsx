import Armchair from "lucide-react/icons/armchair";
import BedDouble from "lucide-react/icons/bed-double";
import CableCar from "lucide-react/icons/cable-car";
import Check from "lucide-react/icons/check";
import Droplets from "lucide-react/icons/droplets";
import MountainSnow from "lucide-react/icons/mountain-snow";
import Sofa from "lucide-react/icons/sofa";
import Users from "lucide-react/icons/users";
import { Field } from "~/ui/form";
import { MountainLandscape, SpruceMark } from "./illustrations";
import { ContactDetails, DrawnMap, ExampleForm, mapLabel, navLinks, Price, SiteNav } from "./parts";
import type { ShowcaseFrameCopy, GuesthouseSite as Site } from "./types";

/** The rooms' "photos", in the order of the rooms: morning, wood, evening. */
const roomPictures = [
  { Icon: BedDouble, tile: "from-sky-100 via-amber-50 to-amber-200" },
  { Icon: Armchair, tile: "from-amber-100 to-orange-300" },
  { Icon: Sofa, tile: "from-emerald-100 to-sky-200" },
];

const tripIcons = [MountainSnow, Droplets, CableCar];

/** A mountain guesthouse: spruce green and wood, mist-light gradients, airy light headings. */
export function GuesthouseSite({
  name,
  site,
  frame,
}: {
  name: string;
  site: Site;
  frame: ShowcaseFrameCopy;
}) {
  const { hero, rooms, inquiry, trips, contact } = site;
  const control =
    "h-12 w-full rounded-md border border-emerald-700 bg-white px-3 text-base font-normal text-emerald-950";
  return (
    <div className="bg-stone-50 text-emerald-950 [&_:focus-visible]:outline-amber-600">
      <div className="bg-gradient-to-b from-sky-200 via-sky-50 to-emerald-50">
        <header className="container-page flex flex-wrap items-center gap-x-10 gap-y-4 py-5">
          <p className="flex items-center gap-3 text-lg font-medium">
            <SpruceMark className="size-10 shrink-0" />
            {name}
          </p>
          <SiteNav
            links={navLinks(site.nav)}
            className="order-last w-full lg:order-none lg:ml-auto lg:w-auto"
            linkClass="text-sm font-medium text-emerald-900 hover:text-amber-800"
          />
          <a
            href="#inquiry"
            className="ml-auto hidden rounded-md bg-amber-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-amber-800 sm:inline-flex lg:ml-0"
          >
            {hero.cta}
          </a>
        </header>

        <section aria-labelledby="hero-title" className="container-page pt-8 lg:pt-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-emerald-800 uppercase">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 max-w-3xl text-4xl font-light tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-emerald-900">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#inquiry"
              className="rounded-md bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800"
            >
              {hero.cta}
            </a>
            <a
              href="#rooms"
              className="rounded-md border border-emerald-900/30 bg-white/60 px-6 py-3 font-semibold hover:bg-white"
            >
              {hero.secondary}
            </a>
          </div>
        </section>
        <MountainLandscape className="-mt-4 block h-56 w-full sm:h-72 lg:-mt-4 lg:h-96" />
      </div>

      <main id="main">
        <div className="bg-emerald-900 py-5 text-emerald-50">
          <ul className="container-page flex flex-wrap gap-x-8 gap-y-2">
            {site.facts.map((fact) => (
              <li key={fact} className="inline-flex items-center gap-2 text-sm">
                <Check aria-hidden="true" className="size-4 text-amber-300" strokeWidth={2} />
                {fact}
              </li>
            ))}
          </ul>
        </div>

        <section id="rooms" aria-labelledby="rooms-title" className="py-16 sm:py-24">
          <div className="container-page">
            <h2 id="rooms-title" className="text-3xl font-light tracking-tight sm:text-5xl">
              {rooms.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-stone-600">{rooms.text}</p>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {rooms.items.map((room, index) => {
                const { Icon, tile } = roomPictures[index % roomPictures.length] ?? {
                  Icon: BedDouble,
                  tile: "",
                };
                return (
                  <li
                    key={room.name}
                    className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
                  >
                    <div
                      className={`grid aspect-[16/7] place-items-center bg-gradient-to-br md:aspect-[16/10] ${tile}`}
                    >
                      <Icon aria-hidden="true" className="size-16 text-emerald-900/70" strokeWidth={1.25} />
                    </div>
                    <div className="flex flex-1 flex-col p-6">
                      <h3 className="text-xl font-medium">{room.name}</h3>
                      <p className="mt-1 inline-flex items-center gap-2 text-sm text-stone-600">
                        <Users aria-hidden="true" className="size-4" strokeWidth={1.75} />
                        {room.guests}
                      </p>
                      <p className="mt-3 text-stone-700">{room.text}</p>
                      <ul className="mt-4 flex flex-wrap gap-2">
                        {room.features.map((feature) => (
                          <li
                            key={feature}
                            className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
                          >
                            {feature}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-auto pt-6 text-stone-600">
                        <Price
                          item={{ price: room.price, from: true }}
                          currency={site.currency}
                          className="text-2xl font-semibold text-emerald-950"
                        />{" "}
                        {rooms.perNight}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section
          id="inquiry"
          aria-labelledby="inquiry-title"
          className="bg-emerald-950 py-16 text-emerald-50 sm:py-24"
        >
          <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:items-center">
            <div>
              <h2 id="inquiry-title" className="text-3xl font-light tracking-tight text-white sm:text-5xl">
                {inquiry.title}
              </h2>
              <p className="mt-4 text-lg text-emerald-100">{inquiry.text}</p>
            </div>
            <ExampleForm
              sentId="inquiry-sent"
              submit={inquiry.submit}
              notice={frame.formNotice}
              className="grid gap-4 rounded-lg bg-white p-5 text-emerald-950 sm:grid-cols-2 sm:p-8"
              buttonClass="rounded-md bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 sm:col-span-2"
              noticeClass="rounded-md bg-emerald-50 p-4 sm:col-span-2"
            >
              <Field label={inquiry.arrival}>
                {({ id }) => <input id={id} type="date" name="arrival" required className={control} />}
              </Field>
              <Field label={inquiry.departure}>
                {({ id }) => <input id={id} type="date" name="departure" required className={control} />}
              </Field>
              <Field label={inquiry.guests}>
                {({ id }) => (
                  <select id={id} name="guests" defaultValue={inquiry.guestOptions[1]} className={control}>
                    {inquiry.guestOptions.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={inquiry.room}>
                {({ id }) => (
                  <select id={id} name="room" className={control}>
                    {rooms.items.map((room) => (
                      <option key={room.name}>{room.name}</option>
                    ))}
                  </select>
                )}
              </Field>
            </ExampleForm>
          </div>
        </section>

        <section id="trips" aria-labelledby="trips-title" className="py-16 sm:py-24">
          <div className="container-page">
            <h2 id="trips-title" className="text-3xl font-light tracking-tight sm:text-5xl">
              {trips.title}
            </h2>
            <ul className="mt-10 grid gap-8 md:grid-cols-3">
              {trips.items.map((trip, index) => {
                const Icon = tripIcons[index % tripIcons.length] ?? MountainSnow;
                return (
                  <li key={trip.name} className="border-t-2 border-emerald-900 pt-6">
                    <Icon aria-hidden="true" className="size-9 text-amber-700" strokeWidth={1.5} />
                    <h3 className="mt-4 text-xl font-medium">{trip.name}</h3>
                    <p className="mt-1 text-sm font-semibold tracking-[0.15em] text-emerald-800 uppercase">
                      {trip.distance}
                    </p>
                    <p className="mt-3 text-stone-700">{trip.text}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section id="contact" aria-labelledby="contact-title" className="bg-emerald-50 py-16 sm:py-24">
          <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="contact-title" className="text-3xl font-light tracking-tight sm:text-5xl">
                {contact.title}
              </h2>
              <p className="mt-4 text-lg text-stone-700">{contact.text}</p>
              <div className="mt-8">
                <ContactDetails
                  contact={contact}
                  iconClass="text-amber-700"
                  mutedClass="text-stone-700"
                  headingClass="font-semibold"
                />
              </div>
            </div>
            <DrawnMap
              label={mapLabel(frame, contact)}
              className="w-full rounded-lg shadow-sm"
              tones={{
                land: "fill-stone-100",
                water: "stroke-sky-300",
                park: "fill-emerald-300",
                road: "stroke-white",
                street: "stroke-stone-50",
                pin: "fill-amber-700",
              }}
            />
          </div>
        </section>
      </main>

      <footer className="bg-emerald-950 py-10 text-emerald-100">
        <div className="container-page flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
          <p className="font-medium text-white">{name}</p>
          <p>
            {site.footer} {contact.street}, {contact.town}
          </p>
        </div>
      </footer>
    </div>
  );
}
