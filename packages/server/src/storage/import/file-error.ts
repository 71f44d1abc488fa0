/** A problem with an import file as a whole (not one rejected row): the import stops, nothing is written. */

/** The file cannot be read as a whole (bad encoding, truncated record); `line` is 1-based. */
export class ImportFileError extends Error {
  override readonly name = "ImportFileError";
  readonly line: number;
  /** The problem without the line number. */
  readonly problem: string;

  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.line = line;
    this.problem = problem;
  }
}
