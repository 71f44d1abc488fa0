/**
 * The app on a real node:http server on 127.0.0.1, wired as main.ts wires it (Node-level client
 * errors and unmet expectations answered with the contract's error body).
 */
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import type { Logger } from "pino";
import { answerClientErrors } from "../../../src/http/client-error.js";

export interface RealServer {
  server: Server;
  port: number;
  /** Close every connection and the server. */
  close(): Promise<void>;
}

export async function listenLikeMain(app: Express, logger: Logger): Promise<RealServer> {
  const server = createServer(app);
  answerClientErrors(server, logger);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
