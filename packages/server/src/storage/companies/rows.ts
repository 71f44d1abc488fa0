/**
 * One row of a company import file (one registered name of a company), checked and normalised.
 * Problems are returned as data (a reason per rejected row), never thrown.
 */
import type { CompanyNameKind, CompanyStatus, VariantLanguage } from "@namescreen/core";

/** The columns of the import format (CSV header / NDJSON keys). */
export const COMPANY_COLUMNS = [
  "company_id",
  "uid",
  "name",
  "name_language",
  "name_kind",
  "legal_form",
  "seat",
  "canton",
  "status",
  "registered_on",
  "deleted_on",
  "valid_from",
  "valid_to",
  "sole_proprietorship",
] as const;

/** A checked row, ready for the staging tables. */
export interface CompanyRow {
  companyId: string;
  uid: string | null;
  name: string;
  language: VariantLanguage | null;
  kind: CompanyNameKind;
  legalForm: string | null;
  seat: string | null;
  canton: string | null;
  status: CompanyStatus;
  registeredOn: string | null;
  deletedOn: string | null;
  validFrom: string | null;
  validTo: string | null;
  soleProprietorship: boolean;
}

/** Longest accepted name (register names are far shorter; this only stops garbage). */
export const MAX_NAME_LENGTH = 512;

/** Check one raw row. Returns the row, or the reason it is rejected. */
export function checkCompanyRow(raw: Record<string, unknown>): { row: CompanyRow } | { reason: string } {
  const get = (key: string): string | null => {
    const value = raw[key];
    if (value === undefined || value === null) return null;
    const text = String(value).trim();
    return text === "" ? null : text;
  };
  // An NDJSON value of another type was made text: {"name": 123} → "123", ["a"] → "a".
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "object" && value !== null)
      return { reason: `${key} must be a string, not a list or object` };
  }
  if (raw.name !== undefined && raw.name !== null && typeof raw.name !== "string")
    return { reason: "name must be a string" };
  const name = get("name");
  if (!name) return { reason: "name is required" };
  if (name.length > MAX_NAME_LENGTH) return { reason: `name is longer than ${MAX_NAME_LENGTH} characters` };
  const uidRaw = get("uid");
  const uid = uidRaw === null ? null : normaliseUid(uidRaw);
  if (uidRaw !== null && uid === null) return { reason: "uid is not a Swiss UID (CHE-123.456.789)" };
  const companyId = get("company_id") ?? uid;
  if (!companyId) return { reason: "company_id or uid is required" };
  const language = get("name_language")?.toLowerCase() ?? null;
  if (language !== null && !LANGUAGES.has(language))
    return { reason: "name_language must be de, fr, it, rm or en" };
  const kind = (get("name_kind")?.toLowerCase() ?? "main") as CompanyNameKind;
  if (!KINDS.has(kind)) return { reason: "name_kind must be main, variant or former" };
  const statusRaw = get("status");
  const status = statusRaw === null ? "active" : STATUS_WORDS.get(statusRaw.toLowerCase());
  if (!status) return { reason: "status must be active, in_liquidation or deleted" };
  const dates: Record<string, string | null> = {};
  for (const key of ["registered_on", "deleted_on", "valid_from", "valid_to"]) {
    const value = get(key);
    if (value !== null && !isIsoDate(value)) return { reason: `${key} must be a date YYYY-MM-DD` };
    dates[key] = value;
  }
  const legalForm = get("legal_form");
  const soleRaw = get("sole_proprietorship")?.toLowerCase() ?? null;
  if (soleRaw !== null && !BOOLEANS.has(soleRaw))
    return { reason: "sole_proprietorship must be true or false" };
  const sole =
    soleRaw === null ? SOLE_FORMS.has(legalForm?.toLowerCase() ?? "") : BOOLEANS.get(soleRaw) === true;
  return {
    row: {
      companyId,
      uid,
      name,
      language: language as VariantLanguage | null,
      kind,
      legalForm,
      seat: get("seat"),
      canton: get("canton")?.toUpperCase() ?? null,
      status,
      registeredOn: dates.registered_on ?? null,
      deletedOn: dates.deleted_on ?? null,
      validFrom: dates.valid_from ?? null,
      validTo: dates.valid_to ?? null,
      soleProprietorship: sole,
    },
  };
}

/** "CHE-123.456.789", "CHE123456789" or "CHE 123 456 789" → "CHE-123.456.789"; null if not a UID. */
export function normaliseUid(text: string): string | null {
  const digits = text.toUpperCase().replace(/^CHE/, "").replace(/[-. ]/g, "");
  if (!/^CHE/i.test(text) || !/^\d{9}$/.test(digits)) return null;
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

// --- Internal helpers ---

const LANGUAGES = new Set(["de", "fr", "it", "rm", "en"]);
const KINDS = new Set(["main", "variant", "former"]);
const BOOLEANS = new Map([
  ["true", true],
  ["1", true],
  ["yes", true],
  ["false", false],
  ["0", false],
  ["no", false],
]);
// Register wording in the national languages is accepted beside the canonical values.
const STATUS_WORDS = new Map<string, CompanyStatus>([
  ["active", "active"],
  ["aktiv", "active"],
  ["actif", "active"],
  ["attivo", "active"],
  ["in_liquidation", "in_liquidation"],
  ["in liquidation", "in_liquidation"],
  ["en liquidation", "in_liquidation"],
  ["in liquidazione", "in_liquidation"],
  ["deleted", "deleted"],
  ["gelöscht", "deleted"],
  ["geloescht", "deleted"],
  ["radiée", "deleted"],
  ["radiee", "deleted"],
  ["cancellata", "deleted"],
]);
const SOLE_FORMS = new Set([
  "einzelunternehmen",
  "entreprise individuelle",
  "ditta individuale",
  "sole proprietorship",
]);

function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}
