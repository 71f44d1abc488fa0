/**
 * A bound on how deeply an NDJSON line may nest, checked before the line is parsed.
 *
 * `JSON.parse` itself copes with any depth, but what handles the value afterwards (`String` of
 * an array, `JSON.stringify`, validation messages) recurses and overflows the stack on a line
 * of 100,000 brackets, with a `RangeError` that names no line. No record of either register
 * nests deeper than three levels, so a line past the bound is a broken file, not a row.
 */
import { ImportFileError } from "./file-error.js";

/** The deepest nesting of objects and arrays an NDJSON line may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Throws {@link ImportFileError} naming `line` when `text` nests objects and arrays deeper than
 * `maxDepth`. Brackets inside strings do not count; the text need not be valid JSON.
 */
export function assertJsonDepth(text: string, line: number, maxDepth: number = MAX_JSON_DEPTH): void {
  // A line shorter than the bound cannot open more brackets than it.
  if (text.length <= maxDepth) return;
  const depth = _deepestNesting(text, maxDepth);
  if (depth > maxDepth) {
    throw new ImportFileError(
      line,
      `the JSON nests more than ${maxDepth} levels deep (objects and arrays); no record nests like this`,
    );
  }
}

// --- Internal helpers ---

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** The deepest nesting reached, scanning stops once it passes `stopAbove`. */
function _deepestNesting(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return deepest;
}
