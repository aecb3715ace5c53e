import { data, redirect } from "react-router";
import { NotFound } from "~/features/layout/not-found";
import { noIndexMeta } from "~/features/seo/meta";
import { langCookie, requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import { parsePath } from "~/i18n/paths";
import type { Route } from "./+types/fallback";

/** Paths no page claims: the redirects of old and alternative URLs (docs/PRODUCT.md, Pages), else a 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parsePath(new URL(request.url).pathname);
  if (parsed.kind === "redirect") {
    const headers = parsed.lang ? { "Set-Cookie": langCookie(parsed.lang) } : undefined;
    throw redirect(parsed.to, { status: 301, headers });
  }
  return data({ title: messages(requestLang(request)).notFound.meta.title }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta(data.title);
}

export default function Fallback() {
  return <NotFound kind="page" />;
}
