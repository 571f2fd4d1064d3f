import { buildApp } from '../app/buildApp';
import { recordReviewDecision } from '../domain/lifecycle';
import { ApiError } from '../errors/apiError';

/**
 * `npm run review:decide -- <application_id> approve|deny [REASON...]`: records an operator's
 * decision on an application under manual review in the configured database (same
 * environment as the server; with PGlite, stop the server first, or use the operator
 * endpoint) and queues the applicant's notice, which the server's job worker sends.
 */
async function main(): Promise<void> {
  const [id, decision, ...reasons] = process.argv.slice(2);
  if (!id || (decision !== 'approve' && decision !== 'deny')) throw new Error('usage: npm run review:decide -- <application_id> approve|deny [REASON...]');
  const app = await buildApp({ env: { ...process.env, JOBS: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  try {
    const updated = await recordReviewDecision(app.services, id, decision === 'approve' ? { decision } : { decision, reasons });
    console.log(`Application ${updated.id} is now ${updated.step}.`);
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(`${error.errorCode}: ${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ''}`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
