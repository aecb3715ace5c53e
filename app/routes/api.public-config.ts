import type { PublicConfig } from "~/lib/public-config";
import type { Route } from "./+types/api.public-config";

export function loader({ context }: Route.LoaderArgs) {
  const {
    BOOKING_URL,
    GTM_ID,
    GTM_SCRIPT_URL,
    HIRING_VIDEO_URL,
    HIRING_VIDEO_CAPTIONS_URL,
    CHAT_WIDGET_SRC_CS,
    CHAT_WIDGET_SRC_EN,
  } = context.services.config;
  const body: PublicConfig = {
    bookingUrl: BOOKING_URL ?? null,
    gtmId: GTM_ID ?? null,
    gtmScriptUrl: GTM_SCRIPT_URL,
    hiringVideoUrl: HIRING_VIDEO_URL ?? null,
    hiringVideoCaptionsUrl: HIRING_VIDEO_CAPTIONS_URL ?? null,
    chatWidgetSrcCs: CHAT_WIDGET_SRC_CS ?? null,
    chatWidgetSrcEn: CHAT_WIDGET_SRC_EN ?? null,
  };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
