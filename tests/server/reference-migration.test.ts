import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { migrate } from '../../server/db/migrate';
import { projectPath } from '../../server/config/projectRoot';
import { REFERENCE_PATTERN } from '../../server/domain/application/reference';
import { dbTargets } from '../helpers/dbTargets';

const ALL = projectPath('server', 'db', 'migrations');

/** A folder with the migrations before 015. */
function before015(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ml-migrations-'));
  for (const file of readdirSync(ALL).filter((f) => /^\d{3}_/.test(f) && f < '015')) cpSync(join(ALL, file), join(dir, file));
  return dir;
}

describe.each(dbTargets())('migration 015 on $name', (target) => {
  it('gives applications made before it each a unique reference, and one made by a script without it one too', async () => {
    const db = await target.openEmpty();
    try {
      await migrate(db, before015());
      const at = new Date().toISOString();
      for (let i = 0; i < 40; i++) {
        await db.query("INSERT INTO applications (id, product, step, created_at, updated_at) VALUES ($1, 'microloan', 'APPLICATION_DENIED', $2, $2)", [randomUUID(), at]);
      }
      expect(await migrate(db)).toContain('015_application_reference.sql');
      await db.query("INSERT INTO applications (id, product, step, created_at, updated_at) VALUES ($1, 'microloan', 'LOAN_AMOUNT', $2, $2)", [randomUUID(), at]);
      const { rows } = await db.query<{ reference: string }>('SELECT reference FROM applications');
      expect(rows).toHaveLength(41);
      for (const { reference } of rows) expect(reference).toMatch(REFERENCE_PATTERN);
      expect(new Set(rows.map((r) => r.reference)).size).toBe(41);
    } finally {
      await db.close();
    }
  }, 120_000);
});
