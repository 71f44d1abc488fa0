/** Register builders: in-memory company and trademark registers from plain data. */
export type { CompanyInput, LanguageVersionInput } from "./company-input.js";
export { createCompanyRegister } from "./create-company-register.js";
export { createTrademarkRegister } from "./create-trademark-register.js";
export { MAX_ROW_ISSUES } from "./row-issues.js";
export type { TrademarkInput } from "./trademark-input.js";
