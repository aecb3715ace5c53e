/**
 * The HTTP methods the site answers, and a 405 naming them for every other. Express hands the
 * app any method Node parses (TRACE, PROPFIND, LOCK…); the Fetch `Request` that React Router
 * needs refuses TRACE, CONNECT and TRACK, which made TRACE a 500 on every path. Node itself
 * closes a CONNECT without a word and answers a token it does not know (TRACK, FOO) with a bare
 * 400: both get the same 405 here.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** The `Allow` header of every 405 and of the answer to OPTIONS. */
export const ALLOW = [...ALLOWED_METHODS].join(", ");

const REFUSAL = JSON.stringify({ ok: false, error: "methodNotAllowed" });

/** Any method but the site's: 405 with `Allow`, before anything else looks at the request. */
export const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.has(req.method)) return next();
  res.status(405).set({ Allow: ALLOW, "Cache-Control": "no-store" }).type("json").send(REFUSAL);
};

/** The 405 written on the socket, for the requests Node answers before Express sees them. */
const rawRefusal = [
  "HTTP/1.1 405 Method Not Allowed",
  `Allow: ${ALLOW}`,
  "Content-Type: application/json; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(REFUSAL)}`,
  "Cache-Control: no-store",
  "X-Content-Type-Options: nosniff",
  "Connection: close",
  "",
  REFUSAL,
].join("\r\n");

/** What Node answers itself to a request it cannot parse (its own defaults, kept). */
function parseErrorAnswer(code: string | undefined) {
  if (code === "HPE_INVALID_METHOD") return rawRefusal;
  if (code === "HPE_HEADER_OVERFLOW")
    return "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n";
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
  return "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
}

/** CONNECT and methods Node's parser does not know get the site's 405 instead of Node's answer. */
export function refuseUnparsedMethods(server: Server) {
  server.on("connect", (_req, socket: Socket) => {
    socket.end(rawRefusal);
  });
  server.on(
    "clientError",
    (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: ServerResponse }) => {
      // As Node does: no answer on a dead socket, nor in the middle of an answer already begun.
      if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
        socket.destroy();
        return;
      }
      socket.end(parseErrorAnswer(error.code));
    },
  );
}
