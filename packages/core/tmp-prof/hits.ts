import { InMemoryCompanyRegister, textFeatures } from "../src/index.js";
import { generateCompanies, generateQueries } from "../src/synthetic/index.js";

const companies = generateCompanies({ count: 200_000, seed: 1 });
const reg = InMemoryCompanyRegister.fromCompanies(companies);
const qs = generateQueries(companies, 400, 7);
let all = 0,
  partialOnly = 0;
const byClass: Record<number, number> = {};
for (const q of qs) {
  const hits = reg.match(textFeatures(q.name));
  all += hits.length;
  for (const h of hits) {
    if ((h.classes & 15) === 0) partialOnly++;
    for (const b of [16, 32, 64, 128]) if (h.classes & b) byClass[b] = (byClass[b] ?? 0) + 1;
  }
}
console.log(
  "hits/query",
  (all / qs.length).toFixed(0),
  "partial-only/query",
  (partialOnly / qs.length).toFixed(0),
  byClass,
);
