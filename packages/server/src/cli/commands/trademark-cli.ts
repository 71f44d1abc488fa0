/** Helpers of the trademark commands. */
import type { Command } from "commander";

/**
 * The command group `name` (e.g. `import`), shared with other registers' commands: the first
 * registrar creates it, later ones add their sub-commands to it.
 */
export function subcommandGroup(program: Command, name: string, description: string): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
}
