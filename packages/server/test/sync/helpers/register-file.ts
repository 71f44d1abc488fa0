/**
 * A company CSV of the register as it stands, for the sync tests that import over a synced
 * register: one name renamed and one company added, so a full import of it changes the
 * register by a little (a real import over a synced register, not a replacement the sync's
 * removal guard refuses to undo).
 */
import { writeFileSync } from "node:fs";
import type { Db } from "../../../src/storage/sqlite/open.js";

/** Write the register to `file` with `rename` applied to one name and company X1 added. */
export function writeEditedRegister(db: Db, file: string, rename: [from: string, to: string]): void {
  const rows = db
    .prepare(
      `SELECT c.source_company_id, c.uid, n.name, n.language, n.kind, c.legal_form, c.legal_seat, c.canton, c.status
         FROM companies c JOIN company_names n ON n.company_id = c.id ORDER BY c.id, n.id`,
    )
    .raw()
    .all() as (string | null)[][];
  const quote = (v: string | null) => `"${(v ?? "").replaceAll('"', '""')}"`;
  const lines = rows.map((r) => r.map((v, i) => quote(i === 2 && v === rename[0] ? rename[1] : v)).join(","));
  const header = "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status";
  writeFileSync(file, `${[header, ...lines, "X1,,Eigene Firma AG,de,main,AG,Bern,BE,active"].join("\n")}\n`);
}
