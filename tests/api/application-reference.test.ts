import { applicationsRepo } from '../../server/repos/applications';
import { REFERENCE_PATTERN } from '../../server/domain/application/reference';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { current, drain, toProcessing } from '../helpers/loanFlow';
import { JAMES, MARIA, ROBERT } from '../helpers/people';
import { addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

type Outbox = Array<{ to: string; channel: string; body: string }>;

describe.each(dbTargets())('the application reference on $name', (target) => {
  const s = suiteApp(target, { env: { STAFF_SESSION_IDLE_SECONDS: '86400', STAFF_SESSION_MAX_AGE_SECONDS: '604800' } });
  const applicant = () => new Applicant(injectTransport(s.app));

  it('is in every answer about the application: PAL- and 6 Crockford characters, the same from verification on', async () => {
    const maria = applicant();
    const signedIn = await maria.freshApplication(MARIA);
    expect(signedIn.reference).toMatch(REFERENCE_PATTERN);
    const amount = await maria.submit('loan-amount', { amount: 500 });
    expect(amount.reference).toBe(signedIn.reference);
    expect((await current(maria)).reference).toBe(signedIn.reference);
    const { rows } = await s.db.query<{ reference: string }>('SELECT reference FROM applications WHERE id = $1', [signedIn.application_id]);
    expect(rows[0].reference).toBe(signedIn.reference);
  });

  it('differs between applications, and a drawn reference already taken is drawn again', async () => {
    const first = await applicant().freshApplication(MARIA);
    const second = await applicant().freshApplication(JAMES);
    expect(second.reference).not.toBe(first.reference);
    const draws = [first.reference!, first.reference!, 'PAL-0NE0-K2'];
    const created = await applicationsRepo.create(s.db, s.clock.now(), { product: 'microloan', member_id: null, step: 'LOAN_AMOUNT', data: {}, outcome: null },
      { type: 'created' }, () => draws.shift()!);
    expect(created.reference).toBe('PAL-0NE0-K2');
    expect(draws).toEqual([]);
    await expect(s.db.query("UPDATE applications SET reference = $1 WHERE id = $2", [first.reference, created.id])).rejects.toThrow();
  });

  it('finds the application in the staff console however the member reads it out, and is in the queue', async () => {
    const reviewer = new StaffClient(s.app);
    expect((await reviewer.login(await addStaff(s.app, ['reviewer'], 'Rita'), s.clock.now())).status).toBe(200);
    const robert = applicant();
    const processing = await toProcessing(robert, ROBERT, 'CHK-1004-01');
    await drain(s.app);
    const reference = processing.reference!;
    const queue = await reviewer.call<{ items: Array<{ application_id: string; reference: string }> }>('GET', '/api/staff/reviews');
    expect(queue.body.items.find((i) => i.application_id === processing.application_id)?.reference).toBe(reference);

    const spoken = reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    for (const asTyped of [reference, spoken, reference.slice(4)]) {
      const detail = await reviewer.call<{ application_id: string; reference: string }>('GET', `/api/staff/reviews/${encodeURIComponent(asTyped)}`);
      expect(detail.status, asTyped).toBe(200);
      expect(detail.body).toMatchObject({ application_id: processing.application_id, reference });
    }
    const events = await reviewer.call<{ application_id: string }>('GET', `/api/staff/applications/${reference}/events`);
    expect(events.body.application_id).toBe(processing.application_id);
    expect((await reviewer.call('GET', '/api/staff/reviews/PAL-ZZZZ-ZZ')).status).toBe(404);
    // Not a reference at all (U is not in its alphabet): a malformed id, refused before the database is asked.
    expect((await reviewer.call('GET', '/api/staff/reviews/PAL-UUUU-UU')).status).toBe(400);

    // Decided by its reference; the notice the member gets quotes it.
    const version = (await reviewer.call<{ version: number }>('GET', `/api/staff/reviews/${reference}`)).body.version;
    expect((await reviewer.call('POST', `/api/staff/reviews/${reference}/decision`, { version, decision: 'approve' })).status).toBe(200);
    await drain(s.app);
    const outbox = (await applicant().send('GET', '/api/dev/outbox')).body as Outbox;
    const letter = outbox.find((m) => m.channel === 'mail' && m.to === 'Robert Chen' && m.body.includes('approved'));
    expect(letter?.body).toContain(`Your application reference is ${reference}.`);
  });
});
