import { createTestApp } from "../helpers/test-app.js";
import { runEndpointContract } from "./cases/endpoint-contract.js";

runEndpointContract("SQLite", () => createTestApp());
