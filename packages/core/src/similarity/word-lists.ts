/**
 * The word lists of ordinary language, read alone: the English dictionary's common words (SCOWL,
 * capitalised entries left out) and the words of real goods and services wording in de, fr, it
 * and en (EUIPO), compiled into reference/ordinary-words.generated.ts (data/SOURCES.md).
 * ordinary-words.ts adds the lexicon and the places; the relations that only coined words take
 * part in (short-two-edits.ts) read the lists here, which depend on no other similarity module.
 */
import { ENGLISH_WORDS, GOODS_WORDS } from "../reference/ordinary-words.generated.js";

let english: ReadonlySet<string> | undefined;
let goods: ReadonlySet<string> | undefined;

/** Endings goods wording adds to a singular of five letters or more: it lists goods in the plural ("Kraftstoffe", "Lacke"). */
const GOODS_PLURAL_ENDINGS = ["e", "en", "n", "s", "er"] as const;

/**
 * True when a folded core word is in the lists: as written, as the plural of an English stem
 * ("heads", "boxes", "bodies"; the English dictionary holds stems), or as the singular of a
 * goods word in the plural ("kraftstoff" of "kraftstoffe").
 */
export function inWordLists(word: string): boolean {
  english ??= new Set(ENGLISH_WORDS.split(" "));
  if (english.has(word) || isGoodsWord(word)) return true;
  if (word.length < 4 || !word.endsWith("s")) return false;
  return (
    english.has(word.slice(0, -1)) ||
    (word.endsWith("es") && english.has(word.slice(0, -2))) ||
    (word.endsWith("ies") && english.has(`${word.slice(0, -3)}y`))
  );
}

/** True when a folded core word is in the goods and services wording, or the singular of one of its plurals. */
export function isGoodsWord(word: string): boolean {
  goods ??= new Set(GOODS_WORDS.split(" "));
  const inGoods = goods;
  return (
    inGoods.has(word) || (word.length >= 5 && GOODS_PLURAL_ENDINGS.some((end) => inGoods.has(word + end)))
  );
}
