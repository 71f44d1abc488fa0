/**
 * The deterministic rules, in the order they run. Each entry is one check family (one file,
 * one test table, one section in docs/rules.md). Step ids are stable: never rename one.
 */
import type { Rule } from "./rule.js";

export const DETERMINISTIC_RULES: readonly Rule[] = [];
