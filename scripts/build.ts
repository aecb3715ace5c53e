/**
 * `npm run build`: privacy-policy PDFs, the React Router app (with every public page
 * prerendered) and the Node server entry.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { showcaseFramePath } from "../app/features/web/showcase-frame";
import { parsePath } from "../app/i18n/paths";
import { optimizePageHtml, withoutScripts } from "./page-html";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
}

run(process.execPath, ["--import", "tsx", "scripts/build-privacy-pdfs.ts"]);
run(
  process.execPath,
  ["--import", "tsx", "--import", "./scripts/warn-once.ts", "node_modules/@react-router/dev/bin.js", "build"],
  { NODE_ENV: "production" },
);
// Every prerendered page gets its CSS inline and is checked to load nothing before the first
// interaction (scripts/page-html.ts); each example site, a copy without scripts for the web page's
// frames (app/features/web/showcase-frame.ts).
for (const file of readdirSync("build/client", { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith("index.html")) continue;
  const path = join("build/client", file);
  const html = await optimizePageHtml(readFileSync(path, "utf8")).catch((error: unknown) => {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  writeFileSync(path, html);
  const pagePath = `/${dirname(file).split(sep).join("/")}`;
  const parsed = parsePath(pagePath);
  if (parsed.kind === "page" && parsed.page.name === "showcase") {
    const copy = join("build/client", showcaseFramePath(pagePath), "index.html");
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, withoutScripts(html, { structuredData: "drop" }));
  }
}
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server-main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
// React and React Router choose their production build from NODE_ENV when first loaded, so it is
// set before anything else is imported.
writeFileSync(
  "build/server.js",
  'process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n',
);
cpSync("app/platform/db/migrations", "build/migrations", { recursive: true });

// Hashed assets never change: compress them once, at the highest levels, for the server to send as they are.
const assets = "build/client/assets";
for (const file of readdirSync(assets).filter((name) => /\.(js|css|svg)$/.test(name))) {
  const body = readFileSync(join(assets, file));
  writeFileSync(
    join(assets, `${file}.br`),
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(assets, `${file}.gz`), gzipSync(body, { level: 9 }));
}
console.log("Built build/server.js and build/migrations");
