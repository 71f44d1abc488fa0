import { describe, expect, it } from "vitest";
import { registered } from "../../test/helpers/found-in-both.js";
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { searchConflicts } from "../conflicts/search-conflicts.js";
import { PortError } from "../errors.js";
import type { RecordDirectory } from "./record-directory.js";
import { readRecords } from "./record-directory.js";

const names = ["alpha", "beta", "gamma"];

/** A directory over `names` that counts its calls. */
function counting(withMany: boolean): RecordDirectory<string> & { gets: number; manys: number } {
  const d = {
    gets: 0,
    manys: 0,
    get(record: number) {
      d.gets++;
      return names[record];
    },
    ...(withMany
      ? {
          getMany(records: readonly number[]) {
            d.manys++;
            return records.map((r) => names[r]);
          },
        }
      : {}),
  };
  return d;
}

describe("readRecords", () => {
  it.each([
    ["get alone: one call per record", false, { gets: 3, manys: 0 }],
    ["getMany: one call for all", true, { gets: 0, manys: 1 }],
  ])("%s, in the order asked", async (_what, withMany, calls) => {
    const directory = counting(withMany);
    expect(await readRecords(directory, [2, 0, 1], "test")).toEqual(["gamma", "alpha", "beta"]);
    expect({ gets: directory.gets, manys: directory.manys }).toEqual(calls);
  });

  it("awaits an asynchronous getMany", async () => {
    const directory = {
      get: () => undefined,
      getMany: async (r: readonly number[]) => r.map((i) => names[i]),
    };
    expect(await readRecords(directory, [1], "test")).toEqual(["beta"]);
  });

  it.each([
    [
      "a missing record (get)",
      { get: (r: number) => (r === 1 ? undefined : "x") },
      "the test directory has no record 1",
    ],
    [
      "a missing record (getMany)",
      { get: () => "x", getMany: (r: readonly number[]) => r.map((i) => (i === 1 ? undefined : "x")) },
      "the test directory has no record 1",
    ],
    [
      "an answer of another length",
      { get: () => "x", getMany: () => ["x"] },
      "the test directory's getMany answered 1 items for 2 records",
    ],
    [
      "an answer that is no list",
      { get: () => "x", getMany: () => null as never },
      "the test directory's getMany answered null for 2 records",
    ],
  ])("%s is an UPSTREAM_ERROR naming the directory", async (_what, directory, message) => {
    const err = await readRecords(directory as RecordDirectory<string>, [0, 1], "test").catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PortError);
    expect(err).toMatchObject({ code: "UPSTREAM_ERROR", message });
  });

  it("the company register reads each list of matches in one getMany call, never one get each", async () => {
    const companies = ["Neoterra AG", "Neoterra Holding AG", "Neo Terra GmbH"].map((name, i) => ({
      ...registered(name),
      id: `c${i}`,
    }));
    const base = InMemoryCompanyRegister.fromCompanies(companies);
    let manys = 0;
    const register = new InMemoryCompanyRegister(base.index, {
      get: () => {
        throw new Error("get must not be called when getMany is there");
      },
      getMany: (records) => {
        manys++;
        return records.map((r) => companies[r]);
      },
    });
    const result = await searchConflicts({ name: "Neoterra AG", minRisk: "Low" }, { companies: register });
    expect(result.identityMatch?.sourceCompanyId).toBe("c0");
    expect(result.similarMatches.map((m) => m.sourceCompanyId).sort()).toEqual(["c1", "c2"]);
    expect(manys).toBe(2); // the identity's candidates, then the names reported
  });
});
