// A partner service assessing names in-process with @namescreen/core (no server, no I/O).
// Run: pnpm build && node examples/assess-in-process.mjs
import { assess, ValidationError } from "@namescreen/core";

const proposals = [
  { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" },
  { companyName: "Alpha GmbH", legalForm: "stock_corporation", language: "de", checkLevel: "basic" },
];

for (const request of proposals) {
  const { result, explanation } = await assess(request);
  const codes = result.flags.map((f) => `${f.code} (${f.severity})`).join(", ") || "no flags";
  console.log(`${request.companyName}: ${result.assessment.overallStatus}; ${codes}`);
  console.log(`  decided by: ${explanation.decisiveChecks.join(", ") || "-"}`);
}

try {
  await assess({ companyName: "   ", legalForm: "stock_corporation", language: "de" });
  throw new Error("an empty name must be refused");
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  console.log(`Refused as expected: ${error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`);
}
