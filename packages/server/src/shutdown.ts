/**
 * Process lifecycle of `namescreen serve`: the graceful drain on SIGTERM/SIGINT, and what
 * happens on a fault.
 *
 * Drain: let requests already sent be read (a short settle), stop accepting, let requests in
 * flight finish, and close every keep-alive connection
 * as soon as it is idle (a connection busy when the signal came becomes idle after its
 * response, so idle connections are closed again on a short interval until the server is
 * closed). Requests still running at the drain deadline are cut, so the process always exits
 * within the grace period.
 *
 * Faults: an uncaught exception or unhandled rejection logs one fatal line, then the same drain,
 * then exit 1. SIGBUS, SIGSEGV, SIGILL, SIGFPE, SIGABRT and SIGTRAP get no JS listener: a
 * listener would return from a hardware fault into the faulting instruction (the process
 * freezes), and a graceful path would exit 0. With their default action the process dies at
 * once by the signal, which every supervisor sees as a failure and restarts.
 */
import type { Server } from "node:http";
import closeWithGrace from "close-with-grace";
import type { Logger } from "pino";

/** Grace period between the signal and the forced exit (close-with-grace's delay). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** Requests still running this long after the signal are cut, leaving time to flush and close. */
export const DRAIN_DEADLINE_MS = 8_000;
/** How often connections that became idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

/** Signals whose default action (immediate death) is kept; see the file comment. */
export const FATAL_SIGNALS = ["SIGBUS", "SIGSEGV", "SIGILL", "SIGFPE", "SIGABRT", "SIGTRAP"] as const;

/**
 * Stop accepting and wait for the requests in flight (at most `deadlineMs`), closing idle
 * connections. First the event loop settles (`settle`): a request sent while the loop was busy
 * may still wait, unread, on an accepted connection (which counts as idle) or in the listen
 * backlog (reset when the server closes); both were cut with ECONNRESET although fully sent.
 */
export async function drainServer(
  server: Server,
  logger: Logger,
  deadlineMs = DRAIN_DEADLINE_MS,
): Promise<void> {
  await settle();
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      logger.warn({ deadlineMs }, "requests still running at the drain deadline were cut");
      server.closeAllConnections();
    }, deadlineMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Turns of the event loop (and at least `SETTLE_MS`) for waiting connections to be accepted and read. */
const SETTLE_TURNS = 3;
const SETTLE_MS = 50;

/** Let the event loop accept pending connections and read the requests already sent on them. */
async function settle(): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  // Each turn runs a poll phase: the first accepts, the next reads what the new sockets hold.
  for (let turn = 0; turn < SETTLE_TURNS || Date.now() < until; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Install the process handlers: SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR2 and uncaught errors
 * run `close` and exit (0 after a signal, 1 after an error; 1 if `close` outlasts the grace).
 */
export function handleProcessLifecycle(logger: Logger, close: () => Promise<void>): void {
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger, skip: [...FATAL_SIGNALS] }, async ({ signal, err }) => {
    if (err) logger.fatal({ err }, "uncaught error: shutting down with exit code 1");
    else logger.info({ signal }, "shutting down");
    await close();
  });
}
