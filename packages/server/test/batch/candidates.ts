/** Generated candidate files for the batch tests: `count` rows, every `badEvery`-th row invalid. */

/** A candidate name that screens (legal form read from its designation). */
export function candidateName(i: number): string {
  return `Zentaro${i.toString(36)} Handels ${i % 2 === 0 ? "AG" : "GmbH"}`;
}

/** A CSV file of `count` candidates; row i (1-based) with `i % badEvery === 0` has a bad class. */
export function candidatesCsv(count: number, badEvery = 0): string {
  const lines = ["id,name,seat,niceClasses"];
  for (let i = 1; i <= count; i++) {
    const bad = badEvery > 0 && i % badEvery === 0;
    lines.push(`c${i},${candidateName(i)},Zürich,${bad ? "99" : "35;42"}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The same as NDJSON, one BatchRow per line. */
export function candidatesNdjson(count: number, badEvery = 0): string {
  let out = "";
  for (let i = 1; i <= count; i++) {
    const bad = badEvery > 0 && i % badEvery === 0;
    out += `${JSON.stringify({ id: `c${i}`, name: candidateName(i), niceClasses: bad ? [99] : [35] })}\n`;
  }
  return out;
}
