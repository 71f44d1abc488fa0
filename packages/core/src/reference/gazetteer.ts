/**
 * The gazetteer: every geographic name the rules know, folded, with what it designates.
 * Swiss municipalities and postal localities (swisstopo), cantons in five languages, town
 * exonyms, regions, national designations, countries and world regions (CLDR), and foreign cities
 * and regions (foreign-places.ts).
 * Built lazily on first use (a few milliseconds), then shared by all assessments.
 */
import type { NameToken } from "../terms/text.js";
import { foldedWords, foldVariants } from "../terms/text.js";
import { COUNTRIES, WORLD_REGIONS } from "./countries.generated.js";
import { COUNTRY_SHORT_NAMES, FOREIGN_PLACES } from "./foreign-places.js";
import { CANTON_NAMES, MUNICIPALITIES, PLACES } from "./places.generated.js";
import { CANTON_EXTRA_NAMES, MUNICIPALITY_EXONYMS, OTHER_GEOGRAPHY, REGIONS } from "./regions.js";

export type PlaceKind =
  | "municipality"
  | "canton"
  | "region"
  | "national"
  | "country"
  | "world_region"
  /** A foreign city or region (reference/foreign-places.ts). */
  | "abroad";

/** Something a geographic name designates. */
export interface Place {
  kind: PlaceKind;
  /**
   * Stable id: `bfs:261`, `canton:ZH`, `region:engadin`, `country:DE`, `m49:150`, `national:CH`,
   * `abroad:paris`.
   */
  id: string;
  /** Display name (official or first-listed name). */
  name: string;
  /** Swiss cantons the place lies in (empty abroad). */
  cantons: readonly string[];
}

/** Consecutive tokens of a name that form a geographic name. */
export interface PlaceSpan {
  first: number;
  last: number;
  /** Everything the words may designate ("Bern": the town and the canton). */
  places: readonly Place[];
  /** The words as written. */
  text: string;
}

/**
 * Place names that are also ordinary words or first names ("Wald", "Horn", "Villa", "Bulle").
 * Alone they do not make a name purely geographic; after the legal form they still read as seats.
 */
export const AMBIGUOUS_PLACE_WORDS: ReadonlySet<string> = new Set(
  (
    "alle alten arch au auw bauen berg buch bühl campo court dorf egg eich erde filet flüh font forch gross grub " +
    "haag horn hof ins lai laura lax lens lenz loc matt mon monte mund mur port pont rain ried roche rue sauge " +
    "sent sur tann thal tobel torre trans villa wagen wald watt weite widen zell stein bosco prato rossa banco " +
    "motto colla gabi loco root sax bière bulle fully gland moos wiesen linden halten hausen feld rüti glück " +
    "sonnenberg rosenberg schönenberg kirchberg oberdorf unterdorf mitte zentrum riviera alpen jura muster brunnen " +
    "bellevue belvedere dach " +
    // Forms of the semantic lexicon (lexicon.test.ts keeps this complete): "Bank" is the hamlet
    // Bänk once folded, "Sales" the village Sâles, "Island" Iceland in German; "Premier" and
    // "Chemin" are villages of Vaud and Valais.
    "aigle apples aquila bank blauen chemin gamsen geiss island perlen premier pura sales stampa"
  )
    .split(" ")
    .flatMap((w) => foldVariants(w)),
);

interface GazetteerIndex {
  /** Folded name → what it designates. */
  names: Map<string, Place[]>;
  /** Word prefixes of multi-word names ("la", "la chaux", "la chaux de"). */
  prefixes: Set<string>;
}
let index: GazetteerIndex | null = null;

/** Everything a folded geographic name ("st gallen", "geneve") designates; empty when unknown. */
export function placesNamed(folded: string): readonly Place[] {
  return _index().names.get(folded) ?? [];
}

/** Geographic names in a token list: longest match first, left to right, not overlapping. */
export function findPlaceSpans(tokens: readonly NameToken[]): PlaceSpan[] {
  const { names, prefixes } = _index();
  const spans: PlaceSpan[] = [];
  for (let i = 0; i < tokens.length; ) {
    // Extend the key word by word while it is still the start of some multi-word name.
    let key = (tokens[i] as NameToken).folded;
    let best = names.get(key);
    let bestLast = best ? i : -1;
    for (let j = i + 1; j < tokens.length && prefixes.has(key); j++) {
      key = `${key} ${(tokens[j] as NameToken).folded}`;
      const hit = names.get(key);
      if (hit) {
        best = hit;
        bestLast = j;
      }
    }
    if (best && bestLast >= 0) {
      const text = tokens
        .slice(i, bestLast + 1)
        .map((t) => t.raw)
        .join(" ");
      spans.push({ first: i, last: bestLast, places: best, text });
      i = bestLast + 1;
    } else i++;
  }
  return spans;
}

/**
 * What a free-text place ("Genève", "Zürich ZH", "8001 Zürich") designates; empty when unknown.
 * Foreign cities and regions are left out: a legal seat is Swiss.
 */
export function resolvePlace(text: string): readonly Place[] {
  return _resolve(text).filter((p) => p.kind !== "abroad");
}

function _resolve(text: string): readonly Place[] {
  const tokens = foldedWords(text).filter((t) => !/^\d+$/.test(t.folded));
  const whole = placesNamed(tokens.map((t) => t.folded).join(" "));
  if (whole.length > 0) return whole;
  // "Buchs SG", "Zürich (ZH)": a place followed by a canton abbreviation.
  const last = tokens.at(-1);
  if (tokens.length >= 2 && last && last.folded.length === 2) {
    const canton = last.folded.toUpperCase();
    const head = placesNamed(
      tokens
        .slice(0, -1)
        .map((t) => t.folded)
        .join(" "),
    );
    const inCanton = head.filter((p) => p.cantons.includes(canton));
    return inCanton.length > 0 ? inCanton : head;
  }
  return [];
}

/** The cantons a set of places lies in. */
export function cantonsOf(places: readonly Place[]): Set<string> {
  return new Set(places.flatMap((p) => p.cantons));
}

// --- Internal helpers ---

function _index(): GazetteerIndex {
  if (index) return index;
  const map = new Map<string, Place[]>();
  const prefixes = new Set<string>();
  const add = (name: string, place: Place) => {
    for (const key of foldVariants(name)) {
      if (!key) continue;
      const list = map.get(key) ?? [];
      if (!list.some((p) => p.id === place.id)) list.push(place);
      map.set(key, list);
      for (let sp = key.indexOf(" "); sp >= 0; sp = key.indexOf(" ", sp + 1)) prefixes.add(key.slice(0, sp));
    }
  };
  const municipality = new Map<number, Place>();
  for (const [bfs, name, canton] of MUNICIPALITIES) {
    municipality.set(bfs, { kind: "municipality", id: `bfs:${bfs}`, name, cantons: [canton] });
  }
  for (const [name, bfsList] of PLACES) {
    for (const bfs of bfsList) {
      const place = municipality.get(bfs);
      if (place) add(name, place);
    }
  }
  for (const [bfs, ...names] of MUNICIPALITY_EXONYMS) {
    const place = municipality.get(bfs);
    if (place) for (const name of names) add(name, place);
  }
  const canton = new Map<string, Place>();
  for (const c of CANTON_NAMES) {
    const place: Place = { kind: "canton", id: `canton:${c.code}`, name: c.de, cantons: [c.code] };
    canton.set(c.code, place);
    for (const name of [c.de, c.fr, c.it, c.rm, c.en]) add(name, place);
    add(`Kanton ${c.de}`, place);
    add(`Canton de ${c.fr}`, place);
    add(`Canton du ${c.fr}`, place);
    add(`Cantone ${c.it}`, place);
  }
  for (const [code, ...names] of CANTON_EXTRA_NAMES) {
    const place = canton.get(code);
    if (place) for (const name of names) add(name, place);
  }
  for (const [id, cantons, ...names] of REGIONS) {
    const place: Place = { kind: "region", id: `region:${id}`, name: names[0] ?? id, cantons };
    for (const name of names) add(name, place);
  }
  const allCantons = CANTON_NAMES.map((c) => c.code);
  for (const name of [
    "Swiss",
    "Schweizer",
    "Schweizerische",
    "Helvetia",
    "Helvetica",
    "Helvetic",
    "Svizra",
    "Suisse",
  ]) {
    add(name, { kind: "national", id: "national:CH", name: "Schweiz", cantons: allCantons });
  }
  add("Confoederatio Helvetica", {
    kind: "national",
    id: "national:CH",
    name: "Schweiz",
    cantons: allCantons,
  });
  add("Schweizerische Eidgenossenschaft", {
    kind: "national",
    id: "national:CH",
    name: "Schweiz",
    cantons: allCantons,
  });
  const country = new Map<string, Place>();
  for (const [code, de, fr, it, en] of COUNTRIES) {
    const place: Place = {
      kind: "country",
      id: `country:${code}`,
      name: en,
      cantons: code === "CH" ? allCantons : [],
    };
    country.set(code, place);
    for (const name of [de, fr, it, en]) add(name, place);
  }
  for (const [code, ...names] of COUNTRY_SHORT_NAMES) {
    const place = country.get(code);
    if (place) for (const name of names) add(name, place);
  }
  for (const [id, ...names] of FOREIGN_PLACES) {
    const place: Place = { kind: "abroad", id: `abroad:${id}`, name: names[0] ?? id, cantons: [] };
    for (const name of names) add(name, place);
  }
  for (const [code, de, fr, it, en] of WORLD_REGIONS) {
    const place: Place = { kind: "world_region", id: `m49:${code}`, name: en, cantons: [] };
    for (const name of [de, fr, it, en]) add(name, place);
  }
  for (const name of OTHER_GEOGRAPHY) {
    add(name, { kind: "world_region", id: `other:${name.toLowerCase()}`, name, cantons: [] });
  }
  index = { names: map, prefixes };
  return index;
}
