/**
 * A loopback SPARQL endpoint for the sync tests: a tiny HTTP server handing each query to a
 * real Oxigraph store (WASM, in process), with faults to inject per request: an HTTP status
 * (with Retry-After), a hang (the client must time out), a replaced body, a body cut short, a
 * rewritten query.
 */

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import oxigraph from "oxigraph";

/** What to do with one request instead of (or to) the real answer. */
export type Fault =
  | { status: number; retryAfter?: string }
  | { hang: true }
  | { body: string }
  | { cutAfterChars: number }
  /** Answer another query instead (an endpoint that ignores the OFFSET, or caps the rows). */
  | { rewrite: (query: string) => string };

/** A running endpoint. */
export interface FakeLindas {
  url: string;
  /** The queries received, in order. */
  queries: string[];
  /** Replace the data (a new day of the register). */
  load(quads: string): void;
  /** Decide per request (index from 0, query text) whether to inject a fault. */
  faults: (request: number, query: string) => Fault | undefined;
  close(): Promise<void>;
}

/** Start an endpoint over `quads` on 127.0.0.1. */
export async function startFakeLindas(quads: string): Promise<FakeLindas> {
  let store = storeOf(quads);
  const hanging = new Set<() => void>();
  const fake: FakeLindas = {
    url: "",
    queries: [],
    load(next) {
      store = storeOf(next);
    },
    faults: () => undefined,
    close: () =>
      new Promise((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (d: string) => {
      body += d;
    });
    req.on("end", () => {
      const query = new URLSearchParams(body).get("query") ?? "";
      const index = fake.queries.push(query) - 1;
      const fault = fake.faults(index, query);
      if (fault && "hang" in fault) {
        hanging.add(() => res.destroy());
        return;
      }
      if (fault && "status" in fault) {
        res.writeHead(fault.status, fault.retryAfter ? { "retry-after": fault.retryAfter } : {});
        res.end("busy");
        return;
      }
      let answer: string;
      try {
        const asked = fault && "rewrite" in fault ? fault.rewrite(query) : query;
        answer = String(store.query(asked, { results_format: "application/sparql-results+json" }));
      } catch (error) {
        res.writeHead(400, { "content-type": "text/plain" });
        res.end(String(error));
        return;
      }
      if (fault && "body" in fault) answer = fault.body;
      if (fault && "cutAfterChars" in fault) answer = answer.slice(0, fault.cutAfterChars);
      res.writeHead(200, { "content-type": "application/sparql-results+json" });
      // Small writes, so the client's streaming reader meets solutions cut across chunks.
      for (let at = 0; at < answer.length; at += 4096) res.write(answer.slice(at, at + 4096));
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/query`;
  return fake;
}

function storeOf(quads: string): oxigraph.Store {
  const store = new oxigraph.Store();
  store.load(quads, { format: "application/n-quads" });
  return store;
}
