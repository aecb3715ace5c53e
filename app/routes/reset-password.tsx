import { data, redirect } from "react-router";
import { site } from "~/content/site";
import { isLang } from "~/domain/languages";
import { RESET_PASSWORD_PATH } from "~/features/auth/auth.server";
import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { noIndexMeta } from "~/features/seo/meta";
import { langCookie, requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/reset-password";

/**
 * Target of the reset e-mail's link (?token=…&lang=…), rendered per request in the stored
 * language. The link's language (the account's) is stored first, so the whole page, header
 * included, speaks the language of the e-mail.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request);
  const token = query.get("token") ?? "";
  const linkLang = query.get("lang");
  if (isLang(linkLang)) {
    const target = token ? `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}` : RESET_PASSWORD_PATH;
    throw redirect(target, {
      headers: { "Set-Cookie": langCookie(linkLang), "Referrer-Policy": "no-referrer" },
    });
  }
  const lang = requestLang(request);
  const { reset, validation, auth } = accountMessages(lang);
  return data(
    {
      lang,
      token,
      t: reset,
      validation,
      fallback: auth.errors.resetFallback,
      tooManyRequests: auth.errors.tooManyRequests,
    },
    // The token must not leak to other sites or caches.
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta(`${data?.t.title ?? "Reset password"} | ${site.brand}`);
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordPage {...loaderData} />;
}
