/**
 * From a company name (or a bare label) to a DNS label, and its transliterated variants.
 *
 * Rules (docs/domains.md, "Label rules"): NFKC, lower case, ß → ss, İ → i; words are runs of
 * letters and digits (inner hyphens kept); trailing legal forms and "& Co"-style suffixes are removed;
 * the remaining words are joined with nothing in between ("Alpha Beta AG" → "alphabeta");
 * other punctuation and symbols are dropped. The result must be Latin letters, ASCII digits
 * and hyphens, must not start or end with a hyphen, and its A-label must fit 63 octets. A name
 * that starts with `xn--` must be a valid A-label, and is checked as the U-label it decodes to.
 */
import { ACE_PREFIX, toAsciiLabel, toUnicodeLabel } from "./punycode.js";

/** A label derived from a name. */
export interface DomainLabel {
  /** U-label (Unicode) form, e.g. `müller`. */
  unicode: string;
  /** A-label (ASCII) form, e.g. `xn--mller-kva`. */
  ascii: string;
}

/** The outcome of deriving a label: the label, or why there is none (returned, not thrown). */
export type LabelOutcome =
  | { ok: true; label: DomainLabel; removed: string[] }
  | { ok: false; message: string; value: string };

/** Maximum octets of one DNS label (RFC 1035). */
export const MAX_LABEL_OCTETS = 63;

/**
 * Trailing word sequences removed from a company name, after lower-casing. Each is a sequence of
 * words as the tokeniser sees them ("S.à r.l." → s, à, r, l). Removal repeats, so
 * "Müller & Co. AG" loses "ag" and then "& co".
 */
const LEGAL_FORM_SUFFIXES: readonly (readonly string[])[] = [
  ["ag"],
  ["sa"],
  ["s", "a"],
  ["gmbh"],
  ["sàrl"],
  ["sarl"],
  ["s", "à", "r", "l"],
  ["s", "a", "r", "l"],
  ["sagl"],
  ["s", "a", "g", "l"],
  ["aktiengesellschaft"],
  ["gesellschaft", "mit", "beschränkter", "haftung"],
  ["société", "anonyme"],
  ["société", "à", "responsabilité", "limitée"],
  ["società", "anonima"],
  ["società", "a", "garanzia", "limitata"],
  ["società", "a", "responsabilità", "limitata"],
  ["genossenschaft"],
  ["société", "coopérative"],
  ["società", "cooperativa"],
  ["kollektivgesellschaft"],
  ["kommanditgesellschaft"],
  ["kg"],
  ["sicav"],
  ["ltd"],
  ["limited"],
  ["llc"],
  ["inc"],
  ["corp"],
  ["plc"],
  ["&", "co"],
  ["&", "cie"],
  ["und", "co"],
  ["et", "cie"],
];

// A word: letters/marks/digits, with single or repeated inner hyphens; or a lone "&".
// Linear: the hyphen group starts with a literal "-" that the letter class cannot match.
const WORD = /[\p{L}\p{M}\p{N}]+(?:-+[\p{L}\p{M}\p{N}]+)*|&/gu;
const ALLOWED_LABEL = /^(?:[a-z0-9-]|\p{Script=Latin})+$/u;
const ACE_INPUT = /^xn--[a-z0-9-]+$/;

/** Derive the primary label from a name. Never throws. */
export function labelFromName(name: string): LabelOutcome {
  // Lower case turns the dotted capital İ (Turkish) into "i" + U+0307, a combining mark no label
  // may hold: "İnci GmbH" was refused as not Latin. It is folded to "i", as ß to "ss".
  const folded = name.normalize("NFKC").toLowerCase().replaceAll("i\u0307", "i").replaceAll("ß", "ss").trim();

  // A ready-made A-label ("xn--mller-kva") is decoded, so variants and checks see "müller".
  // A name with the IDNA prefix is an A-label or nothing: read as a company name, "xn--" was
  // checked as "xn" and "xn--mller-kva AG" refused for the hyphens of its prefix.
  if (folded.startsWith(ACE_PREFIX)) {
    const unicode = ACE_INPUT.test(folded) ? toUnicodeLabel(folded) : null;
    // IDNA labels are lower case and NFC; an A-label that decodes to anything else is invalid.
    if (unicode === null || unicode !== unicode.normalize("NFC").toLowerCase()) {
      return { ok: false, message: "is not a valid IDN A-label (xn--...)", value: folded };
    }
    return _finish(unicode, []);
  }

  const words = folded.match(WORD) ?? [];
  const removed: string[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const suffix of LEGAL_FORM_SUFFIXES) {
      // Never strip everything: a name that is only "AG" keeps "ag" as its label.
      if (words.length > suffix.length && _endsWith(words, suffix)) {
        removed.unshift(words.splice(words.length - suffix.length).join(" "));
        changed = true;
        break;
      }
    }
  }
  const joined = words.filter((w) => w !== "&").join("");
  if (joined === "")
    return { ok: false, message: "has no letters or digits to form a domain label", value: "" };
  return _finish(joined.normalize("NFC"), removed);
}

/**
 * Transliterated variants of a Unicode label, most specific first, without the label itself:
 * umlauts as two letters (ä → ae, ö → oe, ü → ue) and then all diacritics dropped (ä → a).
 * Variants that are not valid labels, or equal to an earlier one, are left out.
 */
export function labelVariants(label: DomainLabel): DomainLabel[] {
  if (label.ascii === label.unicode) return [];
  const candidates = [_stripDiacritics(_expandUmlauts(label.unicode)), _stripDiacritics(label.unicode)];
  const seen = new Set<string>([label.ascii]);
  const out: DomainLabel[] = [];
  for (const candidate of candidates) {
    const outcome = _finish(candidate, []);
    if (outcome.ok && !seen.has(outcome.label.ascii)) {
      seen.add(outcome.label.ascii);
      out.push(outcome.label);
    }
  }
  return out;
}

// --- Internal helpers ---

function _endsWith(words: readonly string[], suffix: readonly string[]): boolean {
  const offset = words.length - suffix.length;
  return suffix.every((w, i) => words[offset + i] === w);
}

/** Check a joined, NFC label and build both forms. */
function _finish(unicode: string, removed: string[]): LabelOutcome {
  if (!ALLOWED_LABEL.test(unicode)) {
    return {
      ok: false,
      message: "may contain only Latin letters, digits and hyphens after normalisation",
      value: unicode,
    };
  }
  if (unicode.startsWith("-") || unicode.endsWith("-")) {
    return { ok: false, message: "must not start or end with a hyphen", value: unicode };
  }
  let ascii: string;
  try {
    ascii = toAsciiLabel(unicode);
  } catch {
    return { ok: false, message: "is too long for a domain label", value: unicode };
  }
  // "ab--" is reserved for IDNA prefixes (RFC 5891 4.2.3.1): only an A-label may use it, and
  // its U-label may not ("ab--müller" would be "xn--ab--mller-u9a").
  if ((ascii === unicode ? ascii : unicode).slice(2, 4) === "--") {
    return { ok: false, message: "must not have hyphens in the 3rd and 4th position", value: unicode };
  }
  if (ascii.length > MAX_LABEL_OCTETS) {
    return {
      ok: false,
      message: `is longer than ${MAX_LABEL_OCTETS} characters as a domain label (${ascii})`,
      value: unicode,
    };
  }
  return { ok: true, label: { unicode, ascii }, removed };
}

function _expandUmlauts(text: string): string {
  return text.replaceAll("ä", "ae").replaceAll("ö", "oe").replaceAll("ü", "ue");
}

/** Letters that do not decompose under NFD, folded by hand. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

function _stripDiacritics(text: string): string {
  const decomposed = text.normalize("NFD").replace(/\p{M}+/gu, "");
  return Array.from(decomposed, (ch) => EXTRA_FOLDS[ch] ?? ch).join("");
}
