/**
 * A preload that profiles a server's CPU and writes `server-<pid>.cpuprofile` to CPU_PROFILE_DIR
 * (default /tmp) when it exits, e.g.
 * `BENCH_SERVER_NODE_OPTIONS="--require ./scripts/cpu-profile.cjs" npm run bench:queue`
 * (Node 20 refuses `--cpu-prof` in NODE_OPTIONS). Open the file in Chrome's DevTools.
 */
const inspector = require("node:inspector");
const fs = require("node:fs");
const path = require("node:path");

const directory = process.env.CPU_PROFILE_DIR || "/tmp";
const session = new inspector.Session();
session.connect();
session.post("Profiler.enable");
session.post("Profiler.start");

let written = false;
function write() {
  if (written) return;
  written = true;
  // The in-process session answers synchronously, so this also works while the process exits.
  session.post("Profiler.stop", (error, result) => {
    if (error) return;
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(
      path.join(directory, `server-${process.pid}.cpuprofile`),
      JSON.stringify(result.profile),
    );
  });
}
const exit = process.exit.bind(process);
process.exit = (code) => {
  write();
  exit(code);
};
process.on("exit", write);
