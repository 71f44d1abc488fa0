#!/usr/bin/env node
/** Entry point of the `namescreen` command. User errors exit 1 with a message, no stack. */
import { CommanderError } from "commander";
import { describeFailure } from "./context.js";
import { createProgram } from "./program.js";

// A reader that went away (`namescreen screen ... | head -1`) ends the command quietly, as
// SIGPIPE ends other commands (status 141), instead of an unhandled 'error' event; a full disk is
// a message. Without this handler, `screen` kept screening into the closed pipe.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(141);
  process.stderr.write(`namescreen: cannot write the output: ${error.message}\n`);
  process.exit(1);
});

try {
  await createProgram().exitOverride().parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander already printed help or the usage error.
    process.exitCode = error.exitCode;
  } else {
    const { message, exitCode } = describeFailure(error);
    process.stderr.write(message);
    process.exitCode = exitCode;
    // A failed command must not hang on a handle it left open (a timer, a worker): stderr is
    // synchronous for files and pipes, so the message is out.
    process.exit();
  }
}
