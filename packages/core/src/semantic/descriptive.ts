/**
 * WARN_PURELY_DESCRIPTIVE and the geography flag of `semanticContext`. A name is purely
 * descriptive when everything in it (apart from the legal form) is generic wording, activity
 * words, descriptive adjectives or geography, with at least one non-geographic term. A surname,
 * a fantasy word, a number or an acronym individualises it (EHRA: «Garage 2000 AG»,
 * «Schreinerei Muster GmbH»); a name of geography alone is ERR_STANDALONE_GEOGRAPHY's business.
 * Beside a family word ("Gebrüder", "Söhne", "& Co.") a place name is read as the family's surname.
 */
import type { SemanticFinding } from "./port.js";
import type { Reading } from "./read.js";

/** The descriptiveness of one name. */
export interface Descriptiveness {
  isPurelyDescriptive: boolean;
  containsGeographicTerm: boolean;
  /** The individualising elements, when there are any. */
  individual: string[];
  /** The generic or descriptive terms. */
  generic: string[];
}

/** Judge a name reading. */
export function descriptiveness(reading: Reading): Descriptiveness {
  const individual: string[] = [];
  const generic: string[] = [];
  let geographic = false;
  // "Gebr. de Trey", "Bühler & Co.": beside a family word, a place name is the family's surname.
  const family = reading.elements.some((e) => e.type === "concept" && e.concept.family === true);
  for (const e of reading.elements) {
    if (e.type === "literal") individual.push(e.text);
    else if (e.concept.kind === "signal") individual.push(e.text);
    else if (e.concept.kind === "geo" && family) individual.push(e.text);
    else if (e.concept.kind === "geo") geographic = true;
    else generic.push(e.text);
  }
  // Nothing but the legal form ("AG", "Sàrl"): the entity's designation alone.
  const designationOnly = reading.elements.length === 0;
  return {
    isPurelyDescriptive: individual.length === 0 && (generic.length > 0 || designationOnly),
    containsGeographicTerm: geographic,
    individual,
    generic,
  };
}

/** The WARN_PURELY_DESCRIPTIVE finding, if any. */
export function descriptiveFindings(d: Descriptiveness): SemanticFinding[] {
  if (!d.isPurelyDescriptive) return [];
  const what =
    d.generic.length > 0
      ? `only of generic or descriptive terms (${d.generic.join(", ")})`
      : "only of its legal form (with official additions, if any)";
  return [
    {
      code: "WARN_PURELY_DESCRIPTIVE",
      message: `The name consists ${what} and has no individualising element such as a surname, a fantasy word or a number.`,
      evidence: [`descriptive:${d.generic.join(",")}`],
    },
  ];
}
