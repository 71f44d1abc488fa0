/** Pair comparison: one proposed name or sign against one registered name or mark, explained. */
export { type CompareMarksOptions, compareMarks, type MarkComparison } from "./compare-marks.js";
export {
  type ComparedName,
  type CompareNamesOptions,
  compareNames,
  type NameComparison,
} from "./compare-names.js";
