/** Command groups that several registrars share (`import`, `generate`). */
import type { Command } from "commander";

/** The shared groups and their help lines. */
const GROUPS = {
  import: "Import register data into the database",
  generate: "Generate synthetic register data (tests, demos, benchmarks)",
} as const;

/**
 * The command group `name`, shared with other registers' commands: the first registrar creates
 * it, later ones add their sub-commands to it.
 */
export function subcommandGroup(program: Command, name: keyof typeof GROUPS): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(GROUPS[name]);
}
