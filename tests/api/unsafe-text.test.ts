import { toApiError } from '../../server/errors/errorHandler';
import { Applicant, BASE, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { suiteApp } from '../helpers/testApp';

describe.each(dbTargets())('NUL characters and unpaired surrogates on $name', (target) => {
  const t = suiteApp(target);

  const refusedFor = (answer: { status: number; body: unknown; headers: Record<string, unknown> }, field: string) => {
    expect(answer.status).toBe(400);
    const e = errorOf(answer as never);
    expect(e.error_code).toBe('VALIDATION_ERROR');
    expect(e.details).toEqual([expect.objectContaining({ field, code: 'text', message_key: 'forms:validation.text' })]);
  };

  it('loan purpose: a reason with U+0000 or a lone surrogate is refused naming other_reason; an emoji is stored', async () => {
    const maria = new Applicant(injectTransport(t.app));
    await maria.freshApplication(MARIA);
    await maria.submit('loan-amount', { amount: 400 });
    await maria.submit('monthly-housing-expenses', { expenses: 900 });
    for (const other_reason of ['car\u0000repair', 'car \uD800 repair', 'car \uDE00']) {
      refusedFor(await maria.call('POST', 'application/loan-purpose', { purpose: 'OTHER', other_reason }), 'other_reason');
    }
    // Raw JSON escapes reach the same rule.
    refusedFor(await maria.call('POST', 'application/loan-purpose', '{"purpose":"OTHER","other_reason":"a\\u0000b"}'), 'other_reason');
    const ok = await maria.call('POST', 'application/loan-purpose', { purpose: 'OTHER', other_reason: 'car repair 🚗' });
    expect(ok.status).toBe(200);
  });

  it('apply, query strings and path parameters follow the same rule', async () => {
    const send = injectTransport(t.app);
    refusedFor(await send('POST', `${BASE}/apply`, { ...MARIA, firstName: 'Ma\u0000ria' }), 'firstName');
    refusedFor(await send('GET', '/api/brand?q=%00'), 'q');
    refusedFor(await send('GET', `/esign/s/abc%00def`), 'token');
  });

  it('a database error about the text itself (22021, 22P05) answers 400, not 500', async () => {
    const error = await t.db.query('SELECT $1::text AS t', ['a\u0000b']).then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    const api = toApiError(error);
    expect(api.statusCode).toBe(400);
    expect(api.errorCode).toBe('VALIDATION_ERROR');
    expect(toApiError(Object.assign(new Error('character with byte sequence has no equivalent'), { code: '22P05' })).statusCode).toBe(400);
  });
});
