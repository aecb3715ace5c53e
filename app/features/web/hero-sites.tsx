import { LindenMark, MugIllustration, MugMark, PlateIllustration } from "./showcases/illustrations";

/** A line of text in a drawn page: the sites' copy is not the point here, their look is. */
function TextLine({ className }: { className: string }) {
  return <span className={`block h-2 rounded-full ${className}`} />;
}

/**
 * The hero's picture: two of the example sites further down the page, the restaurant in a
 * browser and the café on a phone, drawn in their own palettes (the same drawings, no photographs
 * to download). Decorative: the examples themselves are linked below.
 */
export function HeroSites({ restaurant, cafe }: { restaurant: string; cafe: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-xl pb-10 pl-6 sm:pl-10">
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/10">
        <div className="flex items-center gap-1.5 bg-ink-200 px-3 py-2">
          <span className="size-2.5 rounded-full bg-ink-400" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="ml-3 h-4 flex-1 rounded-full bg-white/80" />
        </div>
        <div className="bg-rose-950 px-5 pt-4 text-amber-50">
          <p className="flex items-center gap-2 text-[0.625rem] font-semibold tracking-[0.2em] uppercase">
            <LindenMark className="size-6 shrink-0" />
            {restaurant}
          </p>
          <div className="grid grid-cols-[1.2fr_1fr] items-center gap-4 pt-4 pb-6">
            <div className="space-y-2.5">
              <TextLine className="w-4/5 bg-amber-50/90" />
              <TextLine className="w-3/5 bg-amber-50/90" />
              <TextLine className="mt-4 w-11/12 bg-rose-100/40" />
              <TextLine className="w-3/4 bg-rose-100/40" />
              <span className="mt-4 block h-6 w-24 rounded-full bg-amber-300" />
            </div>
            <PlateIllustration className="w-full" />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3 bg-amber-50 px-5 py-5">
          {["w-3/4", "w-2/3", "w-4/5"].map((width) => (
            <div key={width} className="space-y-2 border-b border-dotted border-amber-700/40 pb-3">
              <TextLine className={`${width} bg-stone-400/70`} />
              <TextLine className="w-1/3 bg-rose-900/60" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute bottom-0 left-0 w-32 overflow-hidden rounded-[1.5rem] border-4 border-ink-800 bg-sky-50 shadow-2xl sm:w-40">
        <p className="flex items-center gap-1.5 px-3 pt-3 text-[0.5625rem] font-bold text-blue-900">
          <MugMark className="size-5 shrink-0" />
          {cafe}
        </p>
        <MugIllustration className="mx-auto mt-1 w-4/5" />
        <div className="space-y-1.5 px-3 pb-4">
          <TextLine className="w-4/5 bg-blue-900/70" />
          <TextLine className="w-3/5 bg-blue-900/70" />
          <span className="mt-2 block h-4 w-16 rounded-full bg-blue-700" />
        </div>
      </div>
    </div>
  );
}
