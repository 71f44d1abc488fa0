import { strategyTester } from "../../../test/helpers/strategy-tester.js";
import { activityWord } from "./activity-word.js";

strategyTester(activityWord, {
  proposes: [
    {
      companyName: "Alpenblick AG",
      activityScope: "Treuhand und Buchhaltung",
      names: ["Alpenblick Treuhand AG"],
    },
    {
      companyName: "Alpenblick Immobilien AG",
      activityScope: "Treuhand",
      names: ["Alpenblick Immobilien Treuhand AG", "Alpenblick Treuhand AG"],
    },
    {
      companyName: "Bank-Müller AG",
      activityScope: "Treuhand",
      names: ["Müller Treuhand AG"],
      note: "the flagged part of the compound stays out ('Bank-Müller Treuhand AG' before)",
    },
  ],
  proposesNothing: [
    {
      companyName: "Alpenblick AG",
      activityScope: "Treuhand",
      registered: ["Alpenblick AG"],
      note: "the name is registered",
    },

    { companyName: "Immobilien AG", activityScope: "Treuhand", note: "never a generic word alone" },
    { companyName: "Alpenblick AG", note: "no purpose given" },
    {
      companyName: "Alpenblick Treuhand AG",
      activityScope: "Treuhand",
      note: "the activity is already there",
    },
  ],
});
