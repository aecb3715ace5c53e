/**
 * `npx tsx scripts/first-touch-trace.ts [page…]`: where a first touch's time goes
 * (docs/decisions/0075-the-web-page-s-first-touch.md). The page is held, touched and timed as by
 * `npm run bench:first-touch` (scripts/first-touch-page.ts: the same phone, line and CPU), with a
 * Chromium trace around it. For each page (default: the web and team pages) it prints, for the
 * time from the touch to live controls and the 1.5 s after:
 * - the main thread's busy time and its events by name (script, style, layout, paint, GC…),
 *   and every event of 8 ms or more on a timeline from the touch (MIN_MS to change);
 * - the JavaScript's own time by source module, from the trace's CPU samples and the build's
 *   source maps (`SOURCEMAP=1 npm run build`), and the functions that took most;
 * - every request after the touch, from the cache or with its bytes;
 * - the page's elements by landmark, what hydration walks.
 * BENCH_URL: a server running this build (else one is started); BUILD_DIR: another build
 * (`build`); BENCH_MOMENTS: `cached` (default) or `load`.
 */
import { readFileSync } from "node:fs";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { buildPath } from "../app/i18n/paths";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";
import { startBuiltServer } from "./bench-server";
import { firstTouch, type Moment, PHONE, throttledPage } from "./first-touch-page";

const pages = process.argv.slice(2);
if (pages.length === 0) pages.push(buildPath({ name: "web" }, "en"), buildPath({ name: "team" }, "en"));
const moment = (process.env.BENCH_MOMENTS ?? "cached") as Moment;
const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
const minMs = Number(process.env.MIN_MS ?? 8);
const AFTER_US = 1_500_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}

const sourceMaps = new Map<string, TraceMap | null>();

/** The source module of a position in a built file, read from its source map. */
function sourceOf(url: string, line: number, column: number): string {
  if (!url) return "(native)";
  const file = new URL(url).pathname;
  if (!file.startsWith("/assets/")) return file;
  if (!sourceMaps.has(file)) {
    const map = `${clientDir}${file}.map`;
    sourceMaps.set(
      file,
      (() => {
        try {
          return new TraceMap(readFileSync(map, "utf8"));
        } catch {
          return null;
        }
      })(),
    );
  }
  const map = sourceMaps.get(file);
  const source = map ? originalPositionFor(map, { line: line + 1, column }).source : null;
  return source?.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+app\//, "app/") ?? file;
}

/** Adds `amount` to `key`'s sum. */
function add(sums: Map<string, number>, key: string, amount: number) {
  sums.set(key, (sums.get(key) ?? 0) + amount);
}

/** The largest sums, in ms, one a line. */
function top(sums: Map<string, number>, count: number) {
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(5)}  ${key}`)
    .join("\n");
}

/** The page's elements under each landmark of the body, evaluated in the page. */
function elementsByLandmark() {
  const counts: Record<string, number> = {};
  for (const landmark of document.body.querySelectorAll("header, main > *, footer, body > section, dialog")) {
    if (landmark.parentElement?.closest("header, footer, main > *, dialog")) continue;
    const name = `${landmark.localName}${landmark.id ? `#${landmark.id}` : ""} ${
      landmark.getAttribute("aria-labelledby") ?? ""
    }`;
    counts[name] = landmark.querySelectorAll("*").length + 1;
  }
  return { all: document.body.querySelectorAll("*").length, counts };
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => undefined }
  : await startBuiltServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of pages) {
    const context = await browser.newContext(PHONE);
    const { page, cdp } = await throttledPage(context);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const requests = new Map<
      string,
      { url: string; start: number; end?: number; cached: boolean; bytes: number }
    >();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, timestamp }) =>
      requests.set(requestId, { url: request.url, start: timestamp * 1e6, cached: false, bytes: 0 }),
    );
    cdp.on("Network.requestServedFromCache", ({ requestId }) => {
      const request = requests.get(requestId);
      if (request) request.cached = true;
    });
    cdp.on("Network.loadingFinished", ({ requestId, timestamp, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) Object.assign(request, { end: timestamp * 1e6, bytes: encodedDataLength });
    });
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: {
        includedCategories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "blink.user_timing",
          "disabled-by-default-v8.cpu_profiler",
        ],
      },
    });
    const touch = await firstTouch(page, `${server.url}${path}`, moment);
    const elements = await page.evaluate(elementsByLandmark);
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    await context.close();

    const mark = events.find((event) => event.name === "first-touch" && event.cat.includes("user_timing"));
    if (!mark) throw new Error(`${path}: no first-touch mark in the trace`);
    const { pid, tid } = mark;
    const touched = mark.ts;
    const live = touched + touch.ms * 1000;
    const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === "X");
    const within = (event: TraceEvent, from: number, to: number) => event.ts >= from && event.ts < to;
    const busy = (from: number, to: number) =>
      onMain
        .filter((event) => event.name === "RunTask")
        .reduce(
          (sum, task) => sum + Math.max(0, Math.min(task.ts + (task.dur ?? 0), to) - Math.max(task.ts, from)),
          0,
        );
    const byName = (from: number, to: number) => {
      const sums = new Map<string, number>();
      for (const event of onMain)
        if (within(event, from, to) && event.name !== "RunTask") add(sums, event.name, event.dur ?? 0);
      return sums;
    };
    console.log(
      `\n=== ${path}, touched ${moment === "cached" ? "with the files in" : "at load"}: live after ${Math.round(touch.ms)} ms, main thread busy ${Math.round(busy(touched, live) / 1000)} ms of it; ${Math.round(busy(live, live + AFTER_US) / 1000)} ms in the 1.5 s after`,
    );
    console.log(
      `events, touch to live (ms; an event's time includes what runs inside it):\n${top(byName(touched, live), 14)}`,
    );
    console.log(`events, 1.5 s after live:\n${top(byName(live, live + AFTER_US), 8)}`);
    console.log(`timeline (ms from the touch, events of ${minMs} ms or more):`);
    for (const event of onMain.filter(
      (event) =>
        within(event, touched, live + AFTER_US) &&
        (event.dur ?? 0) >= minMs * 1000 &&
        event.name !== "RunTask",
    )) {
      const data = event.args?.data ?? {};
      const what = String(data.url ?? data.fileName ?? data.type ?? "").replace(server.url, "");
      const at = ((event.ts - touched) / 1000).toFixed(0).padStart(6);
      console.log(
        `  ${at} +${((event.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${event.name} ${what}${event.ts > live ? " (after live)" : ""}`,
      );
    }

    // The CPU samples of the page's main thread: each sample's time goes to the function it was in.
    const profile = events.find(
      (event) => event.name === "Profile" && event.pid === pid && event.tid === tid,
    );
    const nodes = new Map<number, ProfileNode>();
    const bySource = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let at = Number(profile?.args?.data?.startTime ?? 0);
    for (const chunk of events.filter((event) => event.name === "ProfileChunk" && event.id === profile?.id)) {
      const data = chunk.args?.data as
        | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((sample, index) => {
        const delta = deltas[index] ?? 0;
        at += delta;
        const node = nodes.get(sample);
        if (!node || at < touched || at > live) return;
        const { url, lineNumber, columnNumber, functionName } = node.callFrame;
        const source = url ? sourceOf(url, lineNumber, columnNumber) : `(${functionName || "native"})`;
        add(bySource, source, delta);
        add(byFunction, `${functionName || "(anonymous)"} in ${source}`, delta);
      });
    }
    console.log(
      `JavaScript and the browser's own work by source, touch to live (ms, sampled):\n${top(bySource, 16)}`,
    );
    console.log(`functions:\n${top(byFunction, 12)}`);

    console.log("requests after the touch (ms from the touch):");
    for (const request of [...requests.values()].filter((request) => request.start >= touched))
      console.log(
        `  ${((request.start - touched) / 1000).toFixed(0).padStart(6)} → ${request.end ? ((request.end - touched) / 1000).toFixed(0) : "…"}  ${request.cached ? "cache" : `${(request.bytes / 1024).toFixed(1)} KB`}  ${request.url.replace(server.url, "").slice(0, 80)}`,
      );
    console.log(`elements: ${elements.all} in the body`);
    for (const [landmark, count] of Object.entries(elements.counts).sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(5)}  ${landmark}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
