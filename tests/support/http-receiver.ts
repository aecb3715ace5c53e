import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as a receiver got it. */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiving endpoint (a CRM, say) on a free port of this machine: it records every request's
 * headers and body, and answers each with the status its `status` holds at that moment.
 */
export async function startReceiver(path: string) {
  const received: ReceivedRequest[] = [];
  const answer = { status: 200 };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
