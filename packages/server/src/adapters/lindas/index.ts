/** The Zefix register on LINDAS (SPARQL): every assumption about the source lives in this folder. */
export { foldCompanies, importRowsOf, isInLiquidation, type LindasCompany } from "./company.js";
export {
  DEFAULT_REQUEST_POLICY,
  LindasHttpError,
  LindasUnavailableError,
  type RequestPolicy,
  type RetryNotice,
} from "./http.js";
export { LEGAL_FORM_CODES, legalFormOf, UNKNOWN_LEGAL_FORM } from "./legal-forms.js";
export { DEFAULT_LINDAS_ENDPOINT, ZEFIX_COMPANY_PREFIX, ZEFIX_DATASET, ZEFIX_GRAPH } from "./query.js";
export {
  createLindasSource,
  DEFAULT_PAGE_SIZE,
  LINDAS_ATTRIBUTION,
  type LindasPage,
  type LindasSource,
  type LindasSourceOptions,
} from "./source.js";
export { LindasAnswerError, type SparqlBinding, sparqlBindings } from "./sparql-json.js";
