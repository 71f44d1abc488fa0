/**
 * Triples in the shape LINDAS serves the Zefix register (shared/docs/register-sources.md):
 * organisation, identifiers (UID, CHID, EHRAID nodes), names, legal form and municipality IRIs,
 * address node, optional purpose text, and the dataset node with its dateModified, all in the
 * Zefix graph.
 */

/** A company of a fixture. */
export interface FixtureCompany {
  ehraId: number;
  legalName: string;
  /** Language-tagged registered translations. */
  names?: [text: string, language: string][];
  /** UID as served (`CHE101654423`); null for none. Default: derived from the EHRA id. */
  uid?: string | null;
  /** eCH-0097 code (default "0106"). */
  legalForm?: string;
  /** BFS municipality number (default 362, Ittigen). */
  bfs?: number;
  /** Purpose text (default: one; null for none). */
  description?: string | null;
}

const G = "<https://lindas.admin.ch/foj/zefix>";
const S = "http://schema.org/";

/** N-Quads of the companies and the dataset node. */
export function zefixQuads(companies: readonly FixtureCompany[], dateModified: string): string {
  const out: string[] = [
    `<https://register.ld.admin.ch/.well-known/dataset/foj-zefix> <${S}dateModified> "${dateModified}"^^<http://www.w3.org/2001/XMLSchema#date> ${G} .`,
    `<https://register.ld.admin.ch/.well-known/dataset/foj-zefix> <http://purl.org/dc/terms/rights> "Open use. Must provide the source" ${G} .`,
  ];
  for (const c of companies) {
    const iri = `https://register.ld.admin.ch/zefix/company/${c.ehraId}`;
    const s = `<${iri}>`;
    const q = (p: string, o: string) => out.push(`${s} ${p} ${o} ${G} .`);
    q("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>", "<https://schema.ld.admin.ch/ZefixOrganisation>");
    q(`<${S}inDefinedTermSet>`, "<https://register.ld.admin.ch/zefix>");
    q(`<${S}legalName>`, literal(c.legalName));
    q(`<${S}name>`, literal(c.legalName));
    for (const [text, lang] of c.names ?? []) q(`<${S}name>`, `${literal(text)}@${lang}`);
    const uid = c.uid === undefined ? `CHE${String(100_000_000 + c.ehraId).padStart(9, "0")}` : c.uid;
    const ids: [string, string, string][] = [
      ["EHRAID", "CompanyEHRAID", String(c.ehraId)],
      ["CHID", "CompanyCHID", `CH0${String(c.ehraId).padStart(10, "0")}`],
    ];
    if (uid !== null) ids.push([`UID/${uid}`, "CompanyUID", uid]);
    for (const [tail, name, value] of ids) {
      const node = `<${iri}/${tail}>`;
      q(`<${S}identifier>`, node);
      out.push(`${node} <${S}name> ${literal(name)} ${G} .`, `${node} <${S}value> ${literal(value)} ${G} .`);
    }
    q(`<${S}additionalType>`, `<https://ld.admin.ch/ech/97/legalforms/${c.legalForm ?? "0106"}>`);
    q("<https://schema.ld.admin.ch/municipality>", `<https://ld.admin.ch/municipality/${c.bfs ?? 362}>`);
    const address = `<${iri}/address>`;
    q(`<${S}address>`, address);
    out.push(
      `${address} <${S}streetAddress> ${literal("Alte Tiefenaustrasse 6")} ${G} .`,
      `${address} <${S}postalCode> ${literal("3048")} ${G} .`,
      `${address} <${S}addressLocality> ${literal("Worblaufen")} ${G} .`,
      `${address} <${S}addressRegion> ${literal("BE")} ${G} .`,
    );
    const description = c.description === undefined ? `Zweck der Firma ${c.ehraId}` : c.description;
    if (description !== null) q(`<${S}description>`, `${literal(description)}@de`);
  }
  // Out-of-graph labels, as on LINDAS (the sync must not need them).
  out.push(`<https://ld.admin.ch/ech/97/legalforms/0106> <${S}name> "Aktiengesellschaft"@de .`);
  return `${out.join("\n")}\n`;
}

/** `count` plain companies with EHRA ids from `first`. */
export function manyCompanies(count: number, first = 100_000): FixtureCompany[] {
  return Array.from({ length: count }, (_, i) => ({
    ehraId: first + i,
    legalName: `Muster ${first + i} AG`,
  }));
}

function literal(text: string): string {
  return JSON.stringify(text);
}
