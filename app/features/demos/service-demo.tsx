import type { Lang } from "~/domain/languages";
import type { ServiceSlug } from "~/domain/services";
import { DeferredDemo, type DemoComponent, demoFrame } from "./deferred-demo";

interface ServiceDemoEntry {
  load: () => Promise<DemoComponent<object>>;
  /**
   * Minimum heights measured to hold the demo in every state and language from 390 px up, so the
   * placeholder is as tall as the demo (tests/e2e/demos.spec.ts checks it at 390 and 1440 px).
   * These demos load well below the fold, so on narrower phones a taller demo grows off screen.
   */
  size: string;
}

const demos: Record<ServiceSlug, ServiceDemoEntry> = {
  outreach: {
    load: () => import("./outreach-demo").then((module) => module.OutreachDemo),
    size: "min-h-[1480px] sm:min-h-[1120px] lg:min-h-[756px] xl:min-h-[692px]",
  },
  automation: {
    load: () => import("./pipeline-demo").then((module) => module.PipelineDemo),
    size: "min-h-[1058px] sm:min-h-[890px] lg:min-h-[806px]",
  },
  assistant: {
    load: () => import("./chat-demo").then((module) => module.ChatDemo),
    size: "min-h-[836px] sm:min-h-[828px] lg:min-h-[520px]",
  },
  rezervace: {
    load: () => import("./booking-demo").then((module) => module.BookingDemo),
    size: "min-h-[704px] sm:min-h-[668px] lg:min-h-[380px]",
  },
};

const noProps = {};

/** The interactive demo of one service, loaded when it nears the viewport. */
export function ServiceDemo({ slug, lang }: { slug: ServiceSlug; lang: Lang }) {
  const demo = demos[slug];
  return (
    <DeferredDemo
      // A client-side move to another service starts again from that service's placeholder.
      key={slug}
      lang={lang}
      load={demo.load}
      props={noProps}
      frameClassName={`${demoFrame} ${demo.size}`}
    />
  );
}
