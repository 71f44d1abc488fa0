/** Files bundled with the server (seed-data/), found from src/ under tsx and from the built dist/. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Absolute path of `relative` (e.g. "seed-data/companies/zefix-sample.csv") in the server
 * package: three levels up from this module in src/storage/seed/, one up from the dist/ bundle.
 * @throws Error when the file is in neither place (a broken install).
 */
export function bundledFilePath(relative: string): string {
  for (const up of ["../../../", "../"]) {
    const path = fileURLToPath(new URL(`${up}${relative}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`bundled file ${relative} not found`);
}
