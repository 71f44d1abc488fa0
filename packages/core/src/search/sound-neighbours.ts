/**
 * The Cologne codes one final sound away from a code, for the near-sound lookups of class W
 * (similarity/near-sound.ts). The Cologne alphabet has nine sounds (0 to 8), so the neighbours
 * are listed outright and looked up in the sound table: no extra table, and the lookups reach
 * every registered code the definition accepts.
 */
import { NEAR_SOUND_MIN_SOUNDS } from "../similarity/near-sound.js";

/** The sounds a Cologne code is written with. */
const SOUNDS = "012345678";

/** The code with one sound added at the end (nine codes) and without its last sound. */
export function codeNeighbours(code: string): string[] {
  const out: string[] = [];
  if (code.length >= NEAR_SOUND_MIN_SOUNDS) for (const s of SOUNDS) out.push(code + s);
  if (code.length - 1 >= NEAR_SOUND_MIN_SOUNDS) out.push(code.slice(0, -1));
  return out;
}
