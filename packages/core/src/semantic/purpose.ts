/**
 * Implied activities (NOGA 2008 sections) and WARN_DECEPTIVE_PURPOSE: an activity the name
 * implies must be covered by the declared purpose (EHRA directive 2021 ch. 2.1.1.1, "Firma-Zweck-
 * Relation"). The purpose is read with the same lexicons, in any of the four languages, with its
 * German elided compounds completed ("Hoch- und Tiefbau") and its dative plurals read as plurals
 * ("Handel mit Motorfahrzeugen"). An
 * activity is covered when the purpose names the same concept or one of the same NOGA division
 * (or, where a concept has no division, the same section). A purpose in which no activity is
 * recognised gives no finding: there is nothing to compare against.
 */

import type { VariantLanguage } from "../types.js";
import { expandElidedCompounds } from "./elided-compounds.js";
import { nogaLabel } from "./lexicon/noga.js";
import type { Concept } from "./lexicon/types.js";
import type { SemanticFinding } from "./port.js";
import type { Reading } from "./read.js";
import { conceptsOf, readText } from "./read.js";

/** Activity concepts of a reading (concepts with a NOGA code). */
export function activitiesOf(reading: Reading): Concept[] {
  return conceptsOf(reading).filter((c) => c.noga !== undefined);
}

/** `impliedActivities`: the NOGA section labels, sorted, each once (e.g. `"F: Construction"`). */
export function impliedActivities(activities: readonly Concept[]): string[] {
  const sections = new Set(activities.flatMap((c) => (c.noga ? [c.noga.section] : [])));
  return [...sections].sort().map(nogaLabel);
}

/** WARN_DECEPTIVE_PURPOSE findings of a name's activities against a purpose text. */
export function purposeFindings(
  activities: readonly Concept[],
  activityScope: string | null,
  language: VariantLanguage,
): SemanticFinding[] {
  if (!activityScope || activities.length === 0) return [];
  const text = expandElidedCompounds(activityScope);
  const declared = activitiesOf(readText(text, { language, legalForms: false, datives: true }));
  if (declared.length === 0) return [];
  const uncovered = activities.filter((a) => !declared.some((d) => covers(d, a)));
  if (uncovered.length === 0) return [];
  const labels = [...new Set(uncovered.map((c) => (c.noga ? nogaLabel(c.noga.section) : c.id)))];
  return [
    {
      code: "WARN_DECEPTIVE_PURPOSE",
      message: `The name implies activities the declared purpose does not cover: ${labels.join("; ")}.`,
      evidence: uncovered.map((c) => `uncovered:${c.noga?.section ?? "?"}${c.noga?.division ?? ""}:${c.id}`),
    },
  ];
}

// --- Internal helpers ---

function covers(declared: Concept, implied: Concept): boolean {
  if (declared === implied) return true;
  const d = declared.noga;
  const i = implied.noga;
  if (!d || !i || d.section !== i.section) return false;
  return d.division === undefined || i.division === undefined || d.division === i.division;
}
