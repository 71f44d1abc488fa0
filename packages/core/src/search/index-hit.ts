/**
 * What a search finds for one entry, and the class its searches make it with.
 */
import type { PartialEvidence } from "../similarity/risk.js";

/** One entry in at least one class. */
export interface IndexHit extends PartialEvidence {
  entry: number;
  record: number;
  tag: number;
  /** `CLASS_BITS` mask (E, P, V, S). */
  classes: number;
  /** Exact Dice of the padded trigram sets (0..1), for every hit. */
  visualScore: number;
  /** Dice with trigrams weighed by their words' weights where `visualScore` ≥ `visualHigh`, else 0. */
  weightedVisual: number;
  /** Bit j: query same-as key j matched. */
  sameAsMask: number;
  /** Bit j: query phonetic key j (of `features.phoneticKeys`) matched. */
  phoneticMask: number;
  /** Words kept as they are (individual elements) in the shared concept key when T holds, else 0. */
  conceptLiterals: number;
  /** 0 none, 1 query words ⊆ name words, 2 name words ⊆ query words, 3 equal sets. */
  subset: number;
  /** Largest weight among the shared words (S hits), else 0. */
  subsetWeight: number;
  /**
   * P through both kinds of key (a double-metaphone key and a whole-core Cologne key, P's High),
   * but the query and the name are one word each and spelled less alike than not
   * (`spelledMostlyAlike` fails), so their agreeing keys are no High ("Treuco" / "Dorga").
   * Optional for registers made before it (absent: false).
   */
  spelledApart?: boolean;
  /**
   * The query and the name are one word each, different, and both words of ordinary language
   * with meanings apart (`oneWordsMeaningsApart`): their meanings tell them apart, so only a
   * translation (T) makes them High ("Closet" / "Closed"). Optional for registers made before it
   * (absent: false).
   */
  meaningsApart?: boolean;
}

/**
 * A hit as `NameIndex.search` makes it: by a class, not an object literal. V8 watches each
 * literal's allocation site, and when most of its objects outlive a young-generation collection
 * it allocates them in the old generation from then on (pretenuring). A search keeps its hits
 * (hundreds to thousands) until it returns, so a collection during one found them alive: the
 * literal's site was pretenured and every later hit became old-generation garbage, about 0.5 GB
 * of it per 1,600 batch rows. Objects made by a constructor are not pretenured this way, and the
 * batch screens a quarter more names per CPU-second (docs/benchmarks.md, "Batch screening").
 * The evidence fields start at 0; the search fills them for the hits it keeps.
 */
export class EmittedHit implements IndexHit {
  weightedVisual = 0;
  subsetWeight = 0;
  overlapWeight = 0;
  soundWeight = 0;
  editWeight = 0;
  elementWeight = 0;
  sharedWords = 0;
  nameWords = 0;
  placePairWeight = 0;
  nameTopWeight = 0;
  queryTopWeight = 0;
  sharedElementWeight = 0;
  spelledApart = false;
  meaningsApart = false;

  constructor(
    public entry: number,
    public record: number,
    public tag: number,
    public classes: number,
    public visualScore: number,
    public sameAsMask: number,
    public phoneticMask: number,
    public subset: number,
    public conceptLiterals: number,
  ) {}
}
