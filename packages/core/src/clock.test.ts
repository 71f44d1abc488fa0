import { describe, expect, it } from "vitest";
import { systemClock, withBudget } from "./clock.js";

// The core has no host types (tsconfig `types: []`): the task waits on the system clock's own timer.
const taskOf = (ms: number) => () => (systemClock.sleep?.(ms) ?? Promise.resolve()).then(() => "done");

describe("withBudget", () => {
  it.each([
    [5, "timeout"],
    [2_000, "done"],
    // Past the host timer's 32-bit limit: the timer fired after 1 ms, so the task timed out.
    [3e9, "done"],
    [Number.POSITIVE_INFINITY, "done"],
  ])("a task of 20 ms within %s ms on the system clock: %s", async (ms, state) => {
    expect((await withBudget(taskOf(20), ms, systemClock)).state).toBe(state);
  });

  it("waits for the task when the clock fails to sleep", async () => {
    // Before, the clock's rejection was the outcome, so screen() itself rejected.
    const clock = { now: () => 0, sleep: () => Promise.reject(new Error("no timers")) };
    expect(await withBudget(taskOf(20), 5, clock)).toEqual({ state: "done", value: "done" });
  });
});
