// Local declarations for the talisman modules the phonetic keys use (talisman ships no types).
declare module "talisman/phonetics/double-metaphone.js" {
  /** Double metaphone: `[primary, alternate]`, each at most 4 characters. */
  export default function doubleMetaphone(word: string): [string, string];
}

declare module "talisman/phonetics/german/cologne.js" {
  /** Kölner Phonetik: a digit string. */
  export default function cologne(word: string): string;
}
