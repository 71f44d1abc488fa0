// A partner service screening a proposed name over HTTP with @namescreen/client: the typed
// result, the trace id to quote, and the contract's error body as a typed error.
// Run: pnpm build && node examples/screen-with-client.mjs
import { createNameScreenClient, NameScreenApiError } from "@namescreen/client";
import { startLocalServer } from "./start-local-server.mjs";

const server = await startLocalServer({ demoData: true });
try {
  const client = createNameScreenClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    timeoutMs: 10_000,
  });

  // One call runs the bundled screening: the name rules, the company register and the trademarks.
  const { data, traceId } = await client.screen({
    companyName: "Guamo Immobiliare SA",
    legalForm: "stock_corporation",
    language: "it",
    legalSeat: "Chiasso",
  });
  console.log(`Guamo Immobiliare SA: ${data.overallStatus} (${data.resultState}), trace ${traceId}`);
  for (const driver of data.drivers)
    console.log(`  ${driver.severity} ${driver.check} ${driver.code}: ${driver.message}`);
  if (data.resultState !== "COMPLETE") throw new Error("every enabled check must answer");
  if (!traceId) throw new Error("every answer carries X-Trace-Id");

  // The conflict search alone: the registered company the screening found.
  const conflicts = await client.searchConflicts({ name: "Guamo Immobiliare SA", limit: 3 });
  for (const match of conflicts.data.similarMatches) {
    console.log(`  similar: ${match.nameDisplay} (${match.risk}, ${match.explanation.classes.join("")})`);
  }
  if (!conflicts.data.similarMatches.some((m) => m.nameDisplay === "Guamo SA"))
    throw new Error("the register's Guamo SA must be found");

  // An invalid request: the server's 422 arrives as NameScreenApiError with the contract's fields.
  try {
    await client.assess({ companyName: "   ", legalForm: "stock_corporation", language: "de" });
    throw new Error("an empty name must be refused");
  } catch (error) {
    if (!(error instanceof NameScreenApiError)) throw error;
    console.log(
      `Refused as expected: ${error.status} ${error.code} (trace ${error.traceId}): ${error.message}`,
    );
    if (error.code !== "VALIDATION_ERROR") throw error;
  }
} finally {
  await server.close();
}
