import { InMemoryCompanyRegister, searchConflicts } from "../src/index.js";
import { generateCompanies, generateQueries } from "../src/synthetic/index.js";

const companies = generateCompanies({ count: 200_000, seed: 1 });
let t = performance.now();
const reg = InMemoryCompanyRegister.fromCompanies(companies);
console.log("build", Math.round(performance.now() - t));
t = performance.now();
reg.index.base.vocabulary;
console.log("vocab", Math.round(performance.now() - t));
const qs = generateQueries(companies, 400, 7);
for (const q of qs.slice(0, 50)) await searchConflicts({ name: q.name }, { companies: reg });
const times: number[] = [];
for (const q of qs) {
  const s = performance.now();
  await searchConflicts({ name: q.name }, { companies: reg });
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
console.log("p50", times[200].toFixed(2), "p95", times[380].toFixed(2));
