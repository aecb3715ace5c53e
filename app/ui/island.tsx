/**
 * An island: an interactive part of a page hydrated as a React root of its own by the islands
 * entry (app/islands.client.tsx), on a page the public pages' registry marks
 * (app/content/pages.ts; docs/decisions/0089-islands-infrastructure.md). Everywhere else (an
 * unmarked page, the browser under React Router) the wrapper renders its component in place.
 */
import { type ComponentType, useId } from "react";
import { type IslandName, type IslandProps, islands } from "~/islands";
import { inertJson } from "./first-interaction";
import { type IslandPage, ownProps, useIslandRendering } from "./island-rendering";

/**
 * On a marked page: the island's HTML, rendered as a root of its own with a prefix for its `useId`
 * values (which a root in the browser computes from the island's top, not the page's), in a
 * wrapper that draws no box, followed by its props as JSON. The prefix is the island's name and
 * the wrapper's own id in the page, so two islands of one kind never share an id.
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name;
  props: IslandProps<Name> & IslandPage;
}) {
  const rendering = useIslandRendering();
  const id = useId();
  const Component = islands[name] as ComponentType<IslandPage>;
  const element = <Component {...props} />;
  if (!rendering) return element;
  const prefix = `${name}${id}`;
  return (
    <>
      <div
        data-island={name}
        data-island-prefix={prefix}
        style={{ display: "contents" }}
        dangerouslySetInnerHTML={{ __html: rendering.render(element, prefix) }}
      />
      <script type="application/json" dangerouslySetInnerHTML={{ __html: inertJson(ownProps(props)) }} />
    </>
  );
}
