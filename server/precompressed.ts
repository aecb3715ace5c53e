import { existsSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { RequestHandler } from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Sends the Brotli or gzip file the build wrote next to a hashed asset (scripts/build.ts), so
 * browsers get the smallest form without the server compressing anything.
 */
export function precompressed(dir: string): RequestHandler {
  const known = new Map<string, boolean>();
  const exists = (path: string) => {
    let found = known.get(path);
    if (found === undefined) {
      found = existsSync(path);
      known.set(path, found);
    }
    return found;
  };
  return (req, res, next) => {
    const type = types[extname(req.path)];
    const file = normalize(join(dir, req.path));
    if (!type || (req.method !== "GET" && req.method !== "HEAD") || !file.startsWith(dir + sep))
      return next();
    const encoding = req.acceptsEncodings("br", "gzip");
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : null;
    if (!suffix || !exists(file + suffix)) return next();
    res.set({
      "Content-Type": type,
      "Content-Encoding": encoding as string,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.sendFile(file + suffix, { headers: { "Content-Type": type } }, (error) => {
      // A browser that navigates away drops its downloads: nothing went wrong on our side.
      if (error && (error as NodeJS.ErrnoException).code !== "ECONNABORTED") next(error);
    });
  };
}
