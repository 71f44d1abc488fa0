import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const guide = readFileSync(fileURLToPath(new URL("../../../../docs/migration.md", import.meta.url)), "utf8");

/** The module that ships docs/migration.md inside the package (the server never reads the repo's docs/). */
function guideModule(text: string): string {
  const lines = text.split("\n").map((line) => `  ${JSON.stringify(line)},`);
  return [
    "// Generated from docs/migration.md by test/docs/migration-guide.test.ts: do not edit.",
    "// After editing the guide: cd packages/server && npx vitest run test/docs/migration-guide.test.ts -u",
    "",
    "/** docs/migration.md, served at GET /docs/migration.md (the eligibility endpoints' deprecation Link). */",
    "export const MIGRATION_GUIDE: string = [",
    ...lines,
    '].join("\\n");',
    "",
  ].join("\n");
}

describe("the shipped migration guide", () => {
  it("is docs/migration.md (run with -u to regenerate after editing the guide)", async () => {
    await expect(guideModule(guide)).toMatchFileSnapshot("../../src/http/migration-guide.generated.ts");
  });
});
