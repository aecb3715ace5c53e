import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\n\nSitemap: ${context.services.config.PUBLIC_URL}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
