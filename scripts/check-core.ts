/**
 * `npm run check:core -- <url> [--token <token>] [--timeout <ms>]`: runs the core-banking
 * conformance suite against a core (or the middleware in front of it) implementing
 * schemas/core-banking.openapi.json at <url> (the value CORE_BANKING_URL would have). The token
 * defaults to CORE_BANKING_TOKEN. The core must hold the test member of
 * schemas/core-banking.test-data.json; each run books two small loans for it and disburses one.
 * Prints a pass/fail table; exit 0 when every check passed, 1 when one failed, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { formatReport } from '../server/adapters/core-banking/conformance/report';
import { runConformance } from '../server/adapters/core-banking/conformance/runConformance';

const USAGE = 'Usage: npm run check:core -- <url> [--token <token>] [--timeout <ms>]   (token default: CORE_BANKING_TOKEN)';

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parseArgs<{ options: { token: { type: 'string' }; timeout: { type: 'string' }; help: { type: 'boolean' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { token: { type: 'string' }, timeout: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [url, ...extra] = parsed.positionals;
if (!url || extra.length) usage(url ? `One URL only (got ${parsed.positionals.length})` : 'The core\'s base URL is missing');
if (!/^https?:\/\/[^/]/.test(url)) usage(`Not an http(s) URL: ${url}`);
const token = parsed.values.token ?? process.env.CORE_BANKING_TOKEN;
if (!token) usage('No token: pass --token or set CORE_BANKING_TOKEN');
const timeoutMs = parsed.values.timeout ? Number(parsed.values.timeout) : 10_000;
if (!Number.isInteger(timeoutMs) || timeoutMs < 100) usage(`--timeout must be an integer of at least 100 ms (got ${parsed.values.timeout})`);

const { ok, results } = await runConformance({ url, token, timeoutMs });
process.stdout.write(formatReport(url, results));
process.exitCode = ok ? 0 : 1;
