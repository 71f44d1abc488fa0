/**
 * Swiss and Liechtenstein municipalities by their BFS number (the official municipality
 * number), for adapters that receive a seat as a number (the register's `admin:municipality`).
 */
import { MUNICIPALITIES } from "./places.generated.js";

/** One municipality of the reference list. */
export interface Municipality {
  bfs: number;
  /** Official name ("Biel/Bienne", "Rüti (ZH)"). */
  name: string;
  /** Canton code ("ZH"; "LI" for Liechtenstein). */
  canton: string;
}

let byBfs: Map<number, Municipality> | null = null;

/** The municipality with BFS number `bfs`, or null when the reference list has none (merged away, unknown). */
export function municipalityByBfs(bfs: number): Municipality | null {
  if (byBfs === null) {
    byBfs = new Map();
    for (const [number, name, canton] of MUNICIPALITIES) byBfs.set(number, { bfs: number, name, canton });
  }
  return byBfs.get(bfs) ?? null;
}
