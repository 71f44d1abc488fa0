// Why do two names conflict? compareNames and compareMarks give the classes, risk and evidence of
// one pair, exactly as the conflict and trademark searches would report it.
// Run: pnpm build && node examples/compare-names.mjs
// It checks what it prints: a changed answer fails the run.
import { compareMarks, compareNames, createCompanyRegister } from "@namescreen/core";

const pairs = [
  { a: "Müller AG", b: "Mueller GmbH", identical: true, risk: "High" },
  // The same distinctive word, only descriptions beside it: High. An image beside it: Medium.
  { a: "Lumora Farben AG", b: "LUMORA Bautechnik GmbH", identical: false, risk: "High" },
  { a: "Lumora Stern AG", b: "LUMORA Bautechnik GmbH", identical: false, risk: "Medium" },
  { a: "Alpenblik Treuhand AG", b: "Alpenblick Treuhand AG", identical: false, risk: "High" },
  { a: "Alpha AG", b: "Zeta GmbH", identical: false, risk: null },
];
for (const { a, b, identical, risk } of pairs) {
  const c = compareNames(a, b);
  console.log(
    `${a} / ${b}: ${c.identical ? "identical" : (c.risk ?? "no conflict")} [${c.classes.join("")}]`,
  );
  for (const line of c.evidence) console.log(`  ${line}`);
  if (c.identical !== identical || c.risk !== risk)
    throw new Error(`${a} / ${b}: got identical=${c.identical} risk=${c.risk}`);
}

// Weighed by a register, a word every second company uses is no longer distinctive.
const register = createCompanyRegister([
  "Alpha Consulting AG",
  "Beta Consulting GmbH",
  "Gamma Consulting SA",
  "Delta Consulting AG",
]);
const alone = compareNames("Omega Consulting AG", "Beta Consulting GmbH");
const weighed = compareNames("Omega Consulting AG", "Beta Consulting GmbH", { register });
console.log(`Omega / Beta Consulting: alone ${alone.risk}, in the register ${weighed.risk ?? "no conflict"}`);
if (alone.risk === null || weighed.risk !== null)
  throw new Error("the register must weigh 'Consulting' down");

// A sign against a registered mark, with the goods and services (Nice classes) of both.
const mark = { markText: "ALPINA", niceClasses: [9, 42], status: "Registered", markFeatureCategory: "Word" };
const sameGoods = compareMarks("Alpyna", mark, { niceClasses: [9] });
const otherGoods = compareMarks("Alpyna", mark, { niceClasses: [31] });
for (const [label, c] of [
  ["class 9", sameGoods],
  ["class 31", otherGoods],
]) {
  console.log(`Alpyna / ALPINA in ${label}: ${c.risk} (score ${c.score})`);
  for (const line of c.match?.matchBasis ?? []) console.log(`  ${line}`);
}
if (sameGoods.risk !== "High" || !(otherGoods.score < sameGoods.score))
  throw new Error("unrelated goods must lower the risk");
