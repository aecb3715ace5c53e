import { type ComponentType, useEffect, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import { useNearView } from "~/ui/use-near-view";
import type { DemoCopy } from "./copy/types";

/** What every demo component receives besides its own props. */
export interface DemoProps {
  lang: Lang;
  copy: DemoCopy;
}

export type DemoComponent<Props> = ComponentType<Props & DemoProps>;

/** One chunk per language, so a page downloads the demo copy of its own language only. */
const copyIn: Record<Lang, () => Promise<{ copy: DemoCopy }>> = {
  cs: () => import("./copy/cs"),
  en: () => import("./copy/en"),
  pl: () => import("./copy/pl"),
};

/** Loading starts this far before the frame scrolls into view, so the demo is there when it does. */
const LOAD_MARGIN = "400px 0px";

/** The card every demo sits in; each demo adds a minimum height that fits all its states. */
export const demoFrame = "rounded-3xl border border-ink-200 bg-white p-4 shadow-sm sm:p-8";

interface DeferredDemoProps<Props> {
  lang: Lang;
  load: () => Promise<DemoComponent<Props>>;
  props: Props;
  /** demoFrame plus the minimum height: placeholder and demo share it, so nothing shifts. */
  frameClassName: string;
}

/**
 * Server-renders a placeholder and swaps in the demo once the visitor scrolls near it, loading
 * the demo's code and copy in parallel. Until then the demos cost the page nothing.
 */
export function DeferredDemo<Props extends object>({
  lang,
  load,
  props,
  frameClassName,
}: DeferredDemoProps<Props>) {
  const frame = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Demo: DemoComponent<Props>; copy: DemoCopy } | null>(null);

  const near = useNearView(frame, LOAD_MARGIN);

  useEffect(() => {
    if (!near) return;
    let mounted = true;
    Promise.all([load(), copyIn[lang]()]).then(
      ([Demo, { copy }]) => mounted && setLoaded({ Demo, copy }),
      // A failed download keeps the placeholder: the page is complete without its demo.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [near, lang, load]);

  return (
    <div ref={frame} className={frameClassName} data-demo-frame={loaded ? "ready" : "placeholder"}>
      {loaded ? <loaded.Demo {...props} lang={lang} copy={loaded.copy} /> : <Placeholder />}
    </div>
  );
}

function Placeholder() {
  return (
    <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse-briefly">
      <div className="h-10 w-2/3 rounded-xl bg-ink-100" />
      <div className="h-4 w-full rounded bg-ink-100" />
      <div className="h-4 w-5/6 rounded bg-ink-100" />
      <div className="h-40 rounded-2xl bg-ink-100" />
    </div>
  );
}
