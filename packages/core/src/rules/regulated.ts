/**
 * Licensed-activity wording (EHRA directive 2021 ch. 2.1.1.2): banking and investment (BankG,
 * KAG, FINIG), gambling (BGS), pharmacy (HMG) and higher education (HFKG). The terms come from
 * the restricted-terms port; see reference/regulated-terms.ts for the built-in list.
 */
import { termRule } from "./term-rule.js";

/** WARN_FINREG_LICENSE_REQUIRED: Bank, Bankier, Sparen, SICAV, Vermögensverwalter, ... */
export const finregRule = termRule({
  id: "regulated.finreg",
  code: "WARN_FINREG_LICENSE_REQUIRED",
  description: "Banking and investment terms reserved to institutions licensed by the financial regulator.",
  lead: "The name uses banking or investment wording reserved to institutions licensed by the financial regulator",
});

/** WARN_GAMBLING_TERMS_GSG: Casino, Spielbank, Lotterie, Sportwetten, ... */
export const gamblingRule = termRule({
  id: "regulated.gambling",
  code: "WARN_GAMBLING_TERMS_GSG",
  description: "Casino, lottery and betting terms point to a licensed gambling activity.",
  lead: "The name uses gambling wording that points to an activity needing a concession or licence",
});

/** WARN_HEALTH_APOTHEKE_HMG: Apotheke, Drogerie, pharmacie, farmacia, ... */
export const pharmacyRule = termRule({
  id: "regulated.pharmacy",
  code: "WARN_HEALTH_APOTHEKE_HMG",
  description: "Pharmacy and drugstore terms need a cantonal operating licence.",
  lead: "The name uses pharmacy or drugstore wording that needs a cantonal operating licence",
});

/** WARN_HFKG_ACCREDITATION_REQUIRED: Universität, Fachhochschule, université, university, ... */
export const higherEducationRule = termRule({
  id: "regulated.higher_education",
  code: "WARN_HFKG_ACCREDITATION_REQUIRED",
  description: "University designations are reserved to accredited institutions (in any language).",
  lead: "The name uses a designation reserved to accredited higher-education institutions",
});
