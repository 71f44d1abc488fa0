/**
 * Number words in de/fr/it/en/rm become digits ("drei" = "trois" = "tre" = "three" = "trais" = "3").
 * The table is generated once at module load: 0-20, the tens, hundred and thousand in every
 * language, plus the one-word compounds of German ("dreiundzwanzig", "dreihundert") and Italian
 * ("ventitré", "trecento", "duemila"). Multi-word numbers ("twenty one", "vingt-deux",
 * "quatre-vingt-dix", "vingt et un") are combined by `numbersToDigits`.
 *
 * Left out on purpose, because they are everyday words far more often than numbers: Romansh "in"/
 * "ina" (1) and "set" (7).
 */

const BASE: Readonly<Record<string, readonly string[]>> = {
  0: ["null", "zéro", "zero", "nulla"],
  1: ["eins", "ein", "eine", "un", "une", "uno", "una", "one"],
  2: ["zwei", "deux", "due", "two", "dus", "duas"],
  3: ["drei", "trois", "tre", "three", "trais"],
  4: ["vier", "quatre", "quattro", "four", "quatter"],
  5: ["fünf", "cinq", "cinque", "five", "tschintg"],
  6: ["sechs", "six", "sei", "sis"],
  7: ["sieben", "sept", "sette", "seven"],
  8: ["acht", "huit", "otto", "eight", "otg"],
  9: ["neun", "neuf", "nove", "nine", "nov"],
  10: ["zehn", "dix", "dieci", "ten", "diesch"],
  11: ["elf", "onze", "undici", "eleven", "indesch"],
  12: ["zwölf", "douze", "dodici", "twelve", "dudesch"],
  13: ["dreizehn", "treize", "tredici", "thirteen", "tredesch"],
  14: ["vierzehn", "quatorze", "quattordici", "fourteen", "quattordesch"],
  15: ["fünfzehn", "quinze", "quindici", "fifteen", "quindesch"],
  16: ["sechzehn", "seize", "sedici", "sixteen", "sedesch"],
  17: ["siebzehn", "dix-sept", "diciassette", "seventeen", "dischset"],
  18: ["achtzehn", "dix-huit", "diciotto", "eighteen", "dischdotg"],
  19: ["neunzehn", "dix-neuf", "diciannove", "nineteen", "dischnov"],
  20: ["zwanzig", "vingt", "vingts", "venti", "twenty", "ventg"],
  30: ["dreissig", "dreißig", "trente", "trenta", "thirty"],
  40: ["vierzig", "quarante", "quaranta", "forty"],
  50: ["fünfzig", "cinquante", "cinquanta", "fifty", "tschuncanta"],
  60: ["sechzig", "soixante", "sessanta", "sixty"],
  70: ["siebzig", "septante", "settanta", "seventy"],
  80: ["achtzig", "huitante", "octante", "ottanta", "eighty", "otganta"],
  90: ["neunzig", "nonante", "novanta", "ninety"],
  100: ["hundert", "einhundert", "cent", "cents", "cento", "hundred", "tschient"],
  1000: ["tausend", "eintausend", "mille", "thousand", "milli"],
};

const DE_UNITS = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const DE_TENS = [
  "",
  "",
  "zwanzig",
  "dreissig",
  "vierzig",
  "fünfzig",
  "sechzig",
  "siebzig",
  "achtzig",
  "neunzig",
];
const IT_UNITS = ["", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"];
const IT_TENS = [
  "",
  "",
  "venti",
  "trenta",
  "quaranta",
  "cinquanta",
  "sessanta",
  "settanta",
  "ottanta",
  "novanta",
];
/** Words that join parts of one number ("vingt et un", "hundred and five"). */
const JOINERS: ReadonlySet<string> = new Set(["et", "and", "und", "e"]);

const VALUES = new Map<string, number>();
_build();

/**
 * Roman numerals of two letters or more from 2 to 39, folded ("ii" → 2, "xiv" → 14): a fund or a
 * company of a series is written "Immobilien II" or "Immobilien 2", one name either way. Larger
 * ones need L, C, D or M, letters of initials and words ("MC", "CD", "DC", "LV") far more often.
 */
const ROMAN = new Map<string, number>();
for (let v = 2; v <= 39; v++) {
  const ones = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"][v % 10] as string;
  const numeral = "x".repeat(Math.floor(v / 10)) + ones;
  if (numeral.length >= 2) ROMAN.set(numeral, v);
}

/** The value of a folded Roman numeral of `ROMAN`, or undefined. */
export function romanNumeralValue(fold: string): number | undefined {
  return ROMAN.get(fold);
}

/** The value of a folded number word, or undefined. */
export function numberWordValue(fold: string): number | undefined {
  return VALUES.get(fold);
}

/**
 * Replace number words by digits in a list of folded tokens, combining multi-word numbers
 * ("vingt", "deux" → "22") only in descending place order, so "un deux trois" stays "1 2 3".
 * Returns the input array itself when it holds no number word.
 */
export function numbersToDigits(tokens: readonly string[]): readonly string[] {
  let any = false;
  for (const t of tokens) if (VALUES.has(t)) any = true;
  if (!any) return tokens;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const v = VALUES.get(tokens[i]!);
    if (v === undefined) {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    let total = 0;
    let current = v;
    let j = i + 1;
    for (;;) {
      let k = j;
      if (k < tokens.length && JOINERS.has(tokens[k]!) && k + 1 < tokens.length) k++;
      const next = k < tokens.length ? VALUES.get(tokens[k]!) : undefined;
      if (next === undefined) break;
      const joined = _combine(total, current, next, k > j);
      if (joined === null) break;
      [total, current] = joined;
      j = k + 1;
    }
    out.push(String(total + current));
    i = j;
  }
  return out;
}

// --- Internal helpers ---

/** Add `next` to a number being read, or null when it starts a new number. */
function _combine(total: number, current: number, next: number, viaJoiner: boolean): [number, number] | null {
  const low = current % 100;
  if (next === 1000) return current >= 1 && current < 1000 && !viaJoiner ? [total + current * 1000, 0] : null;
  if (next === 100) return current >= 1 && current < 10 && !viaJoiner ? [total, current * 100] : null;
  // French 80: "quatre-vingt(s)".
  if (next === 20 && low === 4 && !viaJoiner) return [total, current - 4 + 80];
  if (current === 0 && total > 0) return next < 1000 ? [total, next] : null;
  if (current % 100 === 0 && current > 0) return next < 100 ? [total, current + next] : null;
  // Tens then a unit ("twenty one", "vingt et un"); French 70-79 and 90-99 ("soixante-dix").
  if (low >= 20 && low % 10 === 0 && next >= 1 && next <= 9) return [total, current + next];
  if ((low === 60 || low === 80) && next >= 10 && next <= 19) return [total, current + next];
  // French 17-19: "dix-sept".
  if (low === 10 && next >= 7 && next <= 9 && !viaJoiner) return [total, current + next];
  return null;
}

function _add(word: string, value: number): void {
  const folded = word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/-/g, "");
  if (!VALUES.has(folded)) VALUES.set(folded, value);
  // German umlauts also as digraphs: "fuenf", "zwoelf".
  const digraph = word.replace(/[äöü]/g, (c) => `${c.normalize("NFD")[0]}e`);
  if (digraph !== word && !VALUES.has(digraph)) VALUES.set(digraph, value);
}

function _build(): void {
  for (const [value, words] of Object.entries(BASE)) for (const w of words) _add(w, Number(value));
  for (let t = 2; t <= 9; t++) {
    for (let u = 1; u <= 9; u++) {
      _add(`${DE_UNITS[u]}und${DE_TENS[t]}`, t * 10 + u);
      // Italian drops the tens' final vowel before "uno" and "otto": "ventuno", "trentotto".
      const stem = u === 1 || u === 8 ? IT_TENS[t]!.slice(0, -1) : IT_TENS[t]!;
      _add(`${stem}${IT_UNITS[u]}`, t * 10 + u);
    }
  }
  _add("ventitré", 23);
  for (let u = 2; u <= 9; u++) {
    _add(`${DE_UNITS[u]}hundert`, u * 100);
    _add(`${DE_UNITS[u]}tausend`, u * 1000);
    _add(`${IT_UNITS[u]}cento`, u * 100);
    _add(`${IT_UNITS[u]}mila`, u * 1000);
  }
}
