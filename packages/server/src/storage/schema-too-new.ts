/**
 * A database migrated by a newer build than this one (SQLite or PostgreSQL): refused, since this
 * build does not know its schema. The operator's situation, not a bug: the CLI prints the message
 * alone and exits 1 (cli/context.ts).
 */
export class SchemaTooNewError extends Error {
  override readonly name = "SchemaTooNewError";

  constructor(found: number, latest: number) {
    super(
      `Database schema version ${found} is newer than this server supports (${latest}): ` +
        "run the namescreen version that wrote it, or restore a backup made by this one",
    );
  }
}
