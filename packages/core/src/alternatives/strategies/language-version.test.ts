import { strategyTester } from "../../../test/helpers/strategy-tester.js";
import { languageVersion } from "./language-version.js";

strategyTester(languageVersion, {
  proposes: [
    {
      companyName: "Alpenblick Treuhand AG",
      names: ["Alpenblick Fiduciaire SA", "Alpenblick Fiduciaria SA"],
    },
    {
      companyName: "Alpha Consulting GmbH",
      legalForm: "limited_liability",
      names: ["Alpha Conseil Sàrl", "Alpha Consulenza Sagl"],
    },
    { companyName: "Velora Fiduciaire SA", language: "fr", names: ["Velora Treuhand AG"] },
    {
      companyName: "Café Zentaro GmbH",
      legalForm: "limited_liability",
      names: ["Café Zentaro Sàrl", "Caffè Zentaro Sagl"],
      note: "the same word, or the nearest one, not the concept's first ('Restaurant Zentaro Sàrl')",
    },
    {
      companyName: "Zanetti & Partner Treuhand AG",
      names: ["Zanetti & Partner Fiduciaire SA", "Zanetti & Partner Fiduciaria SA"],
      note: "the partnership suffix stays (it was lost: 'Zanetti Fiduciaire SA')",
    },
    {
      companyName: "Alpenblick Treuhand AG",
      keep: ["Treuhand"],
      names: ["Alpenblick Treuhand SA"],
      note: "a kept word is not translated",
    },
  ],
  proposesNothing: [
    {
      companyName: "Alpenblick Treuhand AG",
      registered: ["Alpenblick Treuhand AG"],
      note: "the name is registered",
    },
    { companyName: "Immobilien AG", note: "no individual element to carry across" },
  ],
});
