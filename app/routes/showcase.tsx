import { data } from "react-router";
import { site } from "~/content/site";
import { errorStatus, RequestError } from "~/features/layout/request-error";
import { noIndexMeta, rootMeta, seoMeta } from "~/features/seo/meta";
import { showcaseIn } from "~/features/web/showcases/index.server";
import { ShowcasePage } from "~/features/web/showcases/showcase-page";
import { requestLang } from "~/i18n/lang.server";
import { parsePath } from "~/i18n/paths";
import type { Route } from "./+types/showcase";

/**
 * An example site of the web-design page. routes.ts gives this module the known slugs only, so
 * an unknown one reaches the site layout's translated 404 like any other unknown path.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parsePath(new URL(request.url).pathname);
  if (parsed.kind !== "page" || parsed.page.name !== "showcase") throw data(null, { status: 404 });
  return showcaseIn(requestLang(request), parsed.page.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return noIndexMeta(site.brand);
  return seoMeta(rootMeta(matches), {
    page: { name: "showcase", slug: data.site.slug },
    title: data.title,
    description: data.site.description,
  });
}

export default function Showcase({ loaderData }: Route.ComponentProps) {
  return <ShowcasePage name={loaderData.name} frame={loaderData.frame} site={loaderData.site} />;
}

/** Outside the site layout, a refused request still gets the translated error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <RequestError status={errorStatus(error)} />
    </main>
  );
}
