/**
 * Official designations (WSchG art. 6, 8, 9): Eidgenossenschaft, Bund, eidgenössisch, Kanton,
 * kantonal, Gemeinde, kommunal and their translations, and word signs for the Swiss arms.
 */
import { termRule } from "./term-rule.js";

/** WARN_OFFICIAL_DESIGNATION: official or state designations. */
export const officialDesignationRule = termRule({
  id: "official.designation",
  code: "WARN_OFFICIAL_DESIGNATION",
  description:
    "Official designations suggest an official or semi-official activity (allowed in combination only if not misleading).",
  lead: "The name uses an official or state designation that may suggest an official activity",
});
