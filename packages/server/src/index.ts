/** @namescreen/server public surface: embed the app or start the server programmatically. */
export { type CreateAppOptions, createApp } from "./app.js";
export { type AppConfig, ConfigError, type Environment, loadConfig } from "./config.js";
export { type AppDeps, type BuildDepsInput, buildDeps, type Services } from "./deps.js";
export { type RunningServer, type StartOptions, startServer } from "./main.js";
export { openDatabase } from "./storage/sqlite/open.js";
