/**
 * German elided compounds ("Ergänzungsstrich") in a purpose text: "Hoch- und Tiefbau" is
 * "Hochbau und Tiefbau", "Maler- und Gipserarbeiten" is "Malerarbeiten und Gipserarbeiten". Read
 * as written, the first part ("Hoch") is a word of its own and the activity it names is lost
 * (a false WARN_DECEPTIVE_PURPOSE for "Alpha Bau AG"). Each part ending in a hyphen before a
 * conjunction or comma takes the tail of the next whole word: its longest end, after a start of
 * three letters or more, that the lexicon knows or splits completely into known forms.
 */
import { foldText } from "../terms/text.js";
import { knownForms, splitCompletely } from "./compound.js";
import { lexiconIndex } from "./lexicon/index.js";

/** `text` with every elided first part completed; unchanged where no known tail is found. */
export function expandElidedCompounds(text: string): string {
  if (!text.includes("-")) return text;
  const words = [...text.matchAll(PIECE)];
  let out = "";
  let from = 0;
  words.forEach((w, i) => {
    const raw = w[0];
    if (!raw.endsWith("-") || !/^[\s,]/.test(text.slice((w.index ?? 0) + raw.length))) return;
    const whole = _nextWhole(words, i);
    const tail = whole === null ? null : _knownTail(whole);
    if (tail === null) return;
    out += `${text.slice(from, w.index)}${raw.slice(0, -1)}${tail}`;
    from = (w.index ?? 0) + raw.length;
  });
  return out + text.slice(from);
}

// --- Internal helpers ---

/** Words (with a trailing hyphen, if any) and the separators a list of parts may hold. */
const PIECE = /\p{L}+-?|[,&+]/gu;
/** Words that join the parts of the list ("Hoch-, Tief- und Strassenbau"). */
const JOINERS: ReadonlySet<string> = new Set(["und", "oder", "sowie", "bzw", "resp", "beziehungsweise"]);
/** The shortest start a tail leaves ("Ein- und Verkauf": "Ver"). */
const MIN_START = 3;

/** The first whole word after elided part `i`, past joiners and further elided parts. */
function _nextWhole(words: readonly RegExpMatchArray[], i: number): string | null {
  for (let j = i + 1; j < words.length; j++) {
    const w = (words[j] as RegExpMatchArray)[0];
    if (w.endsWith("-") || w === "," || w === "&" || w === "+" || JOINERS.has(w.toLowerCase())) continue;
    return w;
  }
  return null;
}

/** The longest known end of `word` ("Tiefbauarbeiten" → "bauarbeiten"), as written, or null. */
function _knownTail(word: string): string | null {
  const forms = lexiconIndex().forms;
  for (let k = MIN_START; k <= word.length - MIN_START; k++) {
    const tail = foldText(word.slice(k));
    if (forms.has(tail) || splitCompletely(tail, knownForms(forms)) !== null) return word.slice(k);
  }
  return null;
}
