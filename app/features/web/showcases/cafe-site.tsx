import BookOpen from "lucide-react/icons/book-open";
import CakeSlice from "lucide-react/icons/cake-slice";
import Camera from "lucide-react/icons/camera";
import Coffee from "lucide-react/icons/coffee";
import Croissant from "lucide-react/icons/croissant";
import EggFried from "lucide-react/icons/egg-fried";
import Heart from "lucide-react/icons/heart";
import Sun from "lucide-react/icons/sun";
import Wheat from "lucide-react/icons/wheat";
import { MugIllustration, MugMark } from "./illustrations";
import { ContactDetails, DrawnMap, mapLabel, navLinks, Price, SiteNav } from "./parts";
import type { ShowcaseFrameCopy, CafeSite as Site } from "./types";

const coffeePicture = { Icon: Coffee, tile: "from-amber-100 to-orange-200" };

/** The favourites' "photos": a coffee, a cake, a breakfast. */
const favouritePictures = [
  coffeePicture,
  { Icon: CakeSlice, tile: "from-orange-100 to-rose-200" },
  { Icon: EggFried, tile: "from-sky-100 to-blue-200" },
];

/** The Instagram grid, in the order of the captions. */
const galleryPictures = [
  { Icon: Heart, tile: "from-amber-200 to-orange-300" },
  { Icon: Croissant, tile: "from-yellow-100 to-amber-300" },
  { Icon: CakeSlice, tile: "from-rose-100 to-orange-200" },
  { Icon: Wheat, tile: "from-amber-100 to-yellow-300" },
  { Icon: Sun, tile: "from-sky-200 to-blue-300" },
  { Icon: Coffee, tile: "from-blue-100 to-sky-300" },
];

/** A neighbourhood café: cobalt and butter yellow, round shapes, heavy friendly type. */
export function CafeSite({ name, site, frame }: { name: string; site: Site; frame: ShowcaseFrameCopy }) {
  const { hero, favourites, menu, gallery, story, contact } = site;
  return (
    <div className="bg-sky-50 text-blue-950 [&_:focus-visible]:outline-blue-700">
      <header className="container-page flex flex-wrap items-center gap-x-8 gap-y-4 py-5">
        <p className="flex items-center gap-3 text-lg font-extrabold tracking-tight">
          <MugMark className="size-10 shrink-0" />
          {name}
        </p>
        <SiteNav
          links={navLinks(site.nav)}
          className="order-last w-full lg:order-none lg:ml-auto lg:w-auto [&_ul]:gap-x-1"
          linkClass="block rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-white"
        />
        <a
          href="#contact"
          className="ml-auto hidden rounded-full bg-blue-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-blue-800 sm:inline-flex lg:ml-0"
        >
          {hero.secondary}
        </a>
      </header>

      <main id="main">
        <section
          aria-labelledby="hero-title"
          className="container-page grid items-center gap-8 pt-6 pb-16 lg:grid-cols-2 lg:pt-10 lg:pb-24"
        >
          <div>
            <p className="inline-flex rounded-full bg-amber-200 px-4 py-1.5 text-sm font-bold">
              {hero.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-blue-900/80">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#menu"
                className="rounded-full bg-blue-700 px-7 py-3.5 font-bold text-white shadow-lg shadow-blue-700/25 hover:bg-blue-800"
              >
                {hero.cta}
              </a>
              <a
                href="#contact"
                className="rounded-full bg-white px-7 py-3.5 font-bold text-blue-800 ring-2 ring-blue-200 hover:ring-blue-400"
              >
                {hero.secondary}
              </a>
            </div>
          </div>
          <MugIllustration className="mx-auto w-60 sm:w-96 lg:w-full lg:max-w-lg" />
        </section>

        <section id="menu" aria-labelledby="favourites-title" className="bg-white py-16 sm:py-24">
          <div className="container-page">
            <h2 id="favourites-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {favourites.title}
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {favourites.items.map((item, index) => {
                const { Icon, tile } = favouritePictures[index] ?? coffeePicture;
                return (
                  <li key={item.name} className="flex overflow-hidden rounded-[2rem] bg-sky-50 md:flex-col">
                    <div
                      className={`grid w-28 shrink-0 place-items-center bg-gradient-to-br sm:w-40 md:aspect-[4/3] md:w-auto ${tile}`}
                    >
                      <Icon
                        aria-hidden="true"
                        className="size-12 text-blue-900/80 md:size-20"
                        strokeWidth={1.25}
                      />
                    </div>
                    <div className="p-5 sm:p-6">
                      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                        <h3 className="text-xl font-extrabold">{item.name}</h3>
                        <Price
                          item={item}
                          currency={site.currency}
                          className="rounded-full bg-amber-200 px-3 py-1 text-sm font-bold"
                        />
                      </div>
                      <p className="mt-2 text-blue-900/80">{item.description}</p>
                    </div>
                  </li>
                );
              })}
            </ul>

            <h2 className="mt-16 text-3xl font-extrabold tracking-tight sm:text-4xl">{menu.title}</h2>
            <div className="mt-8 grid gap-6 lg:grid-cols-3">
              {menu.groups.map((group) => (
                <div key={group.title} className="rounded-[2rem] border-2 border-sky-100 p-6 sm:p-8">
                  <h3 className="text-lg font-extrabold text-blue-700">{group.title}</h3>
                  <ul className="mt-4 divide-y divide-sky-100">
                    {group.items.map((item) => (
                      <li key={item.name} className="flex items-baseline justify-between gap-4 py-2.5">
                        <span>
                          <span className="font-semibold">{item.name}</span>
                          {item.note && (
                            <span className="text-sm whitespace-nowrap text-blue-900/70"> · {item.note}</span>
                          )}
                        </span>
                        <Price item={item} currency={site.currency} className="font-bold" />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section id="gallery" aria-labelledby="gallery-title" className="py-16 sm:py-24">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="gallery-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                  {gallery.title}
                </h2>
                <p className="mt-3 text-lg text-blue-900/80">{gallery.text}</p>
              </div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-bold text-blue-700">
                <Camera aria-hidden="true" className="size-5" strokeWidth={1.75} />
                {gallery.handle}
              </p>
            </div>
            <ul className="mt-10 grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-6">
              {gallery.captions.map((caption, index) => {
                const { Icon, tile } = galleryPictures[index % galleryPictures.length] ?? coffeePicture;
                return (
                  <li key={caption}>
                    <figure
                      className={`grid aspect-square place-items-center rounded-2xl bg-gradient-to-br sm:rounded-3xl ${tile}`}
                    >
                      <Icon
                        aria-hidden="true"
                        className="size-9 text-blue-950/70 sm:size-16"
                        strokeWidth={1.25}
                      />
                      <figcaption className="sr-only">{caption}</figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section id="story" aria-labelledby="story-title" className="bg-blue-700 py-16 text-white sm:py-24">
          <div className="container-page grid items-center gap-10 lg:grid-cols-[auto_1fr] lg:gap-16">
            <div className="grid size-24 place-items-center rounded-full bg-amber-200 text-blue-800 sm:size-56 lg:mx-auto">
              <BookOpen aria-hidden="true" className="size-11 sm:size-24" strokeWidth={1.25} />
            </div>
            <div className="max-w-2xl">
              <h2 id="story-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                {story.title}
              </h2>
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-blue-50">
                  {paragraph}
                </p>
              ))}
              <p className="mt-6 font-bold text-amber-200">{story.signature}</p>
            </div>
          </div>
        </section>

        <section id="contact" aria-labelledby="contact-title" className="py-16 sm:py-24">
          <div className="container-page">
            <div className="grid gap-6 rounded-[2.5rem] bg-white p-6 sm:p-10 lg:grid-cols-2 lg:items-center lg:gap-12">
              <div>
                <h2 id="contact-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                  {contact.title}
                </h2>
                <p className="mt-3 text-lg text-blue-900/80">{contact.text}</p>
                <div className="mt-8">
                  <ContactDetails
                    contact={contact}
                    iconClass="text-blue-700"
                    mutedClass="text-blue-900/80"
                    headingClass="font-extrabold"
                  />
                </div>
              </div>
              <DrawnMap
                label={mapLabel(frame, contact)}
                className="w-full rounded-[2rem]"
                tones={{
                  land: "fill-sky-100",
                  water: "stroke-blue-300",
                  park: "fill-emerald-200",
                  road: "stroke-white",
                  street: "stroke-sky-50",
                  pin: "fill-blue-700",
                }}
              />
            </div>
          </div>
        </section>
      </main>

      <footer className="bg-blue-950 py-10 text-sky-100">
        <div className="container-page flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
          <p className="font-extrabold text-white">{name}</p>
          <p>
            {site.footer} {contact.street}, {contact.town}
          </p>
        </div>
      </footer>
    </div>
  );
}
