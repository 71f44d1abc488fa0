/**
 * `matchBasis`: every reason of a match as a short English sentence, strongest text evidence
 * first, then classes, then what lowered the weight. Partners show these to people, so they
 * name the concrete key, score, word or class rather than a code.
 */

import type { MarkStanding, SignType } from "./mark-standing.js";
import type { RelationStrength } from "./types.js";

/** What the text comparison found (best reading pair). */
export interface TextBasis {
  identical: boolean;
  /** The reading under which the texts are identical, when only a reading made them so. */
  identicalReading: string | null;
  /** The shared phonetic key (metaphone first, else Cologne), or null. */
  phoneticKey: string | null;
  phoneticKind: "metaphone" | "cologne" | null;
  /** Whose digits, read as number words, gave the phonetic key (`digitReadingNote`), or null. */
  phoneticDigits: string | null;
  visualScore: number;
  /** True when the visual class (trigram threshold) was met. */
  visual: boolean;
  /** The shared words when one core's words contain the other's, else null. */
  sharedWords: string[] | null;
  /** Whose words are contained: the query's in the mark, or the mark's in the query. */
  containedSide: "query" | "mark" | null;
  /** The mark's words and the query's words they are, joined otherwise (S with the words joined), else null. */
  joinedWords: { mark: string; query: string } | null;
  /** The reading (other than the text itself) that produced the evidence, if any. */
  viaReading: string | null;
  /** Sentences of the partial word classes (shared word, sound-alike, spelled alike, element, translation). */
  partial: string[];
}

/** What the class comparison found. */
export interface ClassBasis {
  /** False when the query gave no classes. */
  specified: boolean;
  classOverlap: readonly number[];
  relatedVia: ReadonlyArray<{ markClass: number; queryClass: number; strength: RelationStrength }>;
  /** Classes related only as retail of goods (class 35 against a goods class). */
  retailVia: ReadonlyArray<{ markClass: number; queryClass: number }>;
}

const STRENGTH_WORD: Record<RelationStrength, string> = { 1: "low", 2: "similar", 3: "high" };

/** The `matchBasis` sentences of one match. */
export function matchBasis(
  text: TextBasis,
  classes: ClassBasis,
  standing: MarkStanding,
  status: string | null,
  sign: SignType,
): string[] {
  const out: string[] = [];
  const reading = text.viaReading ? ` (read as "${text.viaReading}")` : "";
  if (text.identical) out.push("identical after normalisation");
  else if (text.identicalReading !== null) {
    out.push(`identical when read as "${text.identicalReading}" (pseudo-mark reading)`);
  }
  if (text.phoneticKey !== null) {
    const kind = text.phoneticKind === "cologne" ? "Cologne phonetic key" : "phonetic key";
    const digits = text.phoneticDigits === null ? "" : ` (${text.phoneticDigits})`;
    out.push(`same ${kind} ${text.phoneticKey}${digits}${reading}`);
  }
  if (text.visual) out.push(`trigram similarity ${text.visualScore.toFixed(2)}${reading}`);
  if (text.sharedWords !== null && text.sharedWords.length > 0) {
    const words = text.sharedWords.map((w) => `"${w}"`).join(", ");
    out.push(
      text.containedSide === "query"
        ? `mark contains the query's words ${words}${reading}`
        : `query contains the mark's words ${words}${reading}`,
    );
  }

  if (text.joinedWords !== null) {
    const { mark, query } = text.joinedWords;
    out.push(
      text.containedSide === "query"
        ? `mark contains the query with its words joined otherwise: "${query}" in "${mark}"${reading}`
        : `query contains the mark with its words joined otherwise: "${mark}" in "${query}"${reading}`,
    );
  }

  for (const sentence of text.partial) out.push(`${sentence}${reading}`);

  if (!classes.specified) out.push("goods and services not specified: classes not compared");
  else {
    if (classes.classOverlap.length === 1) out.push(`shares class ${classes.classOverlap[0]}`);
    else if (classes.classOverlap.length > 1) out.push(`shares classes ${classes.classOverlap.join(", ")}`);
    for (const r of classes.relatedVia) {
      out.push(
        `class ${r.markClass} is related to query class ${r.queryClass} (${STRENGTH_WORD[r.strength]} degree)`,
      );
    }
    for (const r of classes.retailVia) {
      out.push(
        `class ${r.markClass} is related to query class ${r.queryClass} only as retail of goods (lowest degree)`,
      );
    }
    if (
      classes.classOverlap.length === 0 &&
      classes.relatedVia.length === 0 &&
      classes.retailVia.length === 0
    ) {
      out.push("no shared or related class");
    }
  }

  if (standing === "dead") out.push(`mark no longer in force (status "${status ?? ""}"): weighs less`);
  else if (standing === "unknown") out.push("status unknown: weighs slightly less");
  if (sign === "combined") out.push("text of a figurative (combined) sign");
  else if (sign === "other") out.push("text of a non-word sign");
  return out;
}
