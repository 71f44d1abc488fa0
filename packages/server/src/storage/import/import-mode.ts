/** How an import file meets the register, shared by the company and trademark importers. */

/**
 * "full": the file replaces the register in scope, so what it lacks is removed (guarded by the
 * removal guard); "upsert": the file adds and updates, and never removes what it does not list.
 */
export type ImportMode = "full" | "upsert";

/** Every mode (the `--mode` choices). */
export const IMPORT_MODES: readonly ImportMode[] = ["full", "upsert"];
