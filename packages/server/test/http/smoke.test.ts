import { createTestApp } from "../helpers/test-app.js";
import { runSmokeCases } from "./cases/smoke-cases.js";

runSmokeCases("SQLite", () => createTestApp());
