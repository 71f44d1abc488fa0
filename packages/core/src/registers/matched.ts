/**
 * The match ports' answers, checked where the searches read them. A partner's own register
 * answers hits whose fields the search computes with: a hit with another register's wording
 * (`standing: "Registered"`, `sign: "Word"`) made its score NaN and the search dropped it
 * silently, reporting an identical mark as no conflict. Such a hit is now the port's failure
 * (`PortError` UPSTREAM_ERROR naming the item and field), like a malformed `describe` answer.
 * A few comparisons per hit against a search of milliseconds: nothing measurable.
 */

import type { RegisterHit } from "../conflicts/company-register.js";
import { COMPANY_NAME_KINDS, COMPANY_STATUSES } from "../conflicts/company-register.js";
import { portList } from "../errors.js";
import { MARK_STANDINGS, SIGN_TYPES } from "../trademarks/mark-standing.js";
import type { TrademarkHit } from "../trademarks/port.js";
import { READING_KINDS } from "../trademarks/pseudo-marks.js";
import { VARIANT_LANGUAGES } from "../types.js";
import { fail as failItem } from "./described.js";
import { isRecord } from "./row-issues.js";

/** Classes 33 to 45 of a mark's mask (`TrademarkHit.classHi`): its lower 13 bits. */
const CLASS_HI_MAX = 0x1fff;

/**
 * `companies.match`'s answer, checked: a list of hits, each with its record, classes, company
 * status, name kind and language. The kind decides what blocks: any word but "former" read as a
 * current name, so a former name reported as "Former" blocked the name.
 */
export function checkedCompanyHits(answer: unknown): RegisterHit[] {
  const method = "companies.match";
  const hits = portList<unknown>(answer, method);
  for (let i = 0; i < hits.length; i++) {
    const hit = checkIndexHit(hits[i], method, i);
    if (!(COMPANY_STATUSES as readonly unknown[]).includes(hit.status))
      fail(method, i, `status ${JSON.stringify(hit.status)}, not one of ${COMPANY_STATUSES.join(", ")}`);
    if (typeof hit.soleProprietorship !== "boolean")
      fail(method, i, "soleProprietorship that is not a boolean");
    if (!(COMPANY_NAME_KINDS as readonly unknown[]).includes(hit.kind))
      fail(method, i, `kind ${JSON.stringify(hit.kind)}, not one of ${COMPANY_NAME_KINDS.join(", ")}`);
    if (hit.language !== null && !(VARIANT_LANGUAGES as readonly unknown[]).includes(hit.language))
      fail(
        method,
        i,
        `language ${JSON.stringify(hit.language)}, not null or one of ${VARIANT_LANGUAGES.join(", ")}`,
      );
  }
  return hits as RegisterHit[];
}

/** `trademarks.match`'s answer, checked: each hit also with its query reading, mark reading, standing, sign and classes. */
export function checkedTrademarkHits(answer: unknown, readings: number): TrademarkHit[] {
  const method = "trademarks.match";
  const hits = portList<unknown>(answer, method);
  for (let i = 0; i < hits.length; i++) {
    const hit = checkIndexHit(hits[i], method, i);
    const q = hit.queryReading;
    if (!Number.isInteger(q) || (q as number) < 0 || (q as number) >= readings)
      fail(method, i, `queryReading ${String(q)}, not a reading of the query (0 to ${readings - 1})`);
    if (!MARK_STANDINGS.includes(hit.standing as never))
      fail(method, i, `standing ${JSON.stringify(hit.standing)}, not one of ${MARK_STANDINGS.join(", ")}`);
    if (!SIGN_TYPES.includes(hit.sign as never))
      fail(method, i, `sign ${JSON.stringify(hit.sign)}, not one of ${SIGN_TYPES.join(", ")}`);
    if (!(READING_KINDS as readonly unknown[]).includes(hit.reading))
      fail(method, i, `reading ${JSON.stringify(hit.reading)}, not one of ${READING_KINDS.join(", ")}`);
    // Classes 1-32 fill classLo's 32 bits, 33-45 classHi's lower 13: a higher bit is no class.
    for (const [key, max] of [
      ["classLo", 0xffff_ffff],
      ["classHi", CLASS_HI_MAX],
    ] as const) {
      const mask = hit[key];
      if (!Number.isInteger(mask) || (mask as number) < 0 || (mask as number) > max)
        fail(method, i, `${key} ${String(mask)}, not a mask of Nice classes`);
    }
  }
  return hits as TrademarkHit[];
}

// --- Internal helpers ---

function checkIndexHit(value: unknown, method: string, index: number): Record<string, unknown> {
  if (!isRecord(value)) fail(method, index, "no object");
  const record = value.record;
  if (!Number.isInteger(record) || (record as number) < 0)
    fail(method, index, `record ${String(record)}, not a record number`);
  if (!Number.isInteger(value.classes))
    fail(method, index, `classes ${String(value.classes)}, not a class mask`);
  // A Dice coefficient: 0 to 1 (before, Infinity and 5 passed, and Infinity reached the JSON as null).
  const score = value.visualScore;
  if (typeof score !== "number" || !(score >= 0 && score <= 1))
    fail(method, index, `visualScore ${String(score)}, not a number from 0 to 1`);
  return value;
}

function fail(method: string, index: number, what: string): never {
  return failItem({ method, index }, what);
}
