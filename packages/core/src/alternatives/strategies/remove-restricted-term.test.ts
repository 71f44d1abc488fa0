import { strategyTester } from "../../../test/helpers/strategy-tester.js";
import { removeRestrictedTerm } from "./remove-restricted-term.js";

strategyTester(removeRestrictedTerm, {
  proposes: [
    { companyName: "Quantix Bank AG", names: ["Quantix AG"], note: "reserved by BankG art. 1" },
    { companyName: "Eidgenössische Velora AG", names: ["Velora AG"], note: "official designation" },
    { companyName: "Swiss Velora AG", names: ["Velora AG"], note: "origin wording" },
    { companyName: "Velora Casino AG", names: ["Velora AG"], note: "gambling term" },
    {
      companyName: "Bundesamt für Digitales GmbH",
      legalForm: "limited_liability",
      names: ["Digitales GmbH"],
      note: "the function word that joined the flagged word goes with it ('für Digitales GmbH')",
    },
  ],
  proposesNothing: [
    { companyName: "Alpenblick Treuhand AG", note: "nothing flagged" },
    { companyName: "Swiss Bank AG", note: "nothing individual would be left" },
    { companyName: "Quantix Bank AG", keep: ["Bank"], note: "the flagged word is kept" },
  ],
});
