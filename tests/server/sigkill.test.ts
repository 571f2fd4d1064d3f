import type { ApplicationView } from '../../src/core/application';
import { Applicant, httpTransport } from '../helpers/api';
import { count } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { claimed, startServerProcess, waitFor, type ServerProcess } from '../helpers/serverProcess';
import { newStorage, storageNames } from '../helpers/serverStorage';

describe.each(storageNames)('a server process killed with SIGKILL loses nothing (%s)', (name) => {
  it('decide, confirm-signature and fund each survive a kill in the middle of the job; each happens once', async () => {
    const storage = await newStorage(name);
    // Each claimed job waits JOB_DELAY_MS before it runs, so a kill lands while the lease is held.
    const env = (delayMs: number) => ({ ...storage.env, JOB_POLL_MS: '50', JOB_LEASE_MS: '1500', JOB_BACKOFF_MS: '100', JOB_DELAY_MS: String(delayMs), LOG_LEVEL: 'info' });
    let server: ServerProcess = await startServerProcess(env(4000));
    let cookie = '';
    const applicant = () => Object.assign(new Applicant(httpTransport(server.base)), { cookie });
    const step = async () => ((await applicant().call('GET', 'application')).body as ApplicationView).step;
    try {
      const maria = applicant();
      await maria.freshApplication(MARIA);
      cookie = maria.cookie;
      await maria.fillForms('CHK-1001-02');
      expect((await maria.submit('complete-review')).step).toBe('PROCESSING_APPLICATION');
      await claimed(server, 'decide');
      await server.kill(); // 'decide' claimed, not run

      server = await startServerProcess(env(0));
      expect(await waitFor(step, (s) => s === 'OFFER_REVIEW')).toBe('OFFER_REVIEW');
      await server.stop();

      server = await startServerProcess(env(4000));
      const a = applicant();
      await a.submit('select-offer', { offer_id: 'offer-3m' });
      await a.submit('accept-offer');
      const url = ((await a.call('POST', 'application/sign', { language: 'en' })).body as { signing_url: string }).signing_url;
      expect((await a.call('POST', `${url}/complete`, { typed_name: 'Maria Garcia', consent: true })).status).toBe(200);
      expect(await step()).toBe('AWAITING_SIGNATURE_CONFIRMATION');
      await claimed(server, 'confirm-signature');
      await server.kill(); // 'confirm-signature' claimed, not run

      server = await startServerProcess(env(4000));
      expect(await waitFor(step, (s) => s === 'FINALIZING_APPLICATION')).toBe('FINALIZING_APPLICATION');
      await claimed(server, 'fund');
      await server.kill(); // 'fund' claimed, not run

      server = await startServerProcess(env(0));
      expect(await waitFor(step, (s) => s === 'APPLICATION_COMPLETED')).toBe('APPLICATION_COMPLETED');
    } finally {
      await server.stop();
    }

    const db = await storage.open();
    try {
      const events = async (type: string) => count(db, 'SELECT count(*) AS n FROM application_events WHERE type = $1', [type]);
      expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans')).toBe(1);
      expect(await events('decided')).toBe(1);
      expect(await events('signature_confirmed')).toBe(1);
      expect(await events('funded')).toBe(1);
      const { rows } = await db.query<{ kind: string; status: string; attempts: number }>("SELECT kind, status, attempts FROM jobs WHERE kind IN ('decide', 'confirm-signature', 'fund') ORDER BY id");
      // Attempt 1 was claimed by a process that was killed; attempt 2 (after the lease expired) ran it.
      expect(rows).toEqual([
        { kind: 'decide', status: 'done', attempts: 2 },
        { kind: 'confirm-signature', status: 'done', attempts: 2 },
        { kind: 'fund', status: 'done', attempts: 2 },
      ]);
    } finally {
      await db.close();
      await storage.cleanup();
    }
  }, 300_000);
});
