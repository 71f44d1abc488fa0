/**
 * The describe ports' answers, checked where the searches read them. A company's facts and a
 * mark's record come from the caller's directory or register (a database, another service),
 * and the response reports them field by field, so a malformed one is the port's failure
 * (`PortError` UPSTREAM_ERROR naming the item and the field), not a TypeError or an answer that
 * breaks the contract ("status": "Active"). An absent nullable field reads as null. A few
 * dozen items per search: the checks cost nothing measurable.
 */
import type { CompanyFacts, DescribedHit } from "../conflicts/company-register.js";
import { COMPANY_STATUSES } from "../conflicts/company-register.js";
import { PortError } from "../errors.js";
import { isNiceClass } from "../trademarks/nice-classes.js";
import type { TrademarkRecord } from "../trademarks/types.js";
import { isRecord } from "./row-issues.js";

/** One item of a port's answer, with what its refusal names. */
export interface Item {
  method: string;
  index: number;
}

/** `companies.describe`'s item, checked: its company's facts, the name, its normal form and words. */
export function checkedDescribedHit(value: unknown, item: Item): DescribedHit {
  if (!isRecord(value)) fail(item, "no object");
  const words = value.words;
  if (!Array.isArray(words) || !Array.from(words).every((w) => typeof w === "string")) {
    fail(item, "words that are not a list of strings");
  }
  return {
    company: checkedFacts(value.company, item),
    name: text(value, "name", item),
    nameNorm: text(value, "nameNorm", item),
    words: words as string[],
  };
}

/** `trademarks.describe`'s item, checked: the record the response reports. */
export function checkedTrademarkRecord(value: unknown, item: Item): TrademarkRecord {
  if (!isRecord(value)) fail(item, "no object");
  const classes = value.niceClasses;
  if (!Array.isArray(classes) || !Array.from(classes).every(isNiceClass)) {
    fail(item, "niceClasses that are not a list of integers from 1 to 45");
  }
  return {
    sourceRecordId: text(value, "sourceRecordId", item),
    registrationNumber: nullableText(value, "registrationNumber", item),
    applicationNumberText: nullableText(value, "applicationNumberText", item),
    markText: nullableText(value, "markText", item),
    status: nullableText(value, "status", item),
    niceClasses: classes as number[],
    applicationDate: nullableText(value, "applicationDate", item),
    registrationDate: nullableText(value, "registrationDate", item),
    expiryDate: nullableText(value, "expiryDate", item),
    markCategory: nullableText(value, "markCategory", item),
    markFeatureCategory: nullableText(value, "markFeatureCategory", item),
  };
}

// --- Internal helpers ---

function checkedFacts(value: unknown, item: Item): CompanyFacts {
  if (!isRecord(value)) fail(item, "no company facts");
  if (typeof value.soleProprietorship !== "boolean")
    fail(item, "company.soleProprietorship that is not a boolean");
  const status = value.status;
  if (!(COMPANY_STATUSES as readonly unknown[]).includes(status)) {
    fail(item, `company.status ${JSON.stringify(status)}, not one of ${COMPANY_STATUSES.join(", ")}`);
  }
  return {
    id: text(value, "id", item, "company."),
    uid: nullableText(value, "uid", item, "company."),
    legalForm: nullableText(value, "legalForm", item, "company."),
    soleProprietorship: value.soleProprietorship as boolean,
    legalSeat: nullableText(value, "legalSeat", item, "company."),
    canton: nullableText(value, "canton", item, "company."),
    status: status as CompanyFacts["status"],
  };
}

function text(value: Record<string, unknown>, key: string, item: Item, prefix = ""): string {
  const v = value[key];
  if (typeof v !== "string" || v === "") fail(item, `${prefix}${key} that is not a non-empty string`);
  return v as string;
}

function nullableText(value: Record<string, unknown>, key: string, item: Item, prefix = ""): string | null {
  const v = value[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") fail(item, `${prefix}${key} that is neither a string nor null`);
  return v as string;
}

/** A port's malformed item: UPSTREAM_ERROR naming the method, the item and what is wrong (matched.ts too). */
export function fail(item: Item, what: string): never {
  throw new PortError("UPSTREAM_ERROR", `${item.method} answered item ${item.index} with ${what}`);
}
