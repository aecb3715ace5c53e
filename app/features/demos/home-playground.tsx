import type { Lang } from "~/domain/languages";
import { DeferredDemo, demoFrame } from "./deferred-demo";
import type { PlaygroundScenarios } from "./playground-demo";

const loadPlayground = () => import("./playground-demo").then((module) => module.PlaygroundDemo);

/** The home page's "Watch automation in action" playground, loaded when it nears the viewport. */
export function HomePlayground({ lang, ...props }: PlaygroundScenarios & { lang: Lang }) {
  return (
    <DeferredDemo
      lang={lang}
      load={loadPlayground}
      props={props}
      // Measured to hold every scenario, state and language from 360 px up: the playground sits just
      // below the hero, so it may load in view.
      frameClassName={`${demoFrame} min-h-[1212px] sm:min-h-[1032px] lg:min-h-[630px]`}
    />
  );
}
