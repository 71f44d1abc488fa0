/**
 * Punycode (RFC 3492) and the IDNA label prefix `xn--` (RFC 5890), written from the RFC so the
 * core needs no Node built-in. Works on single labels; callers split domain names on dots.
 */

// Bootstring parameters for Punycode (RFC 3492 section 5).
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = "-";
const MAX_INT = 0x7fffffff;
const MAX_CODE_POINT = 0x10ffff;

/** The ACE prefix that marks an A-label. */
export const ACE_PREFIX = "xn--";

/**
 * Encode a Unicode string as Punycode (without the `xn--` prefix).
 * Basic code points (ASCII) are copied as they are; case is preserved.
 * Throws a RangeError on arithmetic overflow (inputs far beyond DNS label length).
 */
export function punycodeEncode(input: string): string {
  const codePoints = Array.from(input, (ch) => ch.codePointAt(0) as number);
  let output = codePoints
    .filter((cp) => cp < 0x80)
    .map((cp) => String.fromCodePoint(cp))
    .join("");
  const basicCount = output.length;
  let handled = basicCount;
  if (basicCount > 0) output += DELIMITER;

  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < codePoints.length) {
    // The smallest code point not yet handled.
    let m = MAX_CODE_POINT + 1;
    for (const cp of codePoints) if (cp >= n && cp < m) m = cp;
    if (m - n > Math.floor((MAX_INT - delta) / (handled + 1))) throw new RangeError("punycode overflow");
    delta += (m - n) * (handled + 1);
    n = m;
    for (const cp of codePoints) {
      if (cp < n) {
        delta += 1;
        if (delta > MAX_INT) throw new RangeError("punycode overflow");
      }
      if (cp === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = _threshold(k, bias);
          if (q < t) break;
          output += _digitChar(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        output += _digitChar(q);
        bias = _adapt(delta, handled + 1, handled === basicCount);
        delta = 0;
        handled += 1;
      }
    }
    delta += 1;
    n += 1;
  }
  return output;
}

/**
 * Decode Punycode (without the `xn--` prefix) to Unicode.
 * Returns `null` for input that is not valid Punycode (bad digits, overflow, truncation,
 * non-basic characters before the delimiter, or a decoded surrogate / out-of-range value).
 */
export function punycodeDecode(input: string): string | null {
  const lastDelimiter = input.lastIndexOf(DELIMITER);
  const basic = lastDelimiter > 0 ? input.slice(0, lastDelimiter) : "";
  const output: number[] = [];
  for (const ch of basic) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0x80) return null;
    output.push(cp);
  }

  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  let pos = lastDelimiter > 0 ? lastDelimiter + 1 : 0;
  while (pos < input.length) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return null;
      const digit = _digitValue(input.charCodeAt(pos));
      pos += 1;
      if (digit < 0) return null;
      if (digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = _threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = _adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  // Not String.fromCodePoint(...output): a spread of some 100,000 code points overflows the stack.
  return output.map((cp) => String.fromCodePoint(cp)).join("");
}

/**
 * The A-label of one label: unchanged when it is all ASCII, otherwise `xn--` + Punycode.
 * The label should already be lower-cased and NFC-normalised by the caller.
 */
export function toAsciiLabel(label: string): string {
  return _isAscii(label) ? label : ACE_PREFIX + punycodeEncode(label);
}

/**
 * The U-label of one label: decodes an `xn--` label, returns other labels unchanged.
 * Returns `null` when an `xn--` label does not decode, or does not round-trip to the same
 * A-label (so `xn--` input that a registry would reject is not silently accepted).
 */
export function toUnicodeLabel(label: string): string | null {
  const lower = label.toLowerCase();
  if (!lower.startsWith(ACE_PREFIX)) return label;
  const decoded = punycodeDecode(lower.slice(ACE_PREFIX.length));
  if (decoded === null || decoded === "") return null;
  // An A-label must encode something non-ASCII, and re-encode to itself.
  if (toAsciiLabel(decoded) !== lower) return null;
  return decoded;
}

// --- Internal helpers ---

function _isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

function _threshold(k: number, bias: number): number {
  if (k <= bias) return T_MIN;
  if (k >= bias + T_MAX) return T_MAX;
  return k - bias;
}

/** Bias adaptation (RFC 3492 section 6.1). */
function _adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** 0..25 → a..z, 26..35 → 0..9 (lower case, as IDNA uses). */
function _digitChar(d: number): string {
  return String.fromCharCode(d < 26 ? 0x61 + d : 0x30 + d - 26);
}

/** The value of a Punycode digit character (either case), or -1. */
function _digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return -1;
}
