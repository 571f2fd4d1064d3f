import type { Db, Queryable } from '../../server/db/db';
import { serializeError } from '../../server/app/plugins/logger';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

const SECRET = 'Medical bill for Dr Quillfeather';

/**
 * `inner`, except that a statement whose parameters carry SECRET runs a conflicting INSERT of
 * it instead: a real unique violation of the database, with the value in its details.
 */
function conflictingOnSecret(inner: Db): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params = []) => (JSON.stringify(params).includes(SECRET) ? q.query('INSERT INTO log_probe (v) VALUES ($1)', [SECRET]) : q.query(sql, params)),
  });
  return { kind: inner.kind, query: wrap(inner).query, transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))), close: () => inner.close() };
}

describe.each(dbTargets())('error logs on $name', (target) => {
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    db = await target.open();
    t = await testApp(conflictingOnSecret(db));
    await db.query('CREATE TABLE log_probe (v text UNIQUE)');
    await db.query('INSERT INTO log_probe (v) VALUES ($1)', [SECRET]);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  it('a database error in a route is logged with its message and code, without SQL or parameter values', async () => {
    const maria = new Applicant(injectTransport(t.app));
    await maria.freshApplication(MARIA);
    await maria.submit('loan-amount', { amount: 400 });
    await maria.submit('monthly-housing-expenses', { expenses: 900 });
    const before = t.log.length;
    const answer = await maria.call('POST', 'application/loan-purpose', { purpose: 'OTHER', other_reason: SECRET });
    expect(answer.status).toBe(500);
    expect(errorOf(answer)).toEqual({ message: 'An unexpected error occurred.', status_code: 500, error_code: 'INTERNAL_ERROR', details: null });
    const lines = t.log.slice(before).join('');
    expect(lines).toContain('request failed');
    expect(lines).toContain('"error_code":"23505"');
    expect(lines).toContain('duplicate key value violates unique constraint');
    expect(lines).not.toContain('Quillfeather');
    expect(lines).not.toMatch(/INSERT INTO|log_probe \(v\)/);
    expect(lines).not.toMatch(/"(query|params|parameters|detail|where|internalQuery|queryOptions)"/);
  });
});

describe('serializeError', () => {
  it('keeps type, message, code, status code, stack and cause; drops every other property', () => {
    const cause = Object.assign(new Error('inner'), { query: 'SELECT secret', params: ['x'] });
    const error = Object.assign(new Error('outer', { cause }), { code: '23505', statusCode: 500, detail: 'Key (v)=(x) already exists.', where: 'SQL function', internalQuery: 'q', parameters: ['p'] });
    const out = serializeError(error);
    expect(Object.keys(out).sort()).toEqual(['cause', 'error_code', 'message', 'stack', 'statusCode', 'type']);
    expect(out.cause).toMatchObject({ type: 'Error', message: 'inner' });
    expect(JSON.stringify(out)).not.toMatch(/SELECT secret|already exists|"p"/);
  });
});
