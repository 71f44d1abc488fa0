/** The built-in semantic analyser and its building blocks. */
export { analyzeName, BUILTIN_ANALYZER_ID, createBuiltinSemanticAnalyzer } from "./analyzer.js";
export { NOGA_SECTIONS, nogaLabel } from "./lexicon/noga.js";
export type { NogaSection } from "./lexicon/types.js";
export { type Element, type Reading, readText } from "./read.js";
