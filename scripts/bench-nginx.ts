/**
 * nginx as the benchmarks start it (bench:pages, bench:durability, bench:first-touch): a
 * configuration of its own in a new temporary directory, one worker unless told otherwise, no
 * access log, its temporary files in that directory, in the foreground until `stop()`.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Nginx {
  url: string;
  stop(): void;
}

export const nginxInstalled = () => !spawnSync("nginx", ["-v"]).error;

/** A new temporary directory for one nginx: its configuration, pid, temporary files and any files it serves. */
export const nginxDir = () => mkdtempSync(join(tmpdir(), "agency-nginx-"));

/**
 * Starts nginx in `dir` with `http` as the rest of its `http` block (the `server` and any
 * `upstream`), and resolves once `port` accepts connections. `errorLog` is the least severe level
 * it writes to stderr.
 */
export async function startNginx({
  dir,
  port,
  http,
  url = `http://127.0.0.1:${port}`,
  workers = 1,
  errorLog = "error",
}: {
  dir: string;
  port: number;
  http: string;
  url?: string;
  workers?: number | string;
  errorLog?: string;
}): Promise<Nginx> {
  const temp = (name: string) => `${name} ${join(dir, name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes ${workers};
daemon off;
pid ${join(dir, "nginx.pid")};
error_log stderr ${errorLog};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n  ")}
  ${http}
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill("SIGTERM") };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The `location` that passes every request to `upstream`, as a TLS-terminating proxy in front of the server would. */
export const proxyTo = (upstream: string) => `location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`;

/**
 * A self-signed certificate for 127.0.0.1 made with openssl in `dir`, and the base64 SHA-256 of
 * its public key, which Chromium's `--ignore-certificate-errors-spki-list` trusts as a valid
 * certificate (so its responses are cached, unlike those over an ignored certificate error).
 */
export function selfSignedCertificate(dir: string) {
  const certificate = join(dir, "certificate.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey.export({
    type: "spki",
    format: "der",
  });
  return { certificate, key, spki: createHash("sha256").update(publicKey).digest("base64") };
}
