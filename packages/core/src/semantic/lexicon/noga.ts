/**
 * NOGA 2008 sections (the Swiss edition of NACE Rev. 2, Federal Statistical Office), the activity
 * vocabulary of `semanticContext.impliedActivities`. Titles are the official English section titles.
 */
import type { NogaSection } from "./types.js";

/** Section letter → official English title. */
export const NOGA_SECTIONS: Readonly<Record<NogaSection, string>> = {
  A: "Agriculture, forestry and fishing",
  B: "Mining and quarrying",
  C: "Manufacturing",
  D: "Electricity, gas, steam and air conditioning supply",
  E: "Water supply; sewerage, waste management and remediation activities",
  F: "Construction",
  G: "Wholesale and retail trade; repair of motor vehicles and motorcycles",
  H: "Transportation and storage",
  I: "Accommodation and food service activities",
  J: "Information and communication",
  K: "Financial and insurance activities",
  L: "Real estate activities",
  M: "Professional, scientific and technical activities",
  N: "Administrative and support service activities",
  O: "Public administration and defence; compulsory social security",
  P: "Education",
  Q: "Human health and social work activities",
  R: "Arts, entertainment and recreation",
  S: "Other service activities",
  T: "Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use",
  U: "Activities of extraterritorial organisations and bodies",
};

/** The `impliedActivities` string of a section: `"<letter>: <title>"`, e.g. `"F: Construction"`. */
export function nogaLabel(section: NogaSection): string {
  return `${section}: ${NOGA_SECTIONS[section]}`;
}
