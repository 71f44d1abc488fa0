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

  it("calls off the budget's timer once the task is done, and not before", async () => {
    // Before, the timer ran out its whole budget: a finished screen() kept a script alive 2 to 6 s.
    const calls: string[] = [];
    const clock = {
      now: () => 0,
      timer: (ms: number) => {
        calls.push(`start ${ms}`);
        const t = systemClock.timer?.(ms);
        const cancel = () => {
          calls.push("cancel");
          t?.cancel();
        };
        return { done: t?.done ?? Promise.resolve(), cancel };
      },
    };
    const outcome = withBudget(taskOf(20), 60_000, clock);
    expect(calls).toEqual(["start 60000"]);
    expect((await outcome).state).toBe("done");
    await Promise.resolve();
    expect(calls).toEqual(["start 60000", "cancel"]);
  });

  it("keeps a timer the system clock called off from firing", async () => {
    let fired = false;
    const timer = systemClock.timer?.(10);
    void timer?.done.then(() => {
      fired = true;
    });
    timer?.cancel();
    await systemClock.sleep?.(40);
    expect(fired).toBe(false);
  });

  it("waits for the task when the clock fails to sleep", async () => {
    // Before, the clock's rejection was the outcome, so screen() itself rejected.
    const clock = { now: () => 0, sleep: () => Promise.reject(new Error("no timers")) };
    expect(await withBudget(taskOf(20), 5, clock)).toEqual({ state: "done", value: "done" });
  });

  // Before: the first escaped withBudget (and screen()) as that raw error, the next two as a
  // TypeError, and the last crashed the process after the task was done (timer.cancel is not a function).
  it.each([
    [
      "a sleep that throws",
      {
        sleep: () => {
          throw new Error("sleep failed");
        },
      },
    ],
    ["a sleep that answers no promise", { sleep: () => null as never }],
    ["a timer without done", { timer: () => ({ cancel() {} }) as never }],
    ["a timer without cancel", { timer: (ms: number) => ({ done: systemClock.sleep?.(ms) }) as never }],
  ])("waits for the task with %s", async (_what, parts) => {
    const clock = { now: () => 0, ...parts };
    expect(await withBudget(taskOf(20), 5_000, clock)).toEqual({ state: "done", value: "done" });
    await systemClock.sleep?.(10); // the call-off ran, and threw nothing out of reach
  });

  // Before: a task that threw at once made withBudget reject with its error, and one answering
  // no promise (a value, a thenable, null) was a TypeError ("task(...).then is not a function").
  it.each([
    [
      "throws at once",
      () => {
        throw new Error("register down");
      },
      "failed",
    ],
    ["answers a value", () => 42, "done"],
    [
      "answers a thenable",
      // biome-ignore lint/suspicious/noThenProperty: a partner's promise library answers thenables.
      () => ({ then: (resolve: (v: number) => void) => resolve(7) }),
      "done",
    ],
    ["answers null", () => null, "done"],
  ])("reports the outcome of a task that %s", async (_what, task, state) => {
    const outcome = await withBudget(task as () => Promise<unknown>, 1_000, systemClock);
    expect(outcome.state).toBe(state);
    if (state === "failed") expect(outcome).toEqual({ state, error: new Error("register down") });
  });

  it.each([0, -1, Number.NaN, "100", null])("refuses a budget of %j", async (ms) => {
    // Before: NaN and null meant no budget at all, 0 and -1 a timeout at once.
    const error = await withBudget(taskOf(1), ms as number, systemClock).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^withBudget's ms must be a positive number of milliseconds, not /);
  });

  it("uses the system clock when no clock is given", async () => {
    // Before: a null clock enforced no budget, silently (its timer was looked up on null).
    const never = () => new Promise<never>(() => {});
    expect(await withBudget(never, 5, null as never)).toEqual({ state: "timeout" });
    expect(await withBudget(never, 5, undefined as never)).toEqual({ state: "timeout" });
  });
});
