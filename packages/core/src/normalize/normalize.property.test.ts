/**
 * Property tests (fast-check): normalizeName never throws on any string, the same-as key is
 * idempotent (normalising the nameNorm gives the same keys), and the keys do not change with case,
 * spacing, punctuation or diacritics, and still intersect when the words are reordered.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explainNormalization } from "./explain.js";
import { normalizeName } from "./index.js";
import { MAX_SAME_AS_KEYS } from "./keys.js";
import { recognizeLegalForms } from "./legal-forms.js";

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const anyUnit = fc.oneof(
  fc.string({ unit: "binary", maxLength: 1, minLength: 1 }),
  fc.string({ unit: "grapheme", maxLength: 1, minLength: 1 }),
  fc.string({ unit: "binary-ascii", maxLength: 1, minLength: 1 }),
  loneSurrogate,
  fc.constantFrom(
    " ",
    ".",
    "-",
    "&",
    "'",
    "’",
    "ä",
    "ß",
    "AG",
    "S.A.",
    "Gen.",
    "l'",
    " in Liquidation",
    "KG",
  ),
);
/** Any string at all: unicode, control characters, lone surrogates, emoji, name fragments. */
const anyString = fc.string({ unit: anyUnit, maxLength: 60 });

const WORDS = [
  "Alpha",
  "Beta",
  "Müller",
  "Mueller",
  "Zürich",
  "Treuhand",
  "Bäckerei",
  "Öhler",
  "Straße",
  "Consulting",
  "Immobilien",
  "Café",
  "Parc",
  "H2O",
  "4U",
  "Atelier",
  "Saga",
  "Massage",
  "Könige",
  "Services",
  "Holding",
  "Swiss",
  "Lugano",
  "Genève",
  "und",
  "&",
  "Drei",
  "7",
  "4",
  "T3chno",
  "Fit4Life",
  "Sol@r",
  "TRUE1",
  "zero18",
  "y",
];
const FORMS = [
  "AG",
  "SA",
  "GmbH",
  "Sàrl",
  "S.A.",
  "Sagl",
  "Genossenschaft",
  "Ltd.",
  "& Co. AG",
  "KG",
  "S.à r.l.",
  "Gen.",
];
const ADDITIONS = [
  "in Liquidation",
  "en liquidation",
  "(en formation)",
  ", Zweigniederlassung Bern",
  ", succursale de Genève",
];

/** A name-like value: 1-4 words, an optional legal form and an optional official addition. */
const nameParts = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
  form: fc.option(fc.constantFrom(...FORMS), { nil: undefined }),
  addition: fc.option(fc.constantFrom(...ADDITIONS), { nil: undefined }),
});
type Parts = { words: string[]; form: string | undefined; addition: string | undefined };

function build(p: Parts, join = (w: string[]) => w.join(" ")): string {
  let s = join(p.words);
  if (p.form !== undefined) s += ` ${p.form}`;
  if (p.addition !== undefined) s += p.addition.startsWith(",") ? p.addition : ` ${p.addition}`;
  return s;
}

const keysOf = (s: string): string[] => normalizeName(s).sameAsKeys;
const intersect = (a: string[], b: string[]): boolean => a.some((k) => b.includes(k));
const RUNS = { numRuns: 400 };

describe("normalizeName on arbitrary input", () => {
  it("never throws and returns consistent fields", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const r = normalizeName(s);
        expect(r.original).toBe(s);
        expect(r.nameCore).toBe(r.coreTokens.join(" "));
        expect(r.sameAsKeys.length).toBeLessThanOrEqual(MAX_SAME_AS_KEYS);
        expect(r.sameAsKeys.length === 0).toBe(r.coreTokens.length === 0);
        for (const f of r.legalForms) expect(s.slice(f.start, f.end)).toBe(f.text);
        expect(explainNormalization(s).at(-1)?.step).toBe("keys");
        recognizeLegalForms(s);
      }),
      { numRuns: 1500 },
    );
  });

  it("is idempotent: normalising the nameNorm gives the same nameNorm and keys", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          nameParts.map((p) => build(p)),
        ),
        (s) => {
          const r = normalizeName(s);
          const again = normalizeName(r.nameNorm);
          expect(again.sameAsKeys).toEqual(r.sameAsKeys);
          expect(again.nameNorm).toBe(r.nameNorm);
          expect(again.nameCore).toBe(r.nameCore);
        },
      ),
      // Counterexamples found once: a form hyphenated to "&" was printed as the compound "&ag";
      // an elision before an astral letter (U+FACF folds to U+2284A) was not seen as one; a form
      // hyphenated to an elided article, to a form ending the name or to an addition was taken
      // for part of a compound that nameNorm does not print as one (1.1.8).
      {
        numRuns: 1500,
        examples: [
          ["&-AG\ud800一"],
          ["X &-SA Beta"],
          ["l'\ufacf"],
          ["l'\u{2284a}"],
          ["AG-l'0"],
          ["0\u0000AG-Gen."],
          [" in Liquidation-AG\u0000一"],
        ],
      },
    );
  });

  it("is idempotent on every join of three fragments by a hyphen, a space or nothing", () => {
    // Hyphens beside legal forms, conjunction signs, elided articles and additions decide what is
    // a compound; nameNorm prints no hyphen, so each decision must read back the same (1.1.8).
    const parts = [
      "AG",
      "SA",
      "GmbH",
      "S.A.",
      "Gen.",
      "Sàrl",
      "KG",
      "Ltd.",
      "& Co. AG",
      "l'",
      "&",
      "in Liquidation",
      "Alpha",
      "X",
    ];
    const failures: string[] = [];
    for (const a of parts) {
      for (const b of parts) {
        for (const c of parts) {
          for (const sep of ["-", " ", ""]) {
            const s = `${a}${sep}${b}-${c}`;
            const r = normalizeName(s);
            const again = normalizeName(r.nameNorm);
            const same =
              again.nameNorm === r.nameNorm &&
              again.nameCore === r.nameCore &&
              again.sameAsKeys.join("|") === r.sameAsKeys.join("|");
            if (!same) failures.push(s);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("handles 10,000 characters of mixed content", () => {
    const chunk = "Müller\u0000 & Co. AG \ud800 😀 l'Atelier S.A. in Liquidation 3 drei\t";
    const long = chunk.repeat(Math.ceil(10_000 / chunk.length)).slice(0, 10_000);
    const r = normalizeName(long);
    expect(r.coreTokens.length).toBeGreaterThan(100);
    expect(normalizeName(r.nameNorm).sameAsKeys).toEqual(r.sameAsKeys);
  });
});

describe("same-as key invariance on name-like input", () => {
  it("ignores case", () => {
    fc.assert(
      fc.property(nameParts, (p) => {
        const s = build(p);
        expect(keysOf(s.toUpperCase())).toEqual(keysOf(s));
        expect(keysOf(s.toLowerCase())).toEqual(keysOf(s));
      }),
      RUNS,
    );
  });

  it("ignores extra spacing", () => {
    const spaces = fc.constantFrom(" ", "  ", "\t", " \u00a0 ");
    fc.assert(
      fc.property(nameParts, spaces, spaces, (p, sp, edge) => {
        const s = build(p);
        expect(keysOf(`${edge}${s.replaceAll(" ", sp)}${edge}`)).toEqual(keysOf(s));
      }),
      RUNS,
    );
  });

  it("ignores punctuation between and around words", () => {
    const seps = fc.array(fc.constantFrom(" ", " - ", ", ", " / ", "; ", " · ", " – ", ". "), {
      minLength: 3,
      maxLength: 3,
    });
    const quote = fc.constantFrom(["", ""], ['"', '"'], ["«", "»"], ["(", ")"]);
    fc.assert(
      fc.property(
        nameParts,
        seps,
        quote,
        fc.constantFrom("", ".", "!", " *"),
        (p, sep, [open, close], tail) => {
          const s = build(p);
          const punctuated = build(p, (w) => w.map((x, i) => (i === 0 ? x : `${sep[i - 1]}${x}`)).join(""));
          expect(keysOf(`${open}${punctuated}${close}${tail}`)).toEqual(keysOf(s));
        },
      ),
      RUNS,
    );
  });

  it("ignores diacritics added to the words", () => {
    const accents: Record<string, string> = {
      a: "á",
      e: "é",
      i: "î",
      o: "ô",
      u: "ù",
      c: "ç",
      n: "ñ",
      A: "À",
      E: "Ê",
    };
    fc.assert(
      fc.property(nameParts, fc.integer({ min: 0, max: 1 << 20 }), (p, mask) => {
        let bit = 0;
        const accented = p.words.map((w) =>
          [...w]
            .map((ch) => (accents[ch] !== undefined && (mask >> (bit++ % 20)) & 1 ? accents[ch] : ch))
            .join(""),
        );
        expect(keysOf(build({ ...p, words: accented }))).toEqual(keysOf(build(p)));
      }),
      RUNS,
    );
  });

  it("keeps an identical key when the words are reordered", () => {
    // Number words combine with their neighbours ("Drei 7"), and a conjunction or a "4" reads by
    // its position (between two words it is dropped or read "for"), so those stay in place.
    const numberWord = new Set(["Drei", "7", "und", "&", "y", "4"]);
    fc.assert(
      fc.property(
        nameParts.filter((p) => !p.words.some((w) => numberWord.has(w))),
        fc.integer({ min: 0, max: 1000 }),
        (p, seed) => {
          const shuffled = [...p.words];
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = (seed * (i + 7)) % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(intersect(keysOf(build({ ...p, words: shuffled })), keysOf(build(p)))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
