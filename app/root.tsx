import brandFontLatinExt from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url";
import brandFontLatin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { isPrerendering } from "./content/fresh-fields.server";
import { serviceLinks } from "./content/services/index.server";
import { site } from "./content/site";
import { companyPlaceholders } from "./domain/company";
import { defaultLang, htmlLang } from "./domain/languages";
import { consentChosenScript } from "./features/consent/consent-chosen";
import { requestLang } from "./i18n/lang.server";
import { layoutMessages } from "./i18n/messages.server";
import { useNonce } from "./lib/nonce";
import { PRERENDER_ORIGIN } from "./platform/prerendering.server";
import { brandFontWhenIdle, useBrandFontAfterHydration } from "./ui/brand-font";
import { IslandPageData, IslandsScripts, useIslandRendering } from "./ui/island-rendering";
import { ScriptsAtFirstInteraction } from "./ui/scripts-at-first-interaction";
import { PageScrollRestoration } from "./ui/scroll-restoration";

export const links: Route.LinksFunction = () => [
  // In a prerendered page the build inlines the rules the page uses from it and takes it out: the
  // page holds it for its first interaction (ScriptsAtFirstInteraction, scripts/page-html.ts).
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const prerendered = isPrerendering(context);
  return {
    lang,
    /** Rendered at build time: its scripts wait for the first interaction (Layout below). */
    prerendered,
    // Prerendered pages name the placeholder origin the server replaces with its own.
    origin: prerendered ? PRERENDER_ORIGIN : context.services.config.PUBLIC_URL,
    /** The configured company facts; in a prerendered page placeholders the server fills in. */
    company: prerendered ? companyPlaceholders : context.services.config.company,
    t: layoutMessages(lang),
    services: serviceLinks(lang),
  };
}

/** The language never changes on a client-side navigation (switching is a full page load). */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // The desk draws its first paint in the fallback face and asks for the font after its scripts
  // (ui/brand-font.ts; app.css switches the face by the mark).
  const fontAfterHydration = useBrandFontAfterHydration();
  // Defined only while the server renders a page hydrated as islands (ui/island-rendering.tsx): React
  // Router's scripts are left out of it, the islands entry's go in their place.
  const islands = useIslandRendering();
  return (
    <html
      lang={htmlLang[data?.lang ?? defaultLang]}
      data-brand-font={fontAfterHydration ? "after-hydration" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Before <Meta /> and <Links />: React hydrates a head's scripts and its stylesheet link in
            order, and a prerendered page's starter appends that link at the end of the head, so a
            script rendered after it is not found and React draws the whole page again. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: consentChosenScript }}
        />
        <Meta />
        {/* The font file every first paint uses (app.css loads the rest only when a page needs it). */}
        {!fontAfterHydration && (
          <link rel="preload" href={brandFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <Links />
        {/* Letters such as č, ř, ą, ł are in a second file. Found only once the page is styled,
            it arrived after the first file, and a heading drawn in both fonts for a moment wrapped
            differently from either (/pl/sluzby). Asked for at once, both files usually arrive
            before the first paint; when both come later, each still swaps in on its own. */}
        {fontAfterHydration && (
          <noscript>
            {/* Without scripts the page is never marked due (app.css): the brand font at once. */}
            <style>{`html[data-brand-font="after-hydration"]:not([data-brand-font-due]) { --font-sans: revert-layer; --default-font-family: revert-layer; }`}</style>
          </noscript>
        )}
        {data && data.lang !== "en" && !fontAfterHydration && (
          <link rel="preload" href={brandFontLatinExt} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
      </head>
      <body>
        {children}
        <PageScrollRestoration nonce={nonce} />
        {islands && data && <IslandPageData page={{ lang: data.lang }} />}
        {data?.prerendered ? (
          <ScriptsAtFirstInteraction stylesheet={stylesheet} />
        ) : islands ? (
          <IslandsScripts entry={islands.entry} nonce={nonce} />
        ) : (
          <Scripts nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Prerendered pages hydrate at the first interaction (ui/scripts-at-first-interaction.tsx); the
  // mark tells tests and monitoring that the page now answers to scripts.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    brandFontWhenIdle();
  }, []);
  return <Outlet />;
}

/** Last resort when even the site layout failed: no translations can be assumed here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request (4xx) is the client's doing; anything else is ours to look into.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong · Něco se pokazilo</h1>
      <p className="mt-4">
        <a className="text-brand-700 underline" href="/">
          {site.brand}
        </a>
      </p>
    </main>
  );
}
