/**
 * How the parallel build's thread waits for its workers: each worker posts its answer on its own
 * port and then bumps a shared counter, so this thread sleeps on the counter (`Atomics.wait`)
 * and takes answers with `receiveMessageOnPort`, staying synchronous.
 */
import type { MessagePort } from "node:worker_threads";
import { receiveMessageOnPort } from "node:worker_threads";

/**
 * The next message on any of `ports` (in the order given), sleeping until a worker signals; null
 * after `timeoutMs` without any worker's answer.
 */
export function waitForAnswer<T>(
  ports: readonly MessagePort[],
  signal: Int32Array,
  timeoutMs: number,
): T | null {
  let deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = Atomics.load(signal, 0);
    for (const port of ports) {
      const received = receiveMessageOnPort(port);
      if (received) return received.message as T;
    }
    const left = deadline - Date.now();
    if (left <= 0) return null;
    // Woken by any worker's answer: another port's answer waits in its queue for its turn.
    if (Atomics.wait(signal, 0, seen, left) !== "timed-out") deadline = Date.now() + timeoutMs;
  }
}
