/** The RestrictedTermsSource contract against the administered (SQLite) terms, seeded with the built-in ones. */
import { describeRestrictedTermsSourceContract } from "@namescreen/core/testing";
import { openAdministeredTerms } from "../../src/storage/restricted-terms/index.js";
import { tempDatabases } from "./temp-db.js";

const openDb = tempDatabases("terms");

describeRestrictedTermsSourceContract(
  "administered terms (SQLite)",
  () => {
    const { source, repository } = openAdministeredTerms(openDb());
    return {
      source,
      addTerm: (term) => {
        const category = repository.listCategories().find((c) => c.isActive);
        if (!category) throw new Error("no active category to add a term to");
        repository.createTerm({ categoryCode: category.code, term }, { actor: "contract-test" });
      },
    };
  },
  { changeable: true },
);
