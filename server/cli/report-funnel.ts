import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { funnelCounts } from '../observability/funnel';
import { funnelLines } from '../observability/funnelReport';
import { openDatabase } from '../app/plugins/database';

const USAGE = 'usage: npm run report:funnel -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--product ID]   (default: the last 30 days, every product)';

/** `npm run report:funnel`: applications reaching each step in a date range, with step-to-step conversion. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, product: { type: 'string' } } });
  const day = (text: string | undefined, fallback: Date) => {
    if (text === undefined) return fallback;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw new Error(`not a date: ${text}\n${USAGE}`);
    return new Date(`${text}T00:00:00Z`);
  };
  const to = day(values.to, new Date(Date.now() + 86_400_000));
  const from = day(values.from, new Date(to.getTime() - 31 * 86_400_000));
  const db = await openDatabase(parseEnv(process.env));
  try {
    const rows = await funnelCounts(db, from, to);
    const products = values.product ? [values.product] : [...new Set(rows.map((r) => r.product))].sort();
    console.log(`Funnel from ${from.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)} (end excluded)`);
    if (!products.length) console.log('No applications in this range.');
    for (const product of products) console.log(funnelLines(rows, product).join('\n'));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error));
  process.exit(1);
});
