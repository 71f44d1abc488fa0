/** Child of results-file.test.ts: opens the results file it is given, writes line 7, waits. */
import { openResultsFile } from "../../src/batch/results-file.js";

const results = openResultsFile(process.argv[2] as string, "ndjson");
results.write({
  line: 7,
  id: "7",
  name: "Firma 7 AG",
  error: { code: "VALIDATION_ERROR", message: "x", details: null },
});
process.stdout.write("held\n");
setInterval(() => {}, 60_000);
