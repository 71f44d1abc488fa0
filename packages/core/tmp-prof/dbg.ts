import { InMemoryCompanyRegister, textFeatures } from "../src/index.js";
import { partialPairs } from "../src/similarity/partial.js";
import { generateCompanies } from "../src/synthetic/index.js";
import { BruteForceCompanyRegister } from "../src/testing/index.js";

const companies = generateCompanies({ count: 20_000, seed: 20_261_122 });
const index = InMemoryCompanyRegister.fromCompanies(companies);
const oracle = new BruteForceCompanyRegister(companies);
const f = textFeatures("Dubois & Zimmermann AG");
console.log(f.tokens);
const a = new Set(index.match(f).map((h) => h.entry));
const b = oracle.match(f).filter((h) => !a.has(h.entry));
for (const h of b.slice(0, 5)) {
  const d = (await oracle.describe([h]))[0]!;
  console.log(
    d.name,
    d.words,
    h.elementWeight,
    partialPairs(f.tokens, d.words).filter((p) => p.kind === "C"),
  );
}
const st = index.index.base.stats;
console.log("index", st.wordDf("bois"), st.affixDf("bois"), st.total);
const os = (oracle as any).stats;
console.log("oracle", os.wordDf("bois"), os.affixDf("bois"), os.total);
const voc: any = index.index.base.vocabulary;
const ids: number[] = [];
voc.affixes.each("bois", (id: number) => ids.push(id));

import { stringAt } from "../src/search/strings.js";

console.log(ids.map((id) => [stringAt(index.index.base.data.tokens, id), voc.df(id)]));
