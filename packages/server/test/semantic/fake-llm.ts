/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for the LLM adapter tests.
 * Each test sets `reply`; every request received is recorded.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake server received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/** How the fake server answers one request. */
export type Reply = (req: ReceivedRequest, res: ServerResponse) => void;

/** A running fake server. */
export interface FakeLlm {
  baseUrl: string;
  received: ReceivedRequest[];
  reply: Reply;
  close(): Promise<void>;
}

/** Start a fake server on an ephemeral loopback port. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: "",
    received: [],
    reply: (_req, res) => res.writeHead(500).end(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const received = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      fake.received.push(received);
      fake.reply(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // Slow replies must not keep the server open after the tests.
  const close = fake.close;
  fake.close = () => {
    server.closeAllConnections();
    return close();
  };
  return fake;
}

/** A chat-completions response whose message content is `content`. */
export function chatResponse(content: string): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

/** A port on 127.0.0.1 with nothing listening (a server was opened and closed on it). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
