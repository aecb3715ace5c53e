import type { NextFunction, Request, Response } from "express";

type Listener = () => void;

/**
 * The compression middleware hands `res.on("drain")` to its compressing stream but not
 * `res.removeListener` (expressjs/compression#135), so each `res.once("drain")` that React
 * Router's handler makes when a write fills the buffer stays on that stream for the rest of the
 * response: a long page piled up listeners until Node warned of a leak. Placed after compression,
 * this answers every `once("drain")` from one listener of the response's own.
 */
export function oneDrainListener(_req: Request, res: Response, next: NextFunction) {
  const waiting = new Set<Listener>();
  const { once, removeListener } = res;
  let listening = false;
  const drainOnce = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return once.call(this, event, listener);
    if (!listening) {
      listening = true;
      this.on("drain", () => {
        const due = [...waiting];
        waiting.clear();
        for (const waiter of due) waiter();
      });
    }
    waiting.add(listener);
    return this;
  };
  const stopWaiting = function (this: Response, event: string | symbol, listener: Listener) {
    if (event === "drain" && waiting.delete(listener)) return this;
    return removeListener.call(this, event, listener);
  };
  // Node's overloads name each event's listener; these take any, as the originals do.
  Object.assign(res, { once: drainOnce, removeListener: stopWaiting, off: stopWaiting });
  next();
}
