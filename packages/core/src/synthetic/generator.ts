/**
 * Deterministic generator of realistic Swiss company registers: real municipality names,
 * common Swiss surnames, trade words in de/fr/it/en, legal forms by seat language, registered
 * language versions, liquidations, deleted companies, former names and sole proprietorships.
 * The same `seed` and `count` always give the same companies.
 */
import type { CompanyName, CompanyStatus, RegisteredCompany } from "../conflicts/company-register.js";
import { SEATS } from "./data/seats.js";
import {
  FIRST_NAMES,
  LEGAL_FORMS,
  LIQUIDATION,
  MARKET_WORDS,
  SURNAMES,
  SYLLABLES,
  TRADES,
} from "./data/words.js";
import type { Random } from "./prng.js";
import { createRandom } from "./prng.js";

/** Options of `generateCompanies`. */
export interface GenerateOptions {
  /** Number of names to generate (language versions and former names included). */
  count: number;
  seed: number;
  /** First 8-digit UID body (default derived from the seed, from 90,000,000). */
  firstUid?: number;
}

type Lang = "de" | "fr" | "it";

/** Generate companies until `count` names exist (the last company may be cut to fit). */
export function generateCompanies(options: GenerateOptions): RegisteredCompany[] {
  const rnd = createRandom(options.seed);
  const out: RegisteredCompany[] = [];
  let names = 0;
  // CHE-900.000.000 and up: far from the real UIDs of the shipped samples (CHE-1xx to CHE-4xx),
  // so generated companies never take a real company's id in one register.
  let uidBody = options.firstUid ?? 90_000_000 + ((options.seed >>> 0) % 100_000) * 50;
  while (names < options.count) {
    let uid = uidWithCheckDigit(uidBody++);
    while (uid === null) uid = uidWithCheckDigit(uidBody++);
    const company = generateCompany(rnd, uid);
    company.names = company.names.slice(0, options.count - names);
    names += company.names.length;
    out.push(company);
  }
  return out;
}

/** A Swiss UID "CHE-123.456.789" from an 8-digit body and its mod-11 check digit, or null if none exists. */
export function uidWithCheckDigit(body: number): string | null {
  const digits = String(body % 100_000_000).padStart(8, "0");
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (weights[i] as number);
  const check = (11 - (sum % 11)) % 11;
  if (check === 10) return null;
  const all = digits + String(check);
  return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6)}`;
}

// --- Internal helpers ---

function generateCompany(rnd: Random, uid: string): RegisteredCompany {
  const [seat, canton, lang] = rnd.pick(SEATS);
  const sole = rnd.chance(0.12);
  const status: CompanyStatus = rnd.chance(0.08) ? "deleted" : rnd.chance(0.04) ? "in_liquidation" : "active";
  const trade = rnd.int(TRADES.length);
  const core = sole ? soleCore(rnd, trade, lang) : companyCore(rnd, trade, lang, seat);
  const form = sole ? null : rnd.chance(0.55) ? 0 : 1;
  const names: CompanyName[] = [{ name: withForm(core, lang, form, status), language: lang, kind: "main" }];
  if (!sole && core.translatable && rnd.chance(0.12)) {
    for (const other of (["de", "fr", "it", "en"] as const).filter((l) => l !== lang)) {
      if (names.length < 3 && rnd.chance(0.6)) {
        const translated = {
          ...core,
          trade: (TRADES[trade] as readonly string[])[langIndex(other)] as string,
        };
        names.push({ name: withForm(translated, other, form, status), language: other, kind: "variant" });
      }
    }
  }
  if (!sole && rnd.chance(0.05)) {
    const former = companyCore(rnd, rnd.int(TRADES.length), lang, seat);
    names.push({ name: withForm(former, lang, form, "active"), language: lang, kind: "former" });
  }
  return {
    id: uid,
    uid,
    legalForm: form === null ? "Einzelunternehmen" : (LEGAL_FORMS[lang][form] as string),
    soleProprietorship: sole,
    legalSeat: seat,
    canton,
    status,
    names,
  };
}

interface Core {
  before: string;
  trade: string;
  after: string;
  translatable: boolean;
}

function langIndex(lang: "de" | "fr" | "it" | "en"): number {
  return ["de", "fr", "it", "en"].indexOf(lang);
}

function tradeWord(trade: number, lang: Lang): string {
  return (TRADES[trade] as readonly string[])[langIndex(lang)] as string;
}

function fantasy(rnd: Random): string {
  const n = 2 + rnd.int(2);
  let s = "";
  for (let i = 0; i < n; i++) s += rnd.pick(SYLLABLES);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function acronym(rnd: Random): string {
  const letters = "ABCDEFGHIJKLMNOPRSTVWZ";
  let s = "";
  for (let i = 0, n = 2 + rnd.int(3); i < n; i++) s += letters[rnd.int(letters.length)];
  return s;
}

function companyCore(rnd: Random, trade: number, lang: Lang, seat: string): Core {
  const t = tradeWord(trade, lang);
  switch (rnd.int(8)) {
    case 0:
      return { before: rnd.pick(SURNAMES), trade: t, after: "", translatable: true };
    case 1:
      return { before: fantasy(rnd), trade: t, after: "", translatable: true };
    case 2:
      return { before: fantasy(rnd), trade: "", after: "", translatable: false };
    case 3:
      return { before: seat.split(/[ /]/)[0] as string, trade: t, after: "", translatable: true };
    case 4:
      return {
        before: `${rnd.pick(SURNAMES)} & ${rnd.pick(SURNAMES)}`,
        trade: "",
        after: "",
        translatable: false,
      };
    case 5:
      return { before: acronym(rnd), trade: t, after: "", translatable: true };
    case 6:
      return { before: fantasy(rnd), trade: "", after: rnd.pick(MARKET_WORDS), translatable: false };
    default:
      return {
        before: "",
        trade: t,
        after: `${fantasy(rnd)}${rnd.chance(0.3) ? ` ${rnd.pick(MARKET_WORDS)}` : ""}`,
        translatable: true,
      };
  }
}

function soleCore(rnd: Random, trade: number, lang: Lang): Core {
  const person = rnd.chance(0.5) ? `${rnd.pick(FIRST_NAMES)} ${rnd.pick(SURNAMES)}` : rnd.pick(SURNAMES);
  return {
    before: person,
    trade: rnd.chance(0.7) ? tradeWord(trade, lang) : "",
    after: "",
    translatable: false,
  };
}

function withForm(
  core: Core,
  lang: "de" | "fr" | "it" | "en",
  form: 0 | 1 | null,
  status: CompanyStatus,
): string {
  const parts = [core.before, core.trade, core.after].filter((p) => p.length > 0);
  if (form !== null) parts.push(LEGAL_FORMS[lang][form] as string);
  if (status === "in_liquidation") parts.push(LIQUIDATION[lang]);
  return parts.join(" ");
}
