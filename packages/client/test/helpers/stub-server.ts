/**
 * A bare node:http server on 127.0.0.1 (port 0) that answers with a handler the test writes:
 * for the answers the real server never gives (redirects, HTML pages, huge bodies). It records
 * every request it got, body included.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stub received. */
export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A running stub. */
export interface StubServer {
  baseUrl: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

/** Start a stub answering every request with `handler`. */
export async function startStubServer(
  handler: (req: StubRequest, res: ServerResponse) => void,
): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(request);
    handler(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
