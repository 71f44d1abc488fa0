import { describe, expect, it } from "vitest";
import { municipalityByBfs } from "./municipality.js";

describe("municipalityByBfs", () => {
  it("finds a municipality and its canton by BFS number", () => {
    expect(municipalityByBfs(362)).toEqual({ bfs: 362, name: "Ittigen", canton: "BE" });
    expect(municipalityByBfs(261)?.name).toBe("Zürich");
  });

  it("answers null for a number the list does not hold", () => {
    expect(municipalityByBfs(0)).toBeNull();
    expect(municipalityByBfs(99_999)).toBeNull();
  });
});
