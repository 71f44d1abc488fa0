import { describe, expect, it } from "vitest";
import { systemClock, withBudget } from "./clock.js";

const after = (ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve("done"), ms));

describe("withBudget on the system clock", () => {
  it.each([
    [5, "timeout"],
    [2_000, "done"],
    // Past the host timer's 32-bit limit: the timer fired after 1 ms, so the task timed out.
    [3e9, "done"],
    [Number.POSITIVE_INFINITY, "done"],
  ])("a task of 20 ms within %s ms: %s", async (ms, state) => {
    expect((await withBudget(after(20), ms, systemClock)).state).toBe(state);
  });
});
