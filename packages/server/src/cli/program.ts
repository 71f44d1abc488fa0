/** Builds the `namescreen` commander program (separate from main.ts so tests can drive it). */
import { Command } from "commander";
import { COMMANDS } from "./commands/index.js";

/** Create the program with every command registered. */
export function createProgram(): Command {
  const program = new Command()
    .name("namescreen")
    .description("Swiss company-name screening: HTTP server, assessments and key administration")
    .showHelpAfterError()
    .configureHelp({ sortSubcommands: false });
  for (const register of COMMANDS) register(program);
  return program;
}
