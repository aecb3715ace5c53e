import { PassThrough } from "node:stream";
import islandsEntry from "virtual:islands-entry";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isPrerendering } from "./content/fresh-fields.server";
import { hydratedAsIslands } from "./content/pages";
import { parsePath } from "./i18n/paths";
import { NonceContext } from "./lib/nonce";
import { holdForFirstInteraction } from "./ui/first-interaction.server";
import { type IslandRendering, IslandRenderingContext } from "./ui/island-rendering";
import { routeModulesFirst } from "./ui/route-modules-first.server";
import { HeldScriptsContext } from "./ui/scripts-at-first-interaction";

export const streamTimeout = 5_000;

/** What a page hydrated as islands renders them with (app/ui/island-rendering.tsx). */
const islandRendering: IslandRendering = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  entry: islandsEntry,
};

/** The island rendering for a page the public pages' registry marks; undefined for any other. */
function islandRenderingFor(url: string): IslandRendering | undefined {
  const parsed = parsePath(new URL(url).pathname);
  return parsed.kind === "page" && hydratedAsIslands(parsed.page) ? islandRendering : undefined;
}

/**
 * Logs what went wrong on the server. A refused request (a wrong method, a missing action: a 4xx
 * React Router answers itself) is the client's mistake, not ours: nothing to log. An aborted
 * request (the visitor left) neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * React Router's default Node entry, plus the per-request CSP nonce of the Node server, for a
 * page being prerendered, its loader data held for the first interaction, and for a page hydrated
 * as islands, the renderer of its islands.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const prerendering = isPrerendering(loadContext);
  const islands = islandRenderingFor(request.url);
  // React Router streams a page's loader data into it as a suspended boundary, which React reveals
  // by a script a frame after the first paint, restyling the whole page. A prerendered page holds
  // the data until the first interaction instead (app/ui/scripts-at-first-interaction.tsx), so it
  // is read whole here and the router renders without the stream.
  const held =
    prerendering && routerContext.serverHandoffStream
      ? holdForFirstInteraction(await new Response(routerContext.serverHandoffStream).text())
      : undefined;
  const context = held ? { ...routerContext, serverHandoffStream: undefined } : routerContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      prerendering || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <HeldScriptsContext.Provider value={held}>
          <IslandRenderingContext.Provider value={islands}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </IslandRenderingContext.Provider>
        </HeldScriptsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that has rendered goes out in its place, whatever the bytes before it:
        // React would otherwise send one past the first 12.8 KB apart, hidden until an inline
        // script moves it, so a page read without scripts lost it (the desk's `HydratedLater`,
        // docs/decisions/0084-the-board-s-card-without-components-of-its-own.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A page that loads its scripts at once asks for its own route modules before its head
          // is read (a prerendered page holds its scripts for the first interaction; a page of
          // islands, such as the answer to a plain post, runs none of them).
          if (!prerendering && !islands) {
            const links = routeModulesFirst(
              routerContext.manifest,
              routerContext.staticHandlerContext.matches,
            );
            if (links) responseHeaders.append("Link", links);
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
