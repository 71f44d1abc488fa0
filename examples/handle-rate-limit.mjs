// Handling 429 RATE_LIMITED with @namescreen/client. The server here allows 2 requests per key
// and second. Read-only calls (searches, assessments, GETs) are retried after Retry-After by the
// client; with retries off, or for writes, the 429 reaches you as NameScreenApiError.
// Run: pnpm build && node examples/handle-rate-limit.mjs
import { createNameScreenClient, NameScreenApiError } from "@namescreen/client";
import { startLocalServer } from "./start-local-server.mjs";

const server = await startLocalServer({
  env: { NAMESCREEN_RATE_LIMIT: "2", NAMESCREEN_RATE_LIMIT_WINDOW_MS: "1000" },
});
const names = ["Alpenblick AG", "Bergsicht GmbH", "Seeblick SA", "Talblick Sagl", "Waldrand AG"];
try {
  // 1. Default client: the retries absorb the 429s; every search answers.
  const client = createNameScreenClient({ baseUrl: server.baseUrl, apiKey: server.apiKey });
  const started = Date.now();
  const answers = await Promise.all(names.map((name) => client.searchConflicts({ name })));
  for (const [i, answer] of answers.entries()) {
    console.log(`${names[i]}: ${answer.status} after ${answer.attempts} attempt(s), trace ${answer.traceId}`);
  }
  console.log(`5 searches at 2 per second took ${Date.now() - started} ms`);
  if (!answers.some((a) => a.attempts > 1)) throw new Error("some searches must have been retried");

  // 2. Retries off: handle the 429 yourself, e.g. queue the work for later.
  await new Promise((r) => setTimeout(r, 1000)); // a fresh window
  const noRetry = createNameScreenClient({ baseUrl: server.baseUrl, apiKey: server.apiKey, retry: false });
  const outcomes = await Promise.allSettled(names.map((name) => noRetry.searchConflicts({ name })));
  let limited = 0;
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") continue;
    const error = outcome.reason;
    if (!(error instanceof NameScreenApiError) || error.code !== "RATE_LIMITED") throw error;
    limited++;
    console.log(`429 ${error.code}: retry after ${error.retryAfterSeconds} s (trace ${error.traceId})`);
  }
  if (limited === 0) throw new Error("without retries some searches must be refused");
} finally {
  await server.close();
}
