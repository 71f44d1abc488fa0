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
    {
      companyName: "Bank-Müller AG",
      names: ["Müller SA"],
      note: "the flagged part of the compound stays out ('Bank-Müller SA' before)",
    },
    {
      companyName: "Banque Dupont et Fils SA",
      language: "fr",
      names: ["Dupont et Fils AG", "Dupont et Fils SA"],
      note: "a partnership suffix without '&' is not translated either ('Dupont söhne AG' before)",
    },
    {
      companyName: "Gebrüder Keller Treuhand AG",
      names: ["Gebrüder Keller Fiduciaire SA", "Gebrüder Keller Fiduciaria SA"],
      note: "'Frères Keller Fiduciaire SA' before",
    },
  ],
  proposesNothing: [
    {
      companyName: "Alpenblick Treuhand AG",
      registered: ["Alpenblick Treuhand AG"],
      note: "the name is registered",
    },
    { companyName: "Immobilien AG", note: "no individual element to carry across" },
    {
      companyName: "Keller Velora",
      legalForm: "sole_proprietorship",
      ownerSurname: "Keller",
      note: "nothing to translate and no legal form: the same name ('French version ()' before)",
    },
  ],
});
