/**
 * Download the IANA RDAP bootstrap file, validate it, and write it where the server reads it.
 * The write is atomic (temp file + rename), so a running server never sees half a file.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { RdapBootstrapFile } from "./bootstrap.js";
import { parseBootstrap } from "./bootstrap.js";

/** Options of {@link refreshBootstrap}. */
export interface RefreshOptions {
  url: string;
  out: string;
  timeoutMs: number;
  /** Refuse a file with fewer services (a truncated or wrong download). */
  minServices: number;
  fetch?: typeof fetch;
}

/** What was written. */
export interface RefreshResult {
  url: string;
  out: string;
  publication: string;
  services: number;
  tlds: number;
}

/** A download or validation problem, with a message for the operator. */
export class RefreshError extends Error {
  override readonly name = "RefreshError";
}

/** Fetch, validate and write the bootstrap file. Throws RefreshError on any problem; writes nothing then. */
export async function refreshBootstrap(options: RefreshOptions): Promise<RefreshResult> {
  const doFetch = options.fetch ?? fetch;
  let text: string;
  try {
    const response = await doFetch(options.url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status !== 200) throw new RefreshError(`${options.url} answered HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof RefreshError) throw error;
    const name = (error as { name?: unknown } | null)?.name;
    if (name === "TimeoutError")
      throw new RefreshError(`${options.url} did not answer within ${options.timeoutMs} ms`);
    // fetch wraps the real reason (ECONNREFUSED, ENOTFOUND, "bad port") in `cause`.
    const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
    const reason = typeof cause?.code === "string" ? cause.code : String(cause?.message ?? error);
    throw new RefreshError(`cannot download ${options.url}: ${reason}`);
  }

  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new RefreshError(`${options.url} did not return JSON`);
  }
  const parsed = parseBootstrap(doc);
  if (!parsed.ok)
    throw new RefreshError(`not a valid RDAP bootstrap file: ${parsed.problems.slice(0, 5).join("; ")}`);
  const file: RdapBootstrapFile = parsed.file;
  if (file.services.length < options.minServices) {
    throw new RefreshError(
      `only ${file.services.length} services (at least ${options.minServices} expected); not written`,
    );
  }

  mkdirSync(dirname(options.out), { recursive: true });
  const temp = `${options.out}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(temp, options.out);
  return {
    url: options.url,
    out: options.out,
    publication: file.publication,
    services: file.services.length,
    tlds: file.services.reduce((n, [labels]) => n + labels.length, 0),
  };
}
