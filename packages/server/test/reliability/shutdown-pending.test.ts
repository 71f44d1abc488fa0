/**
 * A SIGTERM that arrives while the event loop is busy: requests already sent on other
 * connections wait unread (accepted, counted as idle, or still in the listen backlog). The drain
 * used to close the server at once, and those clients got ECONNRESET for requests they had sent
 * in full (an adversarial review, 5 of 8 batch requests). Now the loop settles first: they are
 * read and answered, then the server closes. The client runs in a child process, so it can send
 * while this process is busy.
 */
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import { createServer } from "node:http";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { drainServer } from "../../src/shutdown.js";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Sends /slow, then five /fast on new connections while the server is busy; prints the answers. */
const CLIENT = `
const http = require("node:http");
const port = Number(process.argv[1]);
const send = (path) => new Promise((resolve) => {
  const req = http.request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
    let body = "";
    res.on("data", (d) => (body += d));
    res.on("end", () => resolve(res.statusCode + ":" + body));
  });
  req.on("error", (e) => resolve("error:" + e.code));
  req.end();
});
(async () => {
  const slow = send("/slow");
  await new Promise((r) => setTimeout(r, 150));
  const fast = await Promise.all([1, 2, 3, 4, 5].map(() => send("/fast")));
  process.stdout.write(JSON.stringify([await slow, ...fast]));
})();
`;

describe("the drain when the signal comes while the loop is busy", () => {
  it("answers the requests already sent, then closes", async () => {
    let drained: Promise<void> | undefined;
    server = createServer((req, res) => {
      if (req.url === "/slow") {
        const end = Date.now() + 600;
        while (Date.now() < end) {} // busy: the client's other requests arrive meanwhile
        drained = drainServer(server as Server, pino({ level: "silent" }), 5_000);
        res.end("slow");
        return;
      }
      res.end("fast");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;

    const child = spawn(process.execPath, ["-e", CLIENT, String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    await new Promise((resolve) => child.on("close", resolve));

    expect(JSON.parse(out)).toEqual(["200:slow", ...Array(5).fill("200:fast")]);
    await drained;
    expect(server.listening).toBe(false);
  });
});
