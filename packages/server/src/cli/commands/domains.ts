/** `namescreen domains refresh-bootstrap`: update the RDAP bootstrap file the domain checker uses. */
import type { Command } from "commander";
import { IANA_DNS_BOOTSTRAP_URL } from "../../adapters/domains/bootstrap.js";
import { DEFAULT_DOMAIN_CONFIG } from "../../adapters/domains/config.js";
import { RefreshError, refreshBootstrap } from "../../adapters/domains/refresh.js";
import { CliError, configFromEnv } from "../context.js";
import { httpUrl, intIn, jsonOption, positiveInt } from "../options.js";
import { printResult } from "../output.js";

/** Register the command group. */
export function registerDomains(program: Command): void {
  const domains = program.command("domains").description("Domain availability checker maintenance");

  domains
    .command("refresh-bootstrap")
    .description(
      "Download the IANA RDAP bootstrap file (RFC 9224), validate it and write it to " +
        "NAMESCREEN_RDAP_BOOTSTRAP_FILE (the server reads it at start; .ch/.li stay pinned to SWITCH)",
    )
    .option("--url <url>", "where to download from", httpUrl, IANA_DNS_BOOTSTRAP_URL)
    .option("--out <file>", "where to write (default: NAMESCREEN_RDAP_BOOTSTRAP_FILE)")
    // A timer takes at most 2^31 - 1 ms; a longer one fired at once ("did not answer within …").
    .option("--timeout <ms>", "download timeout in ms (at most 2147483647)", intIn(1, 2 ** 31 - 1), 30_000)
    .option("--min-services <n>", "refuse a file with fewer services", positiveInt, 1)
    .addOption(jsonOption("print JSON"))
    .action(
      async (opts: { url: string; out?: string; timeout: number; minServices: number; json?: boolean }) => {
        const config = configFromEnv();
        const out = opts.out ?? (config.domains ?? DEFAULT_DOMAIN_CONFIG).rdapBootstrapFile;
        try {
          const result = await refreshBootstrap({
            url: opts.url,
            out,
            timeoutMs: opts.timeout,
            minServices: opts.minServices,
          });
          printResult(
            opts.json,
            result,
            `Wrote ${result.services} RDAP services (${result.tlds} TLDs, published ${result.publication}) to ${result.out}.\n` +
              "Restart the server to use it.\n",
          );
        } catch (error) {
          if (error instanceof RefreshError) throw new CliError(error.message);
          throw error;
        }
      },
    );
}
