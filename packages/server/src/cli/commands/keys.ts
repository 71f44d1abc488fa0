/** `namescreen keys create|list|revoke`: partner and admin keys from the command line. */
import type { Command } from "commander";
import { InvalidArgumentError, Option } from "commander";
import * as v from "valibot";
import type { AppDeps } from "../../deps.js";
import { ConsumerCreateSchema } from "../../http/schemas/consumers.js";
import type { Scope } from "../../keys/scopes.js";
import { isScope, SCOPES } from "../../keys/scopes.js";
import { CliError, configFromEnv, EXISTING, withDeps } from "../context.js";
import { dbOption, jsonOption } from "../options.js";
import { printResult, table } from "../output.js";

/** Register the command group. */
export function registerKeys(program: Command): void {
  const keys = program
    .command("keys")
    .description("Issue, list and revoke API keys in the configured database (NAMESCREEN_DB_PATH)");

  keys
    .command("create")
    .description("Issue a partner key (or an admin key with --admin); the key is printed once")
    .option("--consumer <id|code>", "existing consumer to issue the key for")
    .addOption(
      new Option(
        "--new-consumer <name>",
        "create a consumer with this name and issue the key for it",
      ).conflicts("consumer"),
    )
    .option("--scopes <list>", `comma-separated scopes (default all: ${SCOPES.join(",")})`, parseScopes)
    // An admin key belongs to no consumer and has every right: a consumer or scopes given with it
    // were ignored in silence.
    .addOption(
      new Option("--admin", "issue an admin key (X-Admin-API-Key) instead of a partner key").conflicts([
        "consumer",
        "newConsumer",
        "scopes",
      ]),
    )
    .addOption(jsonOption("print JSON"))
    .addOption(dbOption())
    .action(
      async (opts: {
        consumer?: string;
        newConsumer?: string;
        scopes?: Scope[];
        admin?: boolean;
        json?: boolean;
        db?: string;
      }) => {
        const config = configFromEnv({ db: opts.db });
        await withDeps(config, async (deps) => {
          if (opts.admin) {
            const issued = await deps.adminKeys.issue(config.env);
            printResult(
              opts.json,
              issued,
              `Admin key ${issued.id} (${issued.env}); shown once:\n${issued.key}\n`,
            );
            return;
          }
          const consumer = await resolveConsumer(deps, opts.consumer, opts.newConsumer);
          const issued = await deps.consumers.issueKey(consumer.id, opts.scopes ?? SCOPES, config.env);
          printResult(
            opts.json,
            { ...issued, consumerCode: consumer.code },
            `Partner key ${issued.id} for ${consumer.code} (${issued.env}; scopes ${issued.scopes.join(",")}); shown once:\n${issued.key}\n`,
          );
        });
      },
    );

  keys
    .command("list")
    .description("List keys (ids, scopes, state; never secrets)")
    .option("--consumer <id|code>", "only this consumer's partner keys")
    .addOption(jsonOption("print JSON"))
    .addOption(dbOption())
    .action(async (opts: { consumer?: string; json?: boolean; db?: string }) => {
      await withDeps(
        configFromEnv({ db: opts.db }),
        async (deps) => {
          const consumer =
            opts.consumer === undefined ? undefined : await resolveConsumer(deps, opts.consumer, undefined);
          const partner = await deps.consumers.listKeys(consumer?.id);
          const admin = consumer ? [] : await deps.adminKeys.list();
          if (opts.json) return printResult(true, { partnerKeys: partner, adminKeys: admin }, "");
          const codes = new Map((await deps.consumers.list()).map((c) => [c.id, c.code]));
          const rows = [
            ...partner.map((k) => [
              k.id,
              "partner",
              codes.get(k.consumerId) ?? "?",
              k.env,
              k.scopes.join(","),
              state(k),
            ]),
            ...admin.map((k) => [k.id, "admin", "-", k.env, "-", state(k)]),
          ];
          process.stdout.write(table(["ID", "KIND", "CONSUMER", "ENV", "SCOPES", "STATE"], rows));
        },
        EXISTING,
      );
    });

  keys
    .command("revoke")
    .description("Revoke a partner or admin key by its id (the part after ns_<env>_)")
    .argument("<keyId>", "key id")
    .addOption(dbOption())
    .action(async (keyId: string, opts: { db?: string }) => {
      await withDeps(
        configFromEnv({ db: opts.db }),
        async (deps) => {
          const revoked = (await deps.consumers.revokeKey(keyId)) ?? (await deps.adminKeys.revoke(keyId));
          if (!revoked) throw new CliError(`no key with id ${keyId}`);
          process.stdout.write(`Revoked ${keyId} at ${revoked.revokedAt}\n`);
        },
        EXISTING,
      );
    });
}

// --- Internal helpers ---

function parseScopes(value: string): Scope[] {
  const scopes = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const bad = scopes.filter((s) => !isScope(s));
  if (scopes.length === 0 || bad.length > 0) {
    throw new InvalidArgumentError(`unknown scope(s) ${bad.join(", ")}; allowed: ${SCOPES.join(", ")}`);
  }
  return scopes as Scope[];
}

async function resolveConsumer(deps: AppDeps, idOrCode: string | undefined, newName: string | undefined) {
  if (newName !== undefined) {
    // The API's own checks (1 to 256 characters, not blank, no control characters).
    const body = v.safeParse(ConsumerCreateSchema, { name: newName });
    if (!body.success)
      throw new CliError(`--new-consumer: the name ${body.issues.map((i) => i.message).join("; ")}`);
    return await deps.consumers.create({ name: body.output.name });
  }
  if (idOrCode === undefined) throw new CliError("give --consumer <id|code> or --new-consumer <name>");
  const consumer = await deps.consumers.find(idOrCode);
  if (!consumer) throw new CliError(`no consumer ${idOrCode}`);
  return consumer;
}

function state(k: { revokedAt: string | null }): string {
  return k.revokedAt === null ? "active" : `revoked ${k.revokedAt}`;
}
