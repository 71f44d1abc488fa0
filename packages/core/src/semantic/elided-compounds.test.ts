import { describe, expect, it } from "vitest";
import { expandElidedCompounds } from "./elided-compounds.js";

describe("expandElidedCompounds", () => {
  it.each([
    ["Hoch- und Tiefbau", "Hochbau und Tiefbau"],
    ["Ausführung von Hoch- und Tiefbauarbeiten", "Ausführung von Hochbauarbeiten und Tiefbauarbeiten"],
    ["Maler- und Gipserarbeiten", "Malerarbeiten und Gipserarbeiten"],
    [
      "Sanitär-, Heizungs- und Lüftungsinstallationen",
      "Sanitärinstallationen, Heizungsinstallationen und Lüftungsinstallationen",
    ],
    ["Ein- und Verkauf von Waren", "Einkauf und Verkauf von Waren"],
  ])("%j → %j", (text, expanded) => {
    expect(expandElidedCompounds(text)).toBe(expanded);
  });

  it.each([
    "Hochbau und Tiefbau",
    "Online-Handel mit Waren",
    "Import - Export",
    "Gütertransporte im In- und Ausland",
  ])("leaves %j as it is", (text) => {
    expect(expandElidedCompounds(text)).toBe(text);
  });
});
