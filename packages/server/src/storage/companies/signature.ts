/**
 * A company's content signature: its facts and its names, in order, as exact text (JSON, so
 * null and "" differ and no separator can be forged by a name). Text rather than a hash: no
 * collision can hide a change, and hashing 1.2 M companies would cost seconds. The staged write
 * computes it while staging (and writes a changed company's names from it: its third element),
 * and stores it (table `company_signatures`, migration 0008) for the
 * next write to compare against.
 */
/** Bumped if the layout changes, so an old stored signature never equals a new one. */
const LAYOUT = 1;

/** The stored facts of a company, in signature order. */
export type CompanyFacts = readonly [
  uid: string | null,
  legalForm: string | null,
  sole: number,
  seat: string | null,
  canton: string | null,
  status: string,
  registeredOn: string | null,
  deletedOn: string | null,
];

/** One name: name, language, kind, valid from, valid to. */
export type NameTuple = [string, string | null, string, string | null, string | null];

/**
 * The names as stored: no main name → the first is main; several → only the first stays main.
 * Returns `names` itself when nothing changes (the usual case).
 */
export function normaliseKinds(names: readonly NameTuple[]): readonly NameTuple[] {
  let mains = 0;
  for (const n of names) if (n[2] === "main") mains++;
  if (mains === 1 || names.length === 0) return names;
  let mainSeen = false;
  return names.map((n, i): NameTuple => {
    if (mains === 0) return i === 0 ? [n[0], n[1], "main", n[3], n[4]] : n;
    if (n[2] !== "main") return n;
    if (!mainSeen) {
      mainSeen = true;
      return n;
    }
    return [n[0], n[1], "variant", n[3], n[4]];
  });
}

/** The signature of a company with its names as stored (normalised, see {@link normaliseKinds}). */
export function signatureOf(facts: CompanyFacts, storedNames: readonly NameTuple[]): string {
  return JSON.stringify([LAYOUT, facts, storedNames]);
}

/** The signature of a company whose names are as staged (kinds not yet normalised). */
export function companySignature(facts: CompanyFacts, names: readonly NameTuple[]): string {
  return signatureOf(facts, normaliseKinds(names));
}

/**
 * Signatures computed from rows read from the database: each row holds a key, the eight facts
 * (uid, legal_form, sole, seat, canton, status, registered_on, deleted_on) and one name (name,
 * language, kind, valid_from, valid_to; nulls for a company without names), ordered by company
 * and then by name order.
 */
export function signaturesFromRows(rows: Iterable<unknown[]>): Map<string | number, string> {
  const signatures = new Map<string | number, string>();
  let key: string | number | null = null;
  let facts: CompanyFacts | null = null;
  let names: NameTuple[] = [];
  const flush = () => {
    if (key !== null && facts) signatures.set(key, companySignature(facts, names));
  };
  for (const r of rows) {
    if (r[0] !== key) {
      flush();
      key = r[0] as string | number;
      facts = r.slice(1, 9) as unknown as CompanyFacts;
      names = [];
    }
    if (r[9] !== null) names.push(r.slice(9, 14) as NameTuple);
  }
  flush();
  return signatures;
}
