/**
 * Test helper: a real IMAP server, Debian's Dovecot (`dovecot-imapd`, installed by
 * scripts/test.sh), run in the foreground with its own configuration, mail and logs in a temporary
 * folder, on 127.0.0.1 only; no system service. Plain-text login on loopback, one user.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const DOVECOT = "/usr/sbin/dovecot";
export const dovecotInstalled = existsSync(DOVECOT);

export interface TestImapServer {
  url: string;
  user: string;
  password: string;
  port: number;
  /** Stops the server (a dead connection for its clients); `start` brings it back with its mail. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Dovecot: ${what} within ${ms} ms`);
}

/** Dovecot on `port` (the caller's own range: tests/e2e and other servers use theirs). */
export async function startImapServer(port: number): Promise<TestImapServer> {
  const dir = mkdtempSync(join(tmpdir(), "dovecot-test-"));
  // Dovecot's unprivileged processes read the password file and write the mail here.
  chmodSync(dir, 0o755);
  const user = "replies";
  const password = "imap-test-password";
  // As root Dovecot needs an unprivileged owner for the mail; otherwise it runs as whoever runs it.
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : (process.getuid?.() ?? 1000);
  const gid = root ? 65534 : (process.getgid?.() ?? 1000);
  const owner = root ? "dovenull" : (process.env.USER ?? "nobody");
  for (const sub of ["run", "state", "mail"]) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  writeFileSync(join(dir, "users"), `${user}:{PLAIN}${password}\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, "dovecot.conf"),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(uid, 1000)}
default_internal_user = ${owner}
default_internal_group = ${root ? "nogroup" : owner}
default_login_user = ${owner}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  );
  let child: ChildProcess | null = null;
  const start = async () => {
    if (await portOpen(port)) throw new Error(`Dovecot: port ${port} is taken`);
    child = spawn(DOVECOT, ["-F", "-c", join(dir, "dovecot.conf")], { stdio: "ignore" });
    await waitFor(() => portOpen(port), `listening on ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
    await waitFor(async () => !(await portOpen(port)), `closing ${port}`);
  };
  await start();
  return {
    url: `imap://${user}:${password}@127.0.0.1:${port}`,
    user,
    password,
    port,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
