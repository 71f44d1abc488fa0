/**
 * A streaming reader of SPARQL 1.1 JSON results (`application/sparql-results+json`): yields
 * each solution of `results.bindings` as soon as its closing brace arrives, holding at most one
 * solution's text, so a large answer is never buffered whole. Anything that is not such an
 * answer (an HTML error page, a truncated body, a stray character) is a `LindasAnswerError`.
 */

/** One RDF term of a solution. */
export interface SparqlTerm {
  type: "uri" | "literal" | "bnode" | "typed-literal";
  value: string;
  "xml:lang"?: string;
  datatype?: string;
}

/** One solution: variable name → term (unbound variables are absent). */
export type SparqlBinding = Record<string, SparqlTerm | undefined>;

/** The endpoint answered, but not with readable SPARQL JSON results; retrying will not help. */
export class LindasAnswerError extends Error {
  override readonly name = "LindasAnswerError";
}

/** Solutions of a SPARQL JSON results body, in order. */
export async function* sparqlBindings(body: AsyncIterable<Uint8Array>): AsyncGenerator<SparqlBinding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const scanner = new BindingScanner();
  for await (const chunk of body) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new LindasAnswerError("the answer is not valid UTF-8");
    }
    yield* scanner.push(text);
  }
  scanner.end();
}

// --- Internal helpers ---

const BINDINGS_START = /"bindings"\s*:\s*\[/;
const MAX_HEAD_CHARS = 1_048_576;
/** Longest text of one solution: a company's row is well under a kilobyte (a 700 MB literal was held whole). */
const MAX_SOLUTION_CHARS = 1_048_576;

/** Finds `"bindings": [` and then cuts each top-level object of the array out of the text. */
class BindingScanner {
  private mode: "head" | "array" | "done" = "head";
  private head = "";
  /** The answer up to its bindings array, and after it: checked as one JSON text at the end. */
  private prefix = "";
  private tail = "";
  private carry = "";
  private depth = 0;
  private inString = false;
  private escape = false;
  private solutions = 0;

  push(text: string): SparqlBinding[] {
    if (this.mode === "done") {
      this.addTail(text);
      return [];
    }
    if (this.mode === "array") return this.scan(text, 0);
    this.head += text;
    const match = BINDINGS_START.exec(this.head);
    if (!match) {
      if (this.head.length > MAX_HEAD_CHARS)
        throw this.malformed("no results.bindings in the first megabyte");
      return [];
    }
    this.mode = "array";
    const rest = this.head;
    this.prefix = rest.slice(0, match.index + match[0].length);
    this.head = "";
    return this.scan(rest, match.index + match[0].length);
  }

  end(): void {
    if (this.mode === "head") throw this.malformed("no results.bindings array");
    if (this.mode === "array")
      throw this.malformed(`the answer ended after ${this.solutions} solutions, inside the bindings`);
    // The rest must close the answer: a body cut after its "]" or followed by an HTML page passed.
    try {
      JSON.parse(`${this.prefix}]${this.tail}`);
    } catch {
      throw this.malformed(
        `the answer does not end as a JSON document after its ${this.solutions} solutions`,
      );
    }
  }

  private addTail(text: string): void {
    this.tail += text;
    if (this.tail.length > MAX_HEAD_CHARS) throw this.malformed("more than a megabyte after the bindings");
  }

  private scan(text: string, from: number): SparqlBinding[] {
    const out: SparqlBinding[] = [];
    let start = this.depth > 0 ? from : -1;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === 92) this.escape = true;
        else if (c === 34) this.inString = false;
        continue;
      }
      if (c === 34) {
        if (this.depth === 0) throw this.malformed("a string where a solution object was expected");
        this.inString = true;
      } else if (c === 123 || c === 91) {
        if (this.depth === 0) {
          if (c === 91) throw this.malformed("an array where a solution object was expected");
          start = i;
        }
        this.depth++;
      } else if (c === 125 || c === 93) {
        if (this.depth === 0) {
          if (c === 93) {
            this.mode = "done";
            this.addTail(text.slice(i + 1));
            return out;
          }
          throw this.malformed("an unbalanced '}'");
        }
        this.depth--;
        if (this.depth === 0) {
          out.push(this.parse(this.carry + text.slice(start, i + 1)));
          this.carry = "";
          start = -1;
        }
      } else if (this.depth === 0 && c !== 44 && c !== 32 && c !== 10 && c !== 13 && c !== 9) {
        throw this.malformed(`an unexpected character ${JSON.stringify(text[i])} between solutions`);
      }
    }
    if (this.depth > 0) {
      this.carry += text.slice(start);
      if (this.carry.length > MAX_SOLUTION_CHARS)
        throw this.malformed(
          `solution ${this.solutions + 1} is longer than ${MAX_SOLUTION_CHARS} characters`,
        );
    }
    return out;
  }

  private parse(json: string): SparqlBinding {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw this.malformed(`solution ${this.solutions + 1} is not valid JSON`);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw this.malformed(`solution ${this.solutions + 1} is not an object`);
    this.solutions++;
    return value as SparqlBinding;
  }

  private malformed(what: string): LindasAnswerError {
    return new LindasAnswerError(`malformed SPARQL JSON answer: ${what}`);
  }
}
