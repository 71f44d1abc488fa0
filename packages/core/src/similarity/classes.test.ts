/**
 * Valid and invalid tables of every match class (docs/conflict-search.md): for each row the
 * registered name `b` sits in a register with a generated background (so word weights are
 * realistic), `a` is searched, and the class must hold (valid) or not (invalid). Each table runs
 * against the index and the brute-force oracle, which must agree.
 */
import { describe, expect, it } from "vitest";
import type { Found } from "../../test/helpers/found-in-both.js";
import { foundInBoth } from "../../test/helpers/found-in-both.js";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { fullKeyBits, textFeatures } from "../search/features.js";
import { codeNeighbours } from "../search/sound-neighbours.js";
import { spelledDigitReadings } from "../search/spelled-digits.js";
import { generateCompanies } from "../synthetic/generator.js";
import { conceptKey } from "./concept-key.js";
import type { WordStats } from "./partial.js";
import {
  beginsAlike,
  movedLettersApart,
  oneEditApart,
  replacedLettersApart,
  sharedElements,
  shortTwoEditsApart,
  soundAlike,
  soundRelation,
} from "./partial.js";
import type { MatchClass } from "./risk.js";
import { trigramDice } from "./trigrams.js";

// A generated register, and 300 of its names again with "Farben": a common word in this register.
const GENERATED = generateCompanies({ count: 3000, seed: 15_115 });
const BACKGROUND: RegisteredCompany[] = [
  ...GENERATED,
  ...GENERATED.slice(0, 300).map((c, i) => ({
    ...c,
    id: `CHE-300.000.${String(i).padStart(3, "0")}`,
    uid: null,
    names: [{ ...(c.names[0] as RegisteredCompany["names"][number]), name: `${c.names[0]?.name} Farben` }],
  })),
];

/** The classes `b` is found under when `a` is searched (E for an identity), by both registers. */
async function classesOf(a: string, b: string): Promise<MatchClass[]> {
  const f = await foundInBoth(BACKGROUND, a, b);
  return f.identity ? ["E"] : f.classes;
}

/** How `b` is found when `a` is searched: identity, risk ("none" when not), evidence; the same by both registers. */
function found(a: string, b: string): Promise<Found> {
  return foundInBoth(BACKGROUND, a, b);
}

type Row = [a: string, b: string];
const TABLES: Record<MatchClass, { valid: Row[]; invalid: Row[] }> = {
  E: {
    valid: [
      ["Müller Treuhand AG", "Mueller Treuhand GmbH"],
      ["TX Group AG", "TX group"],
    ],
    invalid: [["Müller Treuhand AG", "Müller Treuhand Zürich AG"]],
  },
  P: {
    valid: [
      ["Meyer Bau AG", "Maier Bau AG"],
      ["Terox AG", "Terocks AG"],
      // A digit read back as its number word: "true 1" joined as "trueone" sounds like "truone".
      ["Truone AG", "True1 AG"],
      ["True One AG", "Truone AG"],
    ],
    invalid: [
      ["Meyer Bau AG", "Keller Bau AG"],
      ["Truone AG", "True2 AG"],
    ],
  },
  V: {
    valid: [["Aquaris Vita AG", "Aquarius Vita AG"]],
    invalid: [["Aquarius Vita AG", "Borealis Nova AG"]],
  },
  S: {
    valid: [
      ["Zyxora Consulting AG", "Zyxora AG"],
      ["Zyxora AG", "Zyxora Consulting AG"],
      // The name contained whole with its words joined otherwise (search/joined-words.ts).
      ["Alp Vision Consulting AG", "Alpvision AG"],
      ["Alpvision Consulting AG", "Alp Vision AG"],
      ["Y/NG Fitness GmbH", "YNG AG"],
      // The query contained whole in the name, its words run together as one of the name's.
      ["Alp Vision AG", "Alpvision Zug AG"],
      ["Sun Ray AG", "Sunray Holding AG"],
      // The query's word split into words of the name, order aside as in plain S.
      ["Alpvision AG", "Alp Vision Consulting AG"],
      ["Sunray AG", "Holding Ray Sun AG"],
      // A name of several words run together at the start or the end of one query word.
      ["Swissalpvision AG", "Alp Vision AG"],
      ["Alpvisionen AG", "Alp Vision AG"],
    ],
    invalid: [
      // Inside a word, not at its start or end; a name of one word inside a word (C); a word of
      // ordinary language, whose letters meet the name's by chance.
      ["Swissalpvisionen AG", "Alp Vision AG"],
      ["Myalpvision AG", "Alpvision AG"],
      ["Investments Huber AG", "In Vest AG"],
      ["Zyxora Consulting AG", "Qwerta Consulting AG"],
      // A word inside a joined word is an element (C), not the name joined.
      ["Alpvision Consulting AG", "Vision AG"],
      // One word equal by its same-as key is spelled otherwise, not joined: "voen" reads "von".
      ["Von Moos Consulting AG", "Voen AG"],
      // Joined with a word the name lacks.
      ["Alp Visionx Consulting AG", "Alpvision AG"],
      ["Alp Visionx AG", "Alpvision Zug AG"],
      // A query of one word is not joined: its word inside the name's is an element (C).
      ["Vision AG", "Alpvision Zug AG"],
      // A split must use up the query: "alpvisionx" leaves an "x".
      ["Alpvisionx AG", "Alp Vision Consulting AG"],
      // Parts of three letters or more: "al" is too short to split off.
      ["Alvision AG", "Al Vision Consulting AG"],
    ],
  },
  O: {
    // "MIT" is a German function word and an acronym: it stays relatable.
    valid: [
      ["Lumora Farben AG", "Lumora Bautechnik AG"],
      ["MIT Lumbrex AG", "MIT Vaxor AG"],
      // A distinctive word written as two in the query, other words beside it.
      ["Coli-Var Advisors AG", "Colivar Gestion AG"],
      ["Zentrix Lum Ora AG", "Lumora Bautechnik AG"],
    ],
    invalid: [
      // Words not adjacent, a function word in the join, or a join shorter than five letters.
      ["Coli Zentrix Var AG", "Colivar Gestion AG"],
      ["Coli de Var AG", "Colidevar Gestion AG"],
      ["Co Li Advisors AG", "Coli Gestion AG"],
      // "Farben" is common in this register: too light to relate two names by itself.
      ["Lumora Farben AG", "Vexilla Farben AG"],
      // A shared article, preposition or single letter relates nothing, however rare it is here.
      ["Zentrix of Qorvanta AG", "OF Lumbrex AG"],
      ["Zentrix des Qorvanta SA", "Des Lumbrex SA"],
      ["A.J.K. Qorvanta AG", "M&A Lumbrex AG"],
    ],
  },
  W: {
    valid: [
      ["Bavag Technik AG", "Pavag Montage AG"],
      // Near sound: one sound added at the end (635 / 6356, 353 / 3535), spelled mostly alike.
      ["Novello AG", "Novilon AG"],
      ["Wolvol AG", "Volvo AG"],
    ],
    invalid: [
      ["Bavag Technik AG", "Dorex Montage AG"],
      // Codes one final sound apart (272 / 2727), but spelled unlike.
      ["Trade AG", "Dordiajur AG"],
      // One sound apart, but not at the end (6356 / 6366): a spelling slip (D), not a near sound.
      ["Novilon AG", "Novimon AG"],
    ],
  },
  D: {
    valid: [
      ["Staxa AG", "Stada AG"],
      ["Staxa AG", "Satxa AG"],
      // A look-alike letter group is one edit: "rn" reads as "m", "vv" as "w".
      ["Clarnix AG", "Clamix AG"],
      ["Clamix AG", "Clarnix AG"],
      ["Vvestor AG", "Westor AG"],
      // Moved letters: the same letters in another order, ending alike.
      ["Tavenor AG", "Navetor AG"],
      ["Albexa AG", "Balexa AG"],
      // Replaced letters: two letters changed in a word of seven or eight, the ending kept.
      ["Acofida AG", "Axotida AG"],
      ["Simatur AG", "Cibatur AG"],
      // Two edits in a coined word of six to eight letters, beginning alike.
      ["Omeran AG", "Omepral AG"],
      ["Cave Tsalline AG", "Tsarine AG"],
    ],
    invalid: [
      ["Staxa AG", "Strata AG"],
      // The same letters, but another ending, or a letter more.
      ["Tavenor AG", "Ravonet AG"],
      ["Albexa AG", "Balexta AG"],
      // A look-alike group and another edit: two apart in a short word.
      ["Clarnix AG", "Clamax AG"],
      // "rn" and "w" do not look alike (two edits, in a word too short for two).
      ["Arnix AG", "Awix AG"],
      // Two letters replaced, but another ending, a word of six, or two places.
      ["Acofida AG", "Axotido AG"],
      ["Cofida AG", "Xotida AG"],
      ["Buelach Treuhand AG", "Bellach Treuhand AG"],
      // Two edits, but another first letter, an ordinary word, three edits or five letters.
      ["Klaryx AG", "Plavix AG"],
      ["Hosting AG", "Holding AG"],
      ["Omeran AG", "Omaprel AG"],
      ["Omera AG", "Opexa AG"],
    ],
  },
  C: {
    valid: [
      ["Newfenix AG", "Fenix AG"],
      ["Sonnenhofbau AG", "Sonnenhof Immobilien AG"],
      // A shared beginning of four letters (BGE 88 II 176).
      ["Adreg AG", "Adrema AG"],
    ],
    invalid: [
      ["Newfenix AG", "Newton AG"],
      // A beginning of three letters, an ending of four, a beginning common in the register
      // ("Farben" is in 300 names), or words that sound alike (W says more).
      ["Zarol AG", "Zarix AG"],
      ["Lomtrix AG", "Vantrix AG"],
      ["Farbix AG", "Farbenhaus AG"],
      ["Terocks AG", "Terox AG"],
      // A coined word against a word of the semantic lexicon, or against a place.
      ["Prophina AG", "Property AG"],
      ["Heritage AG", "Herisau AG"],
    ],
  },
  T: {
    valid: [
      ["Schweizer Bäckerei Zolliker AG", "Boulangerie suisse Zolliker SA"],
      ["Zolliker Immobilienverwaltung AG", "Zolliker Gestion immobilière SA"],
      ["Zolliker Treuhand AG", "Zolliker Fiduciaire SA"],
      // "society" is société and Gesellschaft; "Zahnärzte" is the plural of a known word.
      ["Swiss Society of Dentists", "Société suisse des dentistes"],
      ["Zolliker Zahnärzte AG", "Zolliker Dentistes SA"],
      // A known start translated, the coined rest kept.
      ["Hydropik AG", "Waterpik AG"],
      // Words of daily life (imagery-daily-life.ts), possessives included.
      ["Alte Mühle AG", "Vieux Moulin SA"],
      ["Mein Garten AG", "Mon Jardin SA"],
      ["Zolliker Kleine Krone AG", "Zolliker Petite Couronne SA"],
    ],
    invalid: [
      // "klein" is the image "small" here, not a scope qualifier like "gross" or "lokal".
      ["Zolliker Kleine Krone AG", "Zolliker Grosse Krone AG"],
      ["Zolliker Kleine Krone AG", "Zolliker Lokale Krone AG"],
      // The coined rest differs.
      ["Hydropik AG", "Waterpok AG"],
      // Same words: S (and E), not a translation.
      ["Zolliker Treuhand AG", "Treuhand Zolliker AG"],
      // A different individual element.
      ["Zolliker Treuhand AG", "Wettstein Fiduciaire SA"],
      // An extra concept.
      ["Zolliker Treuhand AG", "Zolliker Fiduciaire Immobilier SA"],
    ],
  },
};

describe.each(Object.entries(TABLES))("class %s", (cls, table) => {
  it.each(table.valid)("holds for %s / %s", async (a, b) => {
    expect(await classesOf(a, b)).toContain(cls);
  });
  it.each(table.invalid)("does not hold for %s / %s", async (a, b) => {
    expect(await classesOf(a, b)).not.toContain(cls);
  });
});

describe("word-level definitions", () => {
  it.each([
    ["staxa", "stada", true],
    ["staxa", "satxa", true],
    ["kmt", "kmr", true],
    ["ab", "ac", false],
    ["staxa", "strata", false],
    ["staxa", "staxa", false],
    ["clarnix", "clamix", true],
    ["clamix", "clarnix", true],
    ["vvest", "west", true],
    ["rnix", "mix", true],
    ["clarnix", "clamax", false],
    ["clarnix", "clawix", false],
  ] as const)("one edit apart: %s / %s → %s", (q, n, expected) => {
    expect(oneEditApart(q, n)).toBe(expected);
  });

  it.each([
    ["albexa", "balexa", true],
    ["tavenor", "navetor", true],
    ["albea", "balea", true],
    // Another ending, a letter more or less, too short, not Latin letters, or one edit (D's).
    ["regal", "lager", false],
    ["albexa", "balexta", false],
    ["balexta", "albexa", false],
    ["roma", "omra", false],
    ["ab1cde", "b1acde", false],
    ["staxa", "satxa", false],
    ["albexa", "albexa", false],
  ] as const)("moved letters: %s / %s → %s", (q, n, expected) => {
    expect(movedLettersApart(q, n)).toBe(expected);
  });

  it.each([
    ["acofide", "axotide", true],
    ["simatul", "cibatul", true],
    ["humidity", "humanity", true],
    // Not the same ending, another length, too short or too long, one edit (a swap: D's), one
    // letter, three letters, not Latin letters, or a place ("bellach", "bulach").
    ["acofide", "axotido", false],
    ["acofide", "acofides", false],
    ["cofide", "xotide", false],
    ["dispermelt", "dispomalt", false],
    ["acofide", "caofide", false],
    ["acofide", "axofide", false],
    ["acofide", "xxotide", false],
    ["acof1de", "axot1de", false],
    ["bellach", "bulach", false],
    ["buelach", "bellach", false],
  ] as const)("replaced letters: %s / %s → %s", (q, n, expected) => {
    expect(replacedLettersApart(q, n)).toBe(expected);
  });

  it.each([
    ["omeran", "omepral", true],
    ["tsalline", "tsarine", true],
    ["mirvina", "mivinar", true],
    // Both of six letters, another first letter, three edits, five or nine letters (D at two
    // edits), one edit (D's), replaced or moved letters (theirs), an ordinary word, a place, or
    // not Latin.
    ["levact", "levane", false],
    ["klaryx", "plavix", false],
    ["omeran", "omaprel", false],
    ["omera", "opexa", false],
    ["omerantix", "omeprantix", false],
    ["omeran", "omerna", false],
    ["acofide", "axotide", false],
    ["tavenor", "tanevor", false],
    ["hosting", "holding", false],
    ["zollikon", "zolliker", false],
    ["omer4n", "omepr4l", false],
  ] as const)("two edits in a short coined word: %s / %s → %s", (q, n, expected) => {
    expect(shortTwoEditsApart(q, n)).toBe(expected);
  });

  it.each([
    ["bavag", "pavag", true],
    ["bachmann", "pachmann", true],
    // Two sounds only: too short a code to compare.
    ["meyer", "maier", false],
    ["bavag", "dorex", false],
    ["ab", "ap", false],
    // "cc" before e, i or y also read as "ks", as x: "Accent" / "Akzent", "Accial" / "Axial".
    ["accent", "akzent", true],
    ["accial", "axial", true],
    ["accento", "atschento", true], // the standard reading stays
    ["acca", "axa", false], // before a, cc is hard in every reading: no second code
  ] as const)("sound alike: %s / %s → %s", (q, n, expected) => {
    expect(soundAlike(q, n)).toBe(expected);
  });

  it.each([
    ["bavag", "pavag", "same"],
    ["novello", "novilon", "near"],
    ["volvo", "wolvol", "near"],
    ["magnify", "magnafied", "near"],
    // A two-sound code plus one sound says too little (27 / 276).
    ["dara", "drain", null],
    ["trade", "dordiajur", null],
    // Long words are compared by spelling (class D at two edits), not by near sound.
    ["versicherungen", "versicherungens", null],
  ] as const)("sound relation: %s / %s → %s", (q, n, expected) => {
    expect(soundRelation(q, n)).toBe(expected);
  });

  it.each([
    [
      ["true", "1"],
      [
        ["true", "eins"],
        ["true", "un"],
        ["true", "uno"],
        ["true", "one"],
      ],
    ],
    [["fit", "for", "life"], []],
    [["route", "66"], []],
  ] as const)("digits spelled: %j → %j", (words, expected) => {
    expect(spelledDigitReadings(words)).toEqual(expected);
  });

  it.each([
    ["635", ["6350", "6351", "6352", "6353", "6354", "6355", "6356", "6357", "6358"]],
    ["6356", ["63560", "63561", "63562", "63563", "63564", "63565", "63566", "63567", "63568", "635"]],
    ["63", []],
  ] as const)("code neighbours of %s", (code, expected) => {
    expect(codeNeighbours(code)).toEqual(expected);
  });

  it.each([
    ["newfenix", "fenix", ["fenix"]],
    ["rightchoice", "clearchoice", ["hoice", "choice"]],
    ["newfenix", "newton", []],
    ["fenix", "fenix", []],
    ["adreg", "adrema", ["adre"]],
    // Three letters, an ending of four, a whole word (not a proper prefix), or words alike otherwise.
    ["zarol", "zarix", []],
    ["lomtrix", "vantrix", []],
    ["adre", "adrema", ["adre"]],
    ["terocks", "terox", []],
  ] as const)("shared elements: %s / %s → %j", (q, n, expected) => {
    expect(sharedElements(q, n)).toEqual(expected);
  });

  it.each([
    // Registered: "adrema" once, the query word "adreg" once; "adresta" begins so too.
    [["adreg", "adrema"], true],
    [["adreg", "adrema", "adresta"], false],
    [["adrema"], true],
  ] as const)(
    "a beginning as rare as the registered word, in a register of %j → %s",
    (registered, expected) => {
      // The query word's own registration is no other word that begins so.
      const stats: WordStats = {
        total: 1000,
        wordDf: (w) => (registered.includes(w as never) ? 1 : 0),
        affixDf: (x) => registered.filter((w) => w.length > x.length && w.startsWith(x)).length,
      };
      expect(beginsAlike("adre", "adreg", "adrema", stats)).toBe(expected);
    },
  );

  it.each([
    [["schweizer", "backerei"], "#bakery #geo_ch"],
    [["boulangerie", "suisse"], "#bakery #geo_ch"],
    [["panetteria", "svizzera"], "#bakery #geo_ch"],
    [["swiss", "society", "of", "dentists"], "#company #geo_ch #health"],
    [["schweizerische", "zahnarztegesellschaft"], "#company #geo_ch #health"],
    [["zolliker", "gestion", "immobiliere"], "#real_estate zolliker"],
    [["zolliker", "immobilienverwaltung"], "#real_estate zolliker"],
    // An everyday image is a concept (imagery.ts); the word beside it stays as it is.
    [["blaue", "blume"], "#image_blue blume"],
    // A known start before a coined rest: the start is read, the rest kept.
    [["hydropik"], "#image_water pik"],
    [["waterpik"], "#image_water pik"],
    // A rest no word starts like is not a coined rest: the known start was a false one
    // ("stern" + "tleap", "mond" + "htside").
    [["sterntleap"], null],
    [["mondhtside"], null],
    // Everyday words (imagery-daily-life.ts) read the longer start: "first" + "leap", not "firs" +
    // "tleap"; "bright" + "side", not the town of Brig + "htside".
    [["firstleap"], "#image_first leap"],
    [["brightside"], "#image_clear side"],
    [["socinvest"], null],
    // Too short a rest, or no known start: the word stays as it is.
    [["wasserk"], null],
    [["novartis"], null],
    [["zolliker", "novartis"], null],
    // An umlaut written as its digraph reads as the umlaut (before: no key, so no T match), and a
    // word kept as it is is kept contracted ("Mueller Bäckerei" / "Müller Boulangerie").
    [["schweizer", "baeckerei"], "#bakery #geo_ch"],
    [["gisler", "gebaeude"], "#construction gisler"],
    [["mueller", "boulangerie"], "#bakery muller"],
    [["muller", "backerei"], "#bakery muller"],
    // "que" is no umlaut spelling; a word with no digraph stays as it was.
    [["jacques", "bakery"], "#bakery jacques"],
  ] as const)("concept key of %j is %s", (words, expected) => {
    expect(conceptKey(words)).toBe(expected);
  });
});

describe("moved letters", () => {
  it("give Medium at most, even in an otherwise equal name, and say so", async () => {
    const match = await found("Tavenor AG", "Navetor AG");
    expect(match.risk).toBe("Medium");
    expect(match.classes).toContain("D");
    expect(match.evidence).toContain('the same letters in another order: "tavenor" / "navetor" (weight 1)');
  });

  it("give Low where the pair weighs less than a name's most distinctive word", async () => {
    // "Moser" is in 14 of the 3,300 names, "Somer" in none: the pair weighs as the common word.
    const match = await found("Somer AG", "Moser AG");
    expect(match.classes).toContain("D");
    expect(match.risk).toBe("Low");
  });
});

describe("replaced letters", () => {
  it("give Medium at most, even in an otherwise equal name, and say so", async () => {
    const match = await found("Acofida AG", "Axotida AG");
    expect(match.risk).toBe("Medium");
    expect(match.classes).toContain("D");
    expect(match.evidence).toContain(
      'two letters replaced, the ending kept: "acofida" / "axotida" (weight 1)',
    );
  });

  it("give Low where the pair weighs less than a name's most distinctive word", async () => {
    // "Lombardi" is in 14 of the 3,300 names, "Zyxora" and "Kombirdi" in none.
    const match = await found("Zyxora Kombirdi AG", "Lombardi AG");
    expect(match.classes).toContain("D");
    expect(match.risk).toBe("Low");
  });
});

describe("a distinctive word written as two", () => {
  it("is the shared word of class O, and the evidence says how the query wrote it", async () => {
    const match = await found("Coli-Var Advisors AG", "Colivar Gestion AG");
    expect(match.risk).toBe("Medium");
    expect(match.evidence).toContain(
      'distinctive word "colivar" (written "coli var" in the query) shared (weight 1)',
    );
  });
});

describe("two edits in a short coined word", () => {
  it("give Medium when the pair is both names' most distinctive element, and say so", async () => {
    const match = await found("Omeran AG", "Omepral AG");
    expect(match.risk).toBe("Medium");
    expect(match.classes).toContain("D");
    expect(match.evidence).toContain(
      'coined words two edits apart, beginning alike: "omeran" / "omepral" (weight 1)',
    );
  });

  it("give Low where another word of a name is more distinctive", async () => {
    // "Lombardi" is in 14 of the 3,300 names, "Zyxora" and "Lembaxdi" in none: the pair weighs
    // as the common word, under "Zyxora".
    const match = await found("Zyxora Lembaxdi AG", "Lombardi AG");
    expect(match.classes).toContain("D");
    expect(match.risk).toBe("Low");
  });
});

describe("a shared beginning", () => {
  it("gives Medium when it is as rare as the names' own words, and says so", async () => {
    const match = await found("Adreg AG", "Adrema AG");
    expect(match.risk).toBe("Medium");
    expect(match.classes).toEqual(["C"]);
    expect(match.evidence).toContain('words begin alike: "adre" in "adreg" / "adrema" (weight 1)');
  });
});

describe("one name is a word of the other with one edit", () => {
  // S with a slip: one name is the other's dominant word spelled otherwise ("Gaba Life" / "Kaba").
  const SPELLED_OTHERWISE = "one name is the other's most distinctive word spelled otherwise";
  const SLIP_IN_DOMINANT = "the word spelled otherwise is the most distinctive element of both names";
  it.each([
    ["Zarvix Holding AG", "Marvix AG", "Medium"],
    ["Marvix AG", "Zarvix Holding AG", "Medium"],
    ["Benfid Verwaltungs AG", "Berfid AG", "Medium"],
    // Initials: a letter of three is no slip in a word.
    ["JTS Investments AG", "JTP AG", "Low"],
    // Both names have another word: one edit in one word of several, Low unless the pair is
    // the most distinctive element of both names (below).
    ["Zarvix Holding AG", "Marvix Trading AG", "Medium"],
    // The edited word weighs less than the other name's own distinctive word.
    ["Qorlatex Lombardi AG", "Lombardo AG", "Low"],
  ])("%s / %s is %s, and the evidence says why only when Medium", async (a, b, risk) => {
    const match = await found(a, b);
    expect(match.classes).toContain("D");
    expect(match.risk).toBe(risk);
    const why = [SPELLED_OTHERWISE, SLIP_IN_DOMINANT];
    expect(match.evidence.some((e) => why.some((w) => e.startsWith(w)))).toBe(risk === "Medium");
  });

  it.each([
    // One edit in the most distinctive word of both names, other words differing (a variant probe
    // of real names: a slip and another description together were Low, two edits Medium).
    ["Herok Treuhand GmbH", "Heron Wealth Management SA", "Medium"],
    ["Marzot Finanz GmbH", "Marmot Investment Office AG", "Medium"],
    // Two words of ordinary language, each with its meaning: no slip, Low.
    ["Tree Capital AG", "True Consulting AG", "Low"],
    // The same word inflected stays a slip.
    ["Zarvixa Holding AG", "Zarvixo Trading AG", "Medium"],
  ])("%s / %s is %s", async (a, b, risk) => {
    const match = await found(a, b);
    expect(match.classes).toContain("D");
    expect(match.risk).toBe(risk);
  });

  it("names the slip in the most distinctive word", async () => {
    expect((await found("Herok Treuhand GmbH", "Heron Wealth Management SA")).evidence).toContain(
      `${SLIP_IN_DOMINANT}: "herok" / "heron"`,
    );
  });

  it("names the pair in the evidence", async () => {
    expect((await found("Zarvix Holding AG", "Marvix AG")).evidence).toContain(
      `${SPELLED_OTHERWISE}: "zarvix" / "marvix"`,
    );
  });
});

describe("explanations of the near sound", () => {
  it("name the words and their codes", async () => {
    const match = await found("Novello AG", "Novilon AG");
    expect(match.risk).toBe("Medium");
    expect(match.evidence).toContain(
      'words sound nearly alike, one sound added at the end: "novello" / "novilon" (Cologne 635 / 6356) (weight 1)',
    );
  });
});

describe("classes D and W in names that differ only by place words", () => {
  it.each([
    // A seat, a canton, a country or a national word added to one name, or different seats.
    ["Reis AG Russikon", "Reiss AG"],
    ["Reiss AG", "Reis AG Russikon"],
    ["Reis Treuhand Zürich AG", "Reiss Treuhand AG"],
    ["Reis AG Zürich", "Reiss AG Bern"],
    ["Reis Deutschland GmbH", "Reiss AG"],
    ["Swiss Reis AG", "Reiss AG"],
    // The edited word is itself a place name: the names are otherwise equal anyway.
    ["Zürich Reis AG", "Zurch Reis AG"],
    // Sound-alike words (W: the same Cologne code) beside a seat of either name.
    ["Terocks AG", "Terox Zug AG"],
    ["Terox Zug AG", "Terocks AG"],
    ["Terocks Immobilien AG", "Terox Immobilien Basel AG"],
  ])("High: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).toBe("High");
  });

  it.each([
    // An ordinary word, or a place name that is also an ordinary word ("Wald"), still differs:
    // not High. Medium, as one name is the edited word alone and it dominates the other.
    ["Reis Garten AG", "Reiss AG"],
    ["Reis Wald AG", "Reiss AG"],
    // A word of a multi-word place ("St. Gallen") is not a place on its own.
    ["Reis Gallen AG", "Reiss AG"],
    // A place word and another word.
    ["Reis Garten Zürich AG", "Reiss AG"],
    ["Genin AG", "Benin Solutions AG"],
    // "Dach" is a roof as well as a region (DACH).
    ["Zeno AG", "Zene Dach AG"],
    // Neither name is the edited word alone, but the pair is the most distinctive element of both.
    ["Reis Garten AG", "Reiss Treuhand AG"],
  ])("Medium: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).toBe("Medium");
  });

  it.each([
    // The one-edit pair is a place word ("cham"), and the words left differ: "cam" / "invest".
    ["CAM Schweiz AG", "Cham Invest AG"],
  ])("Low: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).toBe("Low");
  });

  it.each([
    // Sound-alike words beside a place word and another word, or beside an ordinary word.
    ["Terocks Garten AG", "Terox Zug AG"],
    ["Terocks AG", "Terox Garten AG"],
    // Codes one sound apart (a near sound) are weaker evidence than equal codes.
    ["Novello AG", "Novilon Zug AG"],
  ])("below High: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).not.toBe("High");
  });

  it("names the place words in the evidence", async () => {
    // The registered name has the place word (the query's own seat is set aside before D).
    expect((await found("Reiss AG", "Reis AG Russikon")).evidence).toContain(
      'place names do not tell the names apart: "russikon"',
    );
    expect((await found("Terocks AG", "Terox Zug AG")).evidence).toEqual([
      'words sound alike: "terocks" / "terox" (weight 1)',
      'place names do not tell the names apart: "zug"',
    ]);
  });
});

describe("the query read without its seat", () => {
  it.each([
    // Without "Zug" the names sound alike (P), are identical (E), or translate each other (T).
    // Where the query as written is High too, its own evidence is reported (a tie keeps it); an
    // ordinary word contained alone in the query as written is Medium (S), so the reading
    // without the seat, an identity, is what makes "Muster (Basel) AG" High.
    ["Terocks Zug AG", "Terox AG", false],
    ["Meyer Treuhand Bern AG", "Maier Treuhand AG", true],
    ["Alpvision Schweiz AG", "Alp Vision AG", false],
    ["Sunray Basel GmbH", "Sun-Ray GmbH", false],
    // The query as written is High too: "zolliker" shared, only descriptive words beside it (O).
    ["Zolliker Treuhand Zürich AG", "Zolliker Fiduciaire SA", false],
    ["Muster (Basel) AG", "Muster AG", true],
    ["Zyxora (Basel) AG", "Zyxora AG", false],
  ])("High, not an identity: %s / %s (by the second reading: %s)", async (a, b, seatless) => {
    const r = await found(a, b);
    expect(r).toMatchObject({ identity: false, risk: "High" });
    expect(/^compared without the query's place words "/.test(r.evidence[0] ?? "")).toBe(seatless);
  });

  it.each([
    // Without an individual element the place names the firm.
    ["Immobilien Bern AG", "Immobilienverwaltung AG"],
    // Only the query's seat is read away; a registered name's seat counts, but for the pairs
    // spelled or sounding alike beside it (above).
    ["Terocks Bau AG", "Terox Zug AG"],
  ])("below High: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).not.toBe("High");
  });

  it("reports the Dice of the query as written, seat included", async () => {
    // Before: 1, the Dice of "meyer treuhand" with itself once "Bern" was set aside.
    const r = await found("Meyer Treuhand Bern AG", "Meyer Treuhand AG");
    expect(r.risk).toBe("High");
    expect(r.visualScore).toBeCloseTo(
      trigramDice(
        textFeatures("Meyer Treuhand Bern AG").trigrams,
        textFeatures("Meyer Treuhand AG").trigrams,
      ),
      3,
    );
    expect(r.visualScore).toBeLessThan(0.9);
  });

  it.each([
    // Found by the query's own search too (S): the Dice it measured is reported.
    ["Meyer Treuhand Bern AG", "Meyer Treuhand AG"],
    // Left out by the query's own search (Low by O alone): the name is described and measured.
    ["Meyer Treuhand Bern AG", "Maier Treuhand AG"],
    ["Zolliker Treuhand Zürich AG", "Zolliker Fiduciaire SA"],
  ])("reports the Dice as written whichever search measured it: %s / %s", async (a, b) => {
    const r = await found(a, b);
    expect(r.risk).toBe("High");
    expect(r.visualScore).toBeCloseTo(trigramDice(textFeatures(a).trigrams, textFeatures(b).trigrams), 3);
  });

  it("keeps a leading place word: it may be the name itself", async () => {
    // High through the sound-alike pair beside a place word, not through a second reading.
    expect((await found("Zürich Terocks AG", "Terox AG")).evidence).toEqual([
      'words sound alike: "terocks" / "terox" (weight 1)',
      'place names do not tell the names apart: "zurich"',
    ]);
  });

  it("names the place words set aside", async () => {
    expect((await found("Meyer Treuhand Bern AG", "Maier Treuhand AG")).evidence[0]).toBe(
      'compared without the query\'s place words "bern"',
    );
  });
});

describe("risk of class P: a key that spells the whole name", () => {
  async function riskAndClasses(a: string, b: string) {
    const { risk, classes } = await found(a, b);
    return { risk, classes };
  }

  it.each([
    // Double metaphone and a Cologne code of three sounds or more agree.
    ["Terocks AG", "Terox AG", "High"],
    ["Meyer Bau AG", "Maier Bau AG", "High"],
    // A two-sound code (07, 46) matches names by chance: the same sound, shown as Medium.
    ["Jar AG", "Orro AG", "Medium"],
    ["Cam AG", "Quami AG", "Medium"],
    // One word each, spelled less alike than not: the keys dropped the vowels and merged the
    // initials, so they agree by chance (Medium). Names of two words keep the keys' verdict.
    ["Treuco AG", "Dorga AG", "Medium"],
    ["Arode SA", "Jurdia AG", "Medium"],
    ["Ficas AG", "Vexa AG", "Medium"],
    ["Telefix AG", "Telephix AG", "High"],
    ["Meyer Treuco AG", "Maier Dorga AG", "High"],
  ])("%s / %s: %s", async (a, b, risk) => {
    expect(await riskAndClasses(a, b)).toEqual({ risk, classes: expect.arrayContaining(["P"]) });
  });

  it("names the spelling that keeps the keys from a High", async () => {
    expect((await found("Treuco AG", "Dorga AG")).evidence).toContain(
      'spelled apart: "treuco" / "dorga" (6 edits), so the shared keys count as Medium',
    );
  });

  it.each([
    [["m:AR", "k:07"], 0],
    [["m:TRKS", "k:2748"], 0b10],
    [["k:1 67", "k:67"], 0b01],
    [["m:MR", "k:#4u"], 0b10],
  ] as const)("counts the sounds of each Cologne key: %j → %i", (keys, bits) => {
    expect(fullKeyBits(keys)).toBe(bits);
  });
});

describe("risk of class S: an ordinary word contained alone is a weak element", () => {
  it.each([
    // A coined word, a surname or a rare word contained whole: High.
    ["Bacaro Pizza AG", "Bacaro AG", "High"],
    ["Zyxora Consulting Bern AG", "Zyxora AG", "High"],
    ["Meier Platinum AG", "Meier AG", "High"],
    // Words of ordinary language or a place contained whole: Medium, still reported.
    ["Roma Pizza AG", "Roma AG", "Medium"],
    ["Sprite Quench AG", "Quench AG", "Medium"],
    ["Funky Galaxy AG", "Galaxy AG", "Medium"],
    ["Platinum Zyxora AG", "Platinum AG", "Medium"],
    // Two or more ordinary words contained together: a combination, distinctive as a whole.
    ["Blue Owl Brewing AG", "Blue Owl AG", "High"],
    ["Cleanface AG", "Dr. Belmeur Clean Face AG", "High"],
  ])("%s / %s: %s", async (a, b, risk) => {
    const r = await found(a, b);
    expect(r.classes).toContain("S");
    expect(r.risk).toBe(risk);
  });

  it("says why the word weighs 0.5", async () => {
    expect((await found("Roma Pizza AG", "Roma AG")).evidence).toContain(
      "all words of the name contained in the query: roma (word weight 0.5, a word of ordinary language)",
    );
    expect((await found("Bacaro Pizza AG", "Bacaro AG")).evidence).toContain(
      "all words of the name contained in the query: bacaro (word weight 1)",
    );
  });
});

describe("class O's High: a distinctive word shared, only descriptive words beside it", () => {
  it.each([
    // Swiss practice: additions describing the activity do not tell the names apart (BGE 131 III 572).
    ["Café Sprüngli AG", "Confiserie Sprüngli AG"],
    ["Taurus Finance AG", "Taurus Gym AG"],
    ["Kalandra Immobilien AG", "Kalandra Treuhand GmbH"],
    ["Kalandra Immobilien Zürich AG", "Kalandra Bau AG"],
  ])("High: %s / %s", async (a, b) => {
    const r = await found(a, b);
    expect(r).toMatchObject({ identity: false, risk: "High" });
    expect(r.evidence.some((e) => e.startsWith("only descriptive words beside it"))).toBe(true);
  });

  it.each([
    // An acronym of three letters is weak (BGer: "SRC Consulting" / "SRC Wirtschaftsprüfungen").
    ["SRC Consulting GmbH", "SRC Treuhand GmbH"],
    // A word beside it that is no description: an image, a surname, a coined word.
    ["Taurus Stern AG", "Taurus Gym AG"],
    ["Kalandra Brunner AG", "Kalandra Treuhand AG"],
    ["Kalandra Zovex AG", "Kalandra Bau AG"],
    // The shared word is itself ordinary or a place: no distinctive element.
    ["Velvet Immobilien AG", "Velvet Treuhand AG"],
    ["Zürcher Immobilien AG", "Zürcher Treuhand AG"],
  ])("below High: %s / %s", async (a, b) => {
    expect((await found(a, b)).risk).not.toBe("High");
  });
});
