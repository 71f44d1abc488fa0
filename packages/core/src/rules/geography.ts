/**
 * Geographic rules (OR art. 944; EHRA directive 2021 on geographic designations and seat
 * indications; MSchG art. 47 ff.): a name may not consist only of geographic designations, a
 * place given as seat indication must be the legal seat, and national or scope wording is a
 * warning. Places come from the built-in gazetteer (reference/gazetteer.ts).
 */
import type { Place, PlaceSpan } from "../reference/gazetteer.js";
import { AMBIGUOUS_PLACE_WORDS, findPlaceSpans, resolvePlace } from "../reference/gazetteer.js";
import { DESIGNATION_TERM_SET, ORIGIN_ACRONYMS, ORIGIN_TERM_SET } from "../reference/national.js";
import type { TermMatch } from "../terms/matcher.js";
import { compileTerms } from "../terms/matcher.js";
import type { NameToken } from "../terms/text.js";
import { foldedWords } from "../terms/text.js";
import type { RuleContext } from "./rule.js";
import { defineRule } from "./rule.js";
import { surnameTokens } from "./sole-proprietorship.js";

/** Words that may join or frame place names without adding content ("Zürich und Bern", "La Côte", "Stadt Zürich"). */
const FILLERS: ReadonlySet<string> = new Set([
  "&",
  "und",
  "and",
  "et",
  "e",
  "ed",
  "la",
  "le",
  "les",
  "l'",
  "il",
  "lo",
  "the",
  "der",
  "die",
  "das",
  "de",
  "di",
  "du",
  "des",
  "d'",
  "von",
  "in",
  "en",
  // Generic words for a place or a part of it, which add no content to the place they name
  // ("Stadt Zürich AG", "Région Genève SA" were cleared).
  "stadt",
  "ville",
  "citta",
  "city",
  "region",
  "regione",
  "kanton",
  "canton",
  "cantone",
  "gemeinde",
  "commune",
  "comune",
  "greater",
  "nord",
  "sud",
  "sued",
  "ost",
  "ouest",
  "west",
  "north",
  "south",
  "east",
]);

/** ERR_STANDALONE_GEOGRAPHY: the name core is only geographic designations ("Zürich AG", "Europa SA"). */
export const standaloneGeographyRule = defineRule({
  id: "geography.standalone",
  codes: ["ERR_STANDALONE_GEOGRAPHY"],
  description: "A name may not consist only of geographic designations plus the legal form.",
  check: (ctx) => {
    const { core, spans, designations } = _geography(ctx);
    if (spans.length === 0 && designations.length === 0) return [];
    const covered = new Set<number>();
    for (const s of [...spans, ...designations]) for (let i = s.first; i <= s.last; i++) covered.add(i);
    const rest = core.filter((t, i) => !covered.has(i) && !FILLERS.has(t.folded));
    if (rest.length > 0) return [];
    // Place names that are also ordinary words ("Wald", "Muster") count as distinctive content;
    // a canton's name never does ("Jura SA", like the 25 others alone).
    const ordinary = (s: PlaceSpan) =>
      AMBIGUOUS_PLACE_WORDS.has(_folded(core, s)) && !s.places.some((p) => p.kind === "canton");
    if (spans.some(ordinary)) return [];
    // Each word is named once, by the longest designation that holds it ("Confédération suisse",
    // not also "suisse"); a place and a designation of the same words, as the place.
    const parts = [
      ...spans.map((s) => ({
        first: s.first,
        last: s.last,
        place: true,
        text: `"${s.text}": ${_kindOf(s.places)}`,
        id: `place:${s.places[0]?.id ?? s.text}`,
      })),
      ...designations.map((m) => ({
        first: m.first,
        last: m.last,
        place: false,
        text: `"${m.text}": ${m.entry.category.code === "origin_scope" ? "scope" : "national"} designation`,
        id: `designation:${m.entry.term.term}@${m.text}`,
      })),
    ];
    const named = parts
      .filter(
        (p) => !parts.some((o) => o !== p && _inside(p, o) && (!_inside(o, p) || (o.place && !p.place))),
      )
      .sort((a, b) => a.first - b.first);
    return [
      {
        code: "ERR_STANDALONE_GEOGRAPHY",
        message: `The name consists only of geographic designations (${named.map((p) => p.text).join(", ")}); add a distinctive element.`,
        evidence: named.map((p) => p.id),
      },
    ];
  },
});

/** WARN_SEAT_MISMATCH: a seat indication ("Muster AG Zürich", "Muster (Basel) AG") that is not the legal seat. */
export const seatRule = defineRule({
  id: "geography.seat",
  codes: ["WARN_SEAT_MISMATCH"],
  description: "A place given as seat indication in the name must correspond to the legal seat.",
  check: (ctx) => {
    if (ctx.request.legalSeat === null) return [];
    const seat = resolvePlace(ctx.request.legalSeat);
    if (seat.length === 0) return [];
    const wrong = seatIndications(ctx).filter((s) => !_consistent(s.places, seat));
    if (wrong.length === 0) return [];
    return [
      {
        code: "WARN_SEAT_MISMATCH",
        message: `The name indicates ${wrong.map((s) => `"${s.text}"`).join(", ")} as its seat, but the legal seat is "${ctx.request.legalSeat}".`,
        evidence: wrong.map((s) => `seat-indication:${s.places[0]?.id ?? s.text}`),
      },
    ];
  },
});

const originMatcher = () => compileTerms(ORIGIN_TERM_SET);

/** WARN_ORIGIN_INDICATION: national (Swiss, Schweizer, Helvetia) or scope (International, Euro) wording. */
export const originRule = defineRule({
  id: "geography.origin",
  codes: ["WARN_ORIGIN_INDICATION"],
  description: "National and scope designations may mislead about origin or reach.",
  check: (ctx) => {
    const surname = _surname(ctx, ctx.tokens);
    const all = originMatcher()
      .match(ctx.tokens)
      .filter((m) => !_touches(m, surname) && (!_isAcronym(m) || _inCapitals(ctx, m)));
    // The full name of a protected organisation ("Organisation mondiale de la Santé") is refused
    // as such; its words are not also wording of origin or reach.
    const protectedNames = ctx.termMatches.filter(
      (m) => m.entry.category.flagCode === "ERR_PROTECTED_INTL_ORG_STRICT" && m.last > m.first,
    );
    // A word inside a longer match ("suisse" in "Confédération suisse") is named once, by it.
    const matches = all.filter(
      (m) =>
        ![...all, ...protectedNames].some(
          (o) => o !== m && o.first <= m.first && o.last >= m.last && o.last - o.first > m.last - m.first,
        ),
    );
    if (matches.length === 0) return [];
    const words = [...new Set(matches.map((m) => m.text))];
    return [
      {
        code: "WARN_ORIGIN_INDICATION",
        message: `The name uses national or scope wording (${words.map((w) => `"${w}"`).join(", ")}); it must be true and not mislead about origin or reach (MSchG art. 47 ff.).`,
        evidence: matches.map((m) => `origin:${m.entry.words.join(" ")}@${m.text}`),
      },
    ];
  },
});

/** An origin term that counts only as an acronym ("CH"). */
function _isAcronym(m: TermMatch): boolean {
  return ORIGIN_ACRONYMS.has(m.entry.words.join(" "));
}

/**
 * Every matched word is written in capitals ("CH Media", not "Ch. Müller"), and the first is
 * not a domain's ending ("ALP-GESTION.CH SA", a registered name, shows its web address).
 */
function _inCapitals(ctx: RuleContext, m: TermMatch): boolean {
  const first = ctx.tokens[m.first];
  if (first !== undefined && ctx.request.companyName[first.start - 1] === ".") return false;
  return ctx.tokens.slice(m.first, m.last + 1).every((t) => t.upper);
}

/** Tokens of the name without its legal-form designations and official additions. */
export function coreTokens(ctx: RuleContext): NameToken[] {
  // Partnership suffixes ("& Partner", "& Co.") stay: they are content, not a legal form.
  const cut: [number, number][] = ctx.name.legalForms
    .filter((f) => !f.embedded && f.kind !== "partnership_suffix")
    .map((f) => [f.start, f.end]);
  for (const add of ctx.name.additions) {
    const at = ctx.request.companyName.indexOf(add);
    if (at >= 0) cut.push([at, at + add.length]);
  }
  return ctx.tokens.filter((t) => !cut.some(([a, b]) => t.start < b && t.end > a));
}

/** Places the name presents as its seat: after the legal form, in brackets, or right before it. */
export function seatIndications(ctx: RuleContext): PlaceSpan[] {
  const forms = ctx.name.legalForms.filter((f) => !f.embedded && f.kind !== "partnership_suffix");
  const last = forms.at(-1);
  if (!last) return [];
  const { core, spans } = _geography(ctx);
  const name = ctx.request.companyName;
  const found: PlaceSpan[] = [];
  for (const s of spans) {
    const first = core[s.first] as NameToken;
    const end = core[s.last] as NameToken;
    const after = first.start >= last.end;
    const bracketed = _prevChar(name, first.start) === "(" && _nextChar(name, end.end) === ")";
    // A foreign place right before the form names the business ("Pizzeria Napoli Sagl"), not
    // its seat: a seat is Swiss.
    const before =
      !s.places.every((p) => p.kind === "abroad") &&
      s.last === _lastBefore(core, last.start) &&
      s.first > 0 &&
      !AMBIGUOUS_PLACE_WORDS.has(_folded(core, s)) &&
      !FILLERS.has((core[s.first - 1] as NameToken).folded);
    if (after || bracketed || before) found.push(s);
  }
  return found;
}

// --- Internal helpers ---

/** The core words, their places and their national or scope designations. */
interface Geography {
  core: NameToken[];
  spans: PlaceSpan[];
  designations: TermMatch[];
}

// Computed once per assessment (keyed by its token array).
const memo = new WeakMap<readonly NameToken[], Geography>();
const designationMatcher = () => compileTerms(DESIGNATION_TERM_SET);

/**
 * The owner's surname is the required core of a sole proprietorship's name (OR 945): a word the
 * request names as the surname ("Bühler", also a municipality) is no geographic term for it.
 */
function _geography(ctx: RuleContext): Geography {
  let geo = memo.get(ctx.tokens);
  if (!geo) {
    const core = coreTokens(ctx);
    const surname = _surname(ctx, core);
    geo = {
      core,
      spans: findPlaceSpans(core).filter((s) => !_touches(s, surname)),
      designations: designationMatcher()
        .match(core)
        .filter((m) => !_touches(m, surname)),
    };
    memo.set(ctx.tokens, geo);
  }
  return geo;
}

/** Indexes of `tokens` that spell the request's owner surname. */
function _surname(ctx: RuleContext, tokens: readonly NameToken[]): Set<number> {
  const surname = ctx.request.ownerSurname;
  return surname === null ? new Set() : surnameTokens(tokens, foldedWords(surname));
}

/** Tokens `a.first`..`a.last` lie within `b`'s. */
function _inside(a: { first: number; last: number }, b: { first: number; last: number }): boolean {
  return b.first <= a.first && a.last <= b.last;
}

/** A span of tokens `first`..`last` that includes one of `indexes`. */
function _touches(s: { first: number; last: number }, indexes: ReadonlySet<number>): boolean {
  for (let i = s.first; i <= s.last; i++) if (indexes.has(i)) return true;
  return false;
}

function _consistent(named: readonly Place[], seat: readonly Place[]): boolean {
  const seatIds = new Set(seat.map((p) => p.id));
  const seatCantons = new Set(seat.flatMap((p) => p.cantons));
  const towns = named.filter((p) => p.kind === "municipality");
  if (towns.length > 0) return towns.some((p) => seatIds.has(p.id));
  return named.some((p) => {
    if (p.kind === "national" || p.id === "country:CH") return true;
    if (p.kind === "country" || p.kind === "abroad") return false;
    if (p.kind === "world_region") return true;
    return p.cantons.some((c) => seatCantons.has(c));
  });
}

function _folded(tokens: readonly NameToken[], s: PlaceSpan): string {
  return tokens
    .slice(s.first, s.last + 1)
    .map((t) => t.folded)
    .join(" ");
}

function _kindOf(places: readonly Place[]): string {
  const kind = (p: Place) => (p.kind === "abroad" ? "foreign city or region" : p.kind.replace("_", " "));
  return [...new Set(places.map(kind))].join("/");
}

function _lastBefore(tokens: readonly NameToken[], offset: number): number {
  let idx = -1;
  tokens.forEach((t, i) => {
    if (t.end <= offset) idx = i;
  });
  return idx;
}

function _prevChar(s: string, at: number): string {
  let i = at - 1;
  while (i >= 0 && s[i] === " ") i--;
  return s[i] ?? "";
}

function _nextChar(s: string, at: number): string {
  let i = at;
  while (i < s.length && s[i] === " ") i++;
  return s[i] ?? "";
}
