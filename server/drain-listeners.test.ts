import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { oneDrainListener } from "./drain-listeners";

/** 2 MB a zlib stream cannot shrink, in 16 KB chunks: its buffer fills again and again. */
function incompressible() {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 2 * 1024 * 1024) return controller.close();
      sent += 16 * 1024;
      controller.enqueue(randomBytes(16 * 1024));
    },
  });
}

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

describe("a streamed page through the compression middleware", () => {
  it("waits for each drain with one listener, so none piles up on the compressing stream", async () => {
    process.on("warning", onWarning);
    const app = express();
    app.use(compression({ filter: () => true }));
    app.use(oneDrainListener);
    // As React Router's handler writes a page: a `once("drain")` whenever a write returns false.
    app.get("/", async (_req, res) => {
      res.type("html");
      await writeReadableStreamToWritable(incompressible(), res);
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { "Accept-Encoding": "br" } });
      expect(answer.headers.get("content-encoding")).toBe("br");
      expect((await answer.arrayBuffer()).byteLength).toBe(2 * 1024 * 1024);
      // Node reports a listener leak as a warning on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      server.close();
    }
  });
});
