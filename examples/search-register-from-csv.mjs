// A partner service searching its own company list in-process: a CSV read row by row into
// createCompanyRegister (an async iterable of plain objects), then searchConflicts.
// Run: pnpm build && node examples/search-register-from-csv.mjs
// It checks what it prints: a changed answer fails the run.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createCompanyRegister, searchConflicts, ValidationError } from "@namescreen/core";

const csvFile = new URL("./companies.csv", import.meta.url);

/** The CSV's rows as plain company objects, one at a time. */
async function* companiesFrom(file) {
  let header = null;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line.trim() === "") continue;
    const cells = parseCsvLine(line);
    if (!header) {
      header = cells;
      continue;
    }
    const row = Object.fromEntries(header.map((key, i) => [key, cells[i] ?? ""]));
    yield {
      id: row.id,
      name: row.name,
      uid: row.uid || null,
      legalForm: row.legalForm || null,
      seat: row.seat || null,
      status: row.status || "active",
      languageVersions: row.languageVersion
        ? [{ name: row.languageVersion, language: row.languageVersionLanguage }]
        : [],
    };
  }
}

/** One CSV line: commas, double-quoted cells with "" for a quote. */
function parseCsvLine(line) {
  const cells = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const companies = await createCompanyRegister(companiesFrom(csvFile));

const checks = [
  // Identical after normalisation: another legal form does not make a name new.
  { name: "Alpenblick Treuhand GmbH", identity: "c1" },
  // A registered French version counts like the main name.
  { name: "Lumora Couleurs Sàrl", identity: "c2" },
  // In liquidation still blocks.
  { name: "Alte Mühle GmbH", identity: "c4" },
  // Sole proprietorships are protected at their seat only: similar, not identical.
  { name: "Hans Muster GmbH", identity: null, similar: "c3" },
  // Similar names: one letter apart, a shared distinctive word.
  { name: "Alpenblik Treuhand AG", identity: null, similar: "c1" },
  { name: "Taurus Gym GmbH", identity: null, similar: "c6" },
];
for (const check of checks) {
  const result = await searchConflicts({ name: check.name }, { companies });
  const identity = result.identityMatch?.sourceCompanyId ?? null;
  const top = result.similarMatches[0];
  console.log(
    `${check.name}: ${result.registrable ? "registrable" : `identical to ${result.identityMatch.nameDisplay}`}`,
  );
  for (const m of result.similarMatches.slice(0, 3)) {
    console.log(
      `  ${m.risk} ${m.nameDisplay} [${m.explanation.classes.join("")}]: ${m.explanation.evidence.join("; ")}`,
    );
  }
  if (identity !== check.identity)
    throw new Error(`${check.name}: identity ${identity}, expected ${check.identity}`);
  if (check.similar && top?.sourceCompanyId !== check.similar)
    throw new Error(`${check.name}: top similar match ${top?.sourceCompanyId}, expected ${check.similar}`);
}

// A bad row is refused with its row index, before anything is searched.
try {
  createCompanyRegister([{ name: "Alpha AG" }, { name: "Beta AG", status: "closed" }]);
  throw new Error("a bad status must be refused");
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  console.log(`Refused as expected: ${error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`);
}
