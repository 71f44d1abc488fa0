/**
 * A finished screening leaves no timer behind: the checks' budget timers are called off when the
 * checks are done. Before, they ran out their budgets (2 s, 6 s with domains), keeping a partner's
 * script alive that long after its answer.
 */
import { setImmediate } from "node:timers/promises";
import { createCompanyRegister, createTrademarkRegister, screen } from "@namescreen/core";
import { describe, expect, it } from "vitest";

const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("screen() and its budgets' timers", () => {
  it("leaves as many timers running as before it was called", async () => {
    const ports = {
      companies: createCompanyRegister(["Alpina AG"]),
      trademarks: createTrademarkRegister([{ markText: "ALPINA", niceClasses: [36] }]),
    };
    const before = timers();
    const { result } = await screen(
      { companyName: "Alpina Treuhand AG", legalForm: "stock_corporation", language: "de" },
      ports,
    );
    await setImmediate();
    expect(result.executionIssues).toEqual([]);
    expect(timers()).toBe(before);
  });
});
