/**
 * `npm run bench:pages` (after `npm run build`): requests per second and latency of the home
 * page and a service page from the built server over loopback, beside nginx serving the same
 * prerendered files (when nginx is installed); the booking page, whose form token and offered
 * days are filled in for each answer; and what the home page weighs (page-weight.ts).
 */
import { chmodSync, cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { PRERENDER_ORIGIN } from "../app/platform/prerendering.server";
import { freePort } from "../tests/e2e/servers";
import { nginxDir, nginxInstalled, startNginx } from "./bench-nginx";
import { startBuiltServer } from "./bench-server";
import { pageWeight } from "./page-weight";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "accept-encoding": "gzip, br" },
  });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * nginx with the build's prerendered pages (this origin in place of the build's placeholder,
 * gzipped once like ours) and hashed assets, one worker like our one Node process.
 */
async function startStaticNginx() {
  if (!nginxInstalled()) return null;
  const dir = nginxDir();
  // nginx's workers drop to an unprivileged user, who must be able to read the files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = join(dir, "root");
  cpSync("build/client", root, { recursive: true });
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("index.html")) continue;
    const html = readFileSync(join(root, file), "utf8").replaceAll(PRERENDER_ORIGIN, url);
    writeFileSync(join(root, file), html);
    writeFileSync(join(root, `${file}.gz`), gzipSync(html, { level: 9 }));
  }
  return startNginx({
    dir,
    port,
    workers: process.env.NGINX_WORKERS ?? 1,
    http: `gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html $uri =404; }
  }`,
  });
}

const server = await startBuiltServer();
const nginx = await startStaticNginx();
try {
  console.log(`bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page, loopback`);
  if (!nginx) console.log("nginx is not installed (apt-get install -y nginx): measuring our server only.");
  const pages = [
    { name: "home /eng", path: "/eng", nginxToo: true },
    { name: "service /eng/sluzby/outreach", path: "/eng/sluzby/outreach", nginxToo: true },
    // Filled in and compressed for each answer (app/content/fresh-fields.server.ts): nothing
    // nginx could serve as a file.
    { name: "booking /eng/booking", path: "/eng/booking", nginxToo: false },
  ];
  const table: Record<string, unknown> = {};
  for (const { name, path, nginxToo } of pages) {
    const ours = await load(`${server.url}${path}`);
    table[`${name} (ours)`] = ours;
    if (nginx && nginxToo) {
      const theirs = await load(`${nginx.url}${path}`);
      table[`${name} (nginx)`] = theirs;
      console.log(
        `${name}: ours ${ours["req/s"]} req/s, nginx ${theirs["req/s"]} req/s, ratio ${(ours["req/s"] / theirs["req/s"]).toFixed(2)}`,
      );
    }
  }
  console.table(table);
  // No script runs before the visitor's first interaction (app/ui/scripts-at-first-interaction.tsx): the JS is what
  // that interaction loads, the CSS what the first paint needs, inlined in the HTML.
  console.log("Home page weight (JS as loaded at the first interaction):");
  const weight = await pageWeight(server.url, "/eng");
  console.table({
    "/eng": {
      "JS files": weight.jsFiles,
      "JS KB gz at first use": +(weight.jsGzip / 1024).toFixed(1),
      "HTML KB br": +(weight.htmlBrotli / 1024).toFixed(1),
      "first-paint CSS KB": +(weight.cssRaw / 1024).toFixed(1),
    },
  });
} finally {
  nginx?.stop();
  await server.stop();
}
