/**
 * `npm run check:core -- <url> [--token <token>] [--timeout <ms>] [--test-data <file>]`: runs the core-banking
 * conformance suite against a core (or the middleware in front of it) implementing
 * schemas/core-banking.openapi.json at <url> (the value CORE_BANKING_URL would have). The token
 * defaults to CORE_BANKING_TOKEN. The core must hold the test member of
 * schemas/core-banking.test-data.json (or of `--test-data <file>`, the same shape with a real
 * core's test member, its known figures in dollars and its codes); each run books two small loans
 * for it, disburses one and voids the other.
 * Prints a pass/fail table; exit 0 when every check passed, 1 when one failed, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { formatReport } from '../server/adapters/core-banking/conformance/report';
import { runConformance } from '../server/adapters/core-banking/conformance/runConformance';
import { loadConformanceData, type ConformanceData } from '../server/adapters/core-banking/conformance/testData';

const USAGE = 'Usage: npm run check:core -- <url> [--token <token>] [--timeout <ms>] [--test-data <file>]   (token default: CORE_BANKING_TOKEN; test data default: schemas/core-banking.test-data.json)';

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const OPTIONS = { token: { type: 'string' }, timeout: { type: 'string' }, 'test-data': { type: 'string' }, help: { type: 'boolean' } } as const;
let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: OPTIONS, allowPositionals: true });
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

let data: ConformanceData | undefined;
if (parsed.values['test-data']) {
  try {
    data = loadConformanceData(parsed.values['test-data']);
  } catch (error) {
    usage(`--test-data: cannot read ${parsed.values['test-data']} (${error instanceof Error ? error.message : String(error)})`);
  }
}

const { ok, results } = await runConformance({ url, token, timeoutMs, data });
process.stdout.write(formatReport(url, results));
process.exitCode = ok ? 0 : 1;
