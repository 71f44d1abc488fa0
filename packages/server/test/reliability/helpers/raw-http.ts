/** Raw HTTP/1.1 over a socket, for requests a well-behaved client refuses to send. */
import { connect } from "node:net";

/** Send raw bytes and read the whole answer (the server closes the connection). */
export function rawRequest(targetPort: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(targetPort, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    socket.write(bytes);
  });
}

/** Status and parsed JSON body of a raw HTTP/1.1 answer. */
export function parseRaw(answer: string): { status: number; headers: string; body: unknown } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head, body: body === "" ? null : (JSON.parse(body) as unknown) };
}
