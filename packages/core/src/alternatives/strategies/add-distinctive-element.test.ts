import { strategyTester } from "../../../test/helpers/strategy-tester.js";
import { addDistinctiveElement } from "./add-distinctive-element.js";

strategyTester(addDistinctiveElement, {
  proposes: [
    { companyName: "Zürich AG", names: [/^Z[a-z]+ Zürich AG$/], note: "standalone geography" },
    { companyName: "Immobilien AG", names: [/^[A-Z][a-z]+ Immobilien AG$/], note: "purely descriptive" },
    { companyName: "Alpenblick Treuhand AG", names: [/^[A-Z][a-z]+ Alpenblick Treuhand AG$/] },
    {
      companyName: "Swiss Bank Ltd",
      activityScope: "Treuhand",
      names: [/^[A-Z][a-z]+ Treuhand AG$/],
      note: "flagged words dropped, the purpose's activity carries the name",
    },
  ],
  proposesNothing: [
    {
      companyName: "Alpenblick Treuhand AG",
      registered: ["Alpenblick Treuhand AG"],
      note: "the name is registered: adding to it would conflict too",
    },
    { companyName: "Swiss Bank Ltd", note: "nothing left and no purpose" },
  ],
});
