// The WHATWG text codecs exist in every runtime the core targets (Node, browsers, workers), but
// the core's tsconfig loads no DOM or Node types, so declare the small part the index uses.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
declare class TextDecoder {
  constructor(label?: string);
  decode(input?: Uint8Array): string;
}
