/**
 * Prerendered pages are built once and deployed anywhere, so at build time their absolute URLs
 * (canonical, hreflang, Open Graph, JSON-LD) use this placeholder origin, and the server puts
 * its own PUBLIC_URL in its place when it loads the files.
 */
export const PRERENDER_ORIGIN = "https://prerender.origin.invalid";
