import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { seededDataDir } from '../helpers/pgliteTemplate';
import { testApp } from '../helpers/testApp';

describe('a restart in the middle keeps the application', () => {
  it('on PGlite in the same DATA_DIR (generated key file, mode 600)', async () => {
    // The database is a copy of the migrated template; the key file is generated at the first start as on a new folder.
    const dataDir = await seededDataDir('ml-restart-');
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: '' };
    const first = await testApp(undefined as unknown as Db, { env });
    const before = new Applicant(injectTransport(first.app));
    const start = await before.freshApplication(MARIA);
    await before.submit('loan-amount', { amount: 650 });
    await first.app.close();
    expect(statSync(join(dataDir, 'encryption.key')).mode & 0o777).toBe(0o600);

    const second = await testApp(undefined as unknown as Db, { env });
    try {
      const after = new Applicant(injectTransport(second.app));
      after.cookie = before.cookie;
      const got = await after.call('GET', 'application');
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ application_id: start.application_id, step: 'HOUSING_EXPENSES', loan_amount: 650 });
      expect((await after.submit('monthly-housing-expenses', { expenses: 10 })).step).toBe('LOAN_PURPOSE');
      // The member directory still decrypts with the same key file: Maria signs in again and resumes.
      const again = await new Applicant(injectTransport(second.app)).signIn(MARIA);
      expect(again.application_id).toBe(start.application_id);
    } finally {
      await second.app.close();
    }
  }, 180_000);

  const pg = dbTargets().filter((t) => t.name === 'postgres');
  describe.each(pg)('on $name', (target) => {
    it('a new app process on the same database serves the same cookie', async () => {
      const db = await target.open();
      try {
        const first = await testApp(db);
        const before = new Applicant(injectTransport(first.app));
        const start = await before.freshApplication(MARIA);
        await before.submit('loan-amount', { amount: 650 });
        await first.app.close();
        const second = await testApp(db);
        const after = new Applicant(injectTransport(second.app));
        after.cookie = before.cookie;
        expect((await after.call('GET', 'application')).body).toMatchObject({ application_id: start.application_id, loan_amount: 650 });
        await second.app.close();
      } finally {
        await db.close();
      }
    }, 120_000);
  });
});
