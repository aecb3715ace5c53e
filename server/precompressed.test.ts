import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { precompressed } from "./precompressed";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("precompressed assets", () => {
  it("takes a download the browser gave up on (a navigation away) as finished, not as an error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // Larger than any socket buffer, so the file is still being sent when the client leaves.
    writeFileSync(join(dir, "big.js"), "");
    writeFileSync(join(dir, "big.js.br"), randomBytes(32 * 1024 * 1024));

    const errors: unknown[] = [];
    const closed: Promise<void>[] = [];
    const app = express();
    app.use((_req, res, next) => {
      // Express reports an aborted sendFile a turn after the response closes (on-finished defers it).
      closed.push(new Promise((resolve) => res.on("close", () => setImmediate(() => setImmediate(resolve)))));
      next();
    });
    app.use("/assets", precompressed(dir));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      errors.push(error);
      res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    cleanups.push(() => server.close());
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;

    await new Promise<void>((resolve) => {
      const client = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/assets/big.js",
        headers: { "Accept-Encoding": "br" },
      });
      client.on("response", (response) => {
        expect(response.statusCode).toBe(200);
        client.destroy();
        resolve();
      });
      client.on("error", () => {});
      client.end();
    });
    await Promise.all(closed);

    expect(errors).toEqual([]);
  });
});
