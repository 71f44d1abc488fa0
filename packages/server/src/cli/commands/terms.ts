/**
 * `namescreen terms list|audit`: read the administered restricted terms and their audit log
 * from the configured database (NAMESCREEN_DB_PATH). Changes go through the admin API, which
 * records the admin key id as the actor.
 */
import type { Command } from "commander";
import type { AuditRecord, TermRecord } from "../../storage/restricted-terms/index.js";
import { configFromEnv, EXISTING, withDeps } from "../context.js";
import { dbOption, intIn, jsonOption } from "../options.js";
import { printResult, table } from "../output.js";

/** Register the command group. */
export function registerTerms(program: Command): void {
  const terms = program
    .command("terms")
    .description(
      "Show the restricted terms and their audit log (changes: admin API /v1/admin/restricted-terms)",
    );

  terms
    .command("list")
    .description("List restricted terms")
    .option("--category <code>", "only this category")
    .option("--inactive", "only inactive (soft-deleted) terms")
    .option("--search <text>", "substring of the term")
    .option("--limit <n>", "at most n terms (1 to 1000)", intIn(1, 1000), 100)
    .option("--offset <n>", "skip n terms", intIn(0, 1_000_000_000), 0)
    .addOption(jsonOption("print JSON"))
    .addOption(dbOption())
    .action(
      async (opts: {
        category?: string;
        inactive?: boolean;
        search?: string;
        limit: number;
        offset: number;
        json?: boolean;
        db?: string;
      }) => {
        await withDeps(
          configFromEnv({ db: opts.db }),
          async (deps) => {
            const page = await deps.services.restrictedTermsAdmin.listTerms({
              categoryCode: opts.category,
              isActive: opts.inactive ? false : undefined,
              search: opts.search,
              limit: opts.limit,
              offset: opts.offset,
            });
            const head = ["ID", "CATEGORY", "TERM", "LANG", "MODE", "SEVERITY", "STATE", "SOURCE"];
            printResult(opts.json, page, table(head, page.items.map(termRow)) + pageLine(page));
          },
          EXISTING,
        );
      },
    );

  terms
    .command("audit")
    .description("Show the audit log of term changes, newest first")
    .option("--term <id>", "only this term", intIn(1, Number.MAX_SAFE_INTEGER))
    .option("--limit <n>", "at most n records (1 to 1000)", intIn(1, 1000), 50)
    .option("--offset <n>", "skip n records", intIn(0, 1_000_000_000), 0)
    .addOption(jsonOption("print JSON (with the term before and after each change)"))
    .addOption(dbOption())
    .action(async (opts: { term?: number; limit: number; offset: number; json?: boolean; db?: string }) => {
      await withDeps(
        configFromEnv({ db: opts.db }),
        async (deps) => {
          const page = await deps.services.restrictedTermsAdmin.listAudit({
            termId: opts.term,
            limit: opts.limit,
            offset: opts.offset,
          });
          const head = ["ID", "AT", "ACTION", "ACTOR", "TERM", "CHANGE"];
          printResult(opts.json, page, table(head, page.items.map(auditRow)) + pageLine(page));
        },
        EXISTING,
      );
    });
}

// --- Internal helpers ---

/** "shown of total (offset n)", the line under a page of a list. */
function pageLine(page: { items: readonly unknown[]; total: number; offset: number }): string {
  return `${page.items.length} of ${page.total} (offset ${page.offset})\n`;
}

function termRow(t: TermRecord): string[] {
  return [
    String(t.id),
    t.categoryCode,
    t.term,
    t.languageCode ?? "-",
    t.matchModeOverride ?? "-",
    t.severityOverride ?? "-",
    t.isActive ? "active" : "inactive",
    t.source,
  ];
}

/** One line per record: the fields that changed, as `field: before → after`. */
function auditRow(a: AuditRecord): string[] {
  const term = a.after ?? a.before;
  return [String(a.id), a.at, a.action, a.actor ?? "-", term ? `${term.id} ${term.term}` : "-", changes(a)];
}

function changes(a: AuditRecord): string {
  if (!a.before || !a.after) return "";
  const before = a.before as unknown as Record<string, unknown>;
  const after = a.after as unknown as Record<string, unknown>;
  return Object.keys(after)
    .filter((k) => k !== "updatedAt" && k !== "categoryId" && before[k] !== after[k])
    .map((k) => `${k}: ${JSON.stringify(before[k])} → ${JSON.stringify(after[k])}`)
    .join("; ");
}
