// Fault injection for fatal.test.ts, loaded with `node --import`: SIGWINCH (harmless by
// default) makes the server process throw an exception nothing catches.
process.on("SIGWINCH", () => {
  throw new Error("injected fault for the reliability tests");
});
