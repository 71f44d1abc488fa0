/**
 * One schema step (in its own module so the migrations and the runner, migrate.ts, do not
 * import each other). `version` numbers are unique; gaps are allowed because numbers are
 * reserved per area (a reserved number landing later only reaches databases created after it).
 */
export interface Migration {
  version: number;
  name: string;
  /** SQL executed as one script. */
  sql: string;
}
