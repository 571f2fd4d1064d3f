import type { Db } from '../../server/db/db';
import type { MemberDirectory } from '../../server/adapters/members/directory';
import { Applicant, errorOf, httpTransport, injectTransport, type Send } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA, STRANGER } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

describe.each(dbTargets())('one-time code and apply errors on $name', (target) => {
  let db: Db;
  let t: TestApp;
  let user: Applicant;
  let address = '';

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  describe.each(['app.inject', 'real HTTP'])('through %s', (transport) => {
    beforeEach(() => {
      const send: Send = transport === 'real HTTP' ? httpTransport(address) : injectTransport(t.app);
      user = new Applicant(send);
    });

    const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

    it('OTP_INVALID_CODE with attempts_remaining, then OTP_MAX_ATTEMPTS_EXCEEDED on the 5th failure', async () => {
      const token = await user.apply(MARIA);
      const code = await user.latestCode(MARIA.phoneNumber);
      for (let i = 1; i <= 4; i++) {
        const r = await user.verify(token, wrongCode(code));
        expect(r.status).toBe(400);
        expect(errorOf(r)).toMatchObject({ error_code: 'OTP_INVALID_CODE', status_code: 400, details: { attempts_remaining: 5 - i } });
      }
      const fifth = await user.verify(token, wrongCode(code));
      expect(fifth.status).toBe(429);
      expect(errorOf(fifth).error_code).toBe('OTP_MAX_ATTEMPTS_EXCEEDED');
      // The challenge is dead: even the right code is refused now.
      const right = await user.verify(token, code);
      expect(errorOf(right).error_code).toBe('OTP_MAX_ATTEMPTS_EXCEEDED');
      expect(user.cookie).toBe('');
    });

    it('OTP_INVALID_TOKEN for an unknown token and for a used one (single use)', async () => {
      const unknown = await user.call('POST', 'application/otp/verify', { otp_token: 'nope', code: '123456' });
      expect(unknown.status).toBe(401);
      expect(errorOf(unknown).error_code).toBe('OTP_INVALID_TOKEN');
      expect(errorOf(await user.call('POST', 'application/otp/verify-token', { otp_token: 'nope' })).error_code).toBe('OTP_INVALID_TOKEN');
      expect(errorOf(await user.call('POST', 'application/otp/resend', { otp_token: 'nope' })).error_code).toBe('OTP_INVALID_TOKEN');

      const token = await user.apply(MARIA);
      const code = await user.latestCode(MARIA.phoneNumber);
      expect((await user.verify(token, code)).status).toBe(200);
      const again = await user.verify(token, code);
      expect(again.status).toBe(401);
      expect(errorOf(again).error_code).toBe('OTP_INVALID_TOKEN');
      expect(errorOf(await user.call('POST', 'application/otp/verify-token', { otp_token: token })).error_code).toBe('OTP_INVALID_TOKEN');
    });

    it('OTP_SESSION_EXPIRED after ten minutes (verify and verify-token), OTP_TOKEN_EXPIRED on resend', async () => {
      const token = await user.apply(MARIA);
      const code = await user.latestCode(MARIA.phoneNumber);
      t.clock.advance(601);
      const verify = await user.verify(token, code);
      expect(verify.status).toBe(401);
      expect(errorOf(verify).error_code).toBe('OTP_SESSION_EXPIRED');
      expect(errorOf(await user.call('POST', 'application/otp/verify-token', { otp_token: token })).error_code).toBe('OTP_SESSION_EXPIRED');
      const resend = await user.call('POST', 'application/otp/resend', { otp_token: token });
      expect(resend.status).toBe(401);
      expect(errorOf(resend).error_code).toBe('OTP_TOKEN_EXPIRED');
    });

    it('OTP_RESEND_COOLDOWN within 30 s; afterwards a new code replaces the old one', async () => {
      const token = await user.apply(MARIA);
      const oldCode = await user.latestCode(MARIA.phoneNumber);
      t.clock.advance(10);
      // verify-token answers the seconds left of the same cooldown, so the page can count down from the start.
      const check = await user.call('POST', 'application/otp/verify-token', { otp_token: token });
      expect((check.body as { resend_available_in_seconds: number }).resend_available_in_seconds).toBeOneOf([19, 20]);
      const early = await user.call('POST', 'application/otp/resend', { otp_token: token });
      expect(early.status).toBe(429);
      expect(errorOf(early).error_code).toBe('OTP_RESEND_COOLDOWN');
      // 30 s minus the 10 s advanced (and the real time the test took).
      expect((errorOf(early).details as { retry_after_seconds: number }).retry_after_seconds).toBeOneOf([19, 20]);
      t.clock.advance(21);
      const ok = await user.call('POST', 'application/otp/resend', { otp_token: token });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ resent: true, cooldown_seconds: 30 });
      const after = await user.call('POST', 'application/otp/verify-token', { otp_token: token });
      expect((after.body as { resend_available_in_seconds: number }).resend_available_in_seconds).toBeOneOf([29, 30]);
      t.clock.advance(31);
      const ready = await user.call('POST', 'application/otp/verify-token', { otp_token: token });
      expect((ready.body as { resend_available_in_seconds: number }).resend_available_in_seconds).toBe(0);
      const newCode = await user.latestCode(MARIA.phoneNumber);
      if (newCode !== oldCode) expect(errorOf(await user.verify(token, oldCode)).error_code).toBe('OTP_INVALID_CODE');
      expect((await user.verify(token, newCode)).status).toBe(200);
    });

    it('PROCESSING_ERROR (422) for SSNs the SSA never issues', async () => {
      for (const ssn of ['000123456', '666123456', '900123456', '999123456', '123450000']) {
        const r = await user.call('POST', 'apply', { ...STRANGER, ssn });
        expect(r.status).toBe(422);
        expect(errorOf(r)).toMatchObject({ error_code: 'PROCESSING_ERROR', message: 'We encountered an error with the data you entered.' });
      }
    });

    it('FAILED_TO_SEND_OTP (502) for numbers that are not valid US numbers', async () => {
      for (const phoneNumber of ['0000000000', '1234567890']) {
        const r = await user.call('POST', 'apply', { ...STRANGER, phoneNumber });
        expect(r.status).toBe(502);
        expect(errorOf(r).error_code).toBe('FAILED_TO_SEND_OTP');
      }
    });

    it('VALIDATION_ERROR with field details from the apply form schema and checks', async () => {
      const r = await user.call('POST', 'apply', { firstName: ' ', lastName: 'Garcia', ssn: '12345', phoneNumber: '202555010', dob: '2015-01-01' });
      expect(r.status).toBe(400);
      const e = errorOf(r);
      expect(e.error_code).toBe('VALIDATION_ERROR');
      const byField = Object.fromEntries((e.details as Array<{ field: string; message_key?: string }>).map((d) => [d.field, d.message_key]));
      expect(byField).toEqual({
        firstName: 'forms:validation.required',
        ssn: 'forms:validation.ssn',
        phoneNumber: 'forms:validation.phone',
        dob: 'forms:validation.dob.minAge',
      });
      const missing = errorOf(await user.call('POST', 'apply', {}));
      expect((missing.details as Array<{ field: string }>).map((d) => d.field).sort()).toEqual(['dob', 'firstName', 'lastName', 'phoneNumber', 'ssn']);
    });

    it('apply answers members and non-members alike', async () => {
      const a = await user.call('POST', 'apply', MARIA);
      const b = await user.call('POST', 'apply', STRANGER);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(Object.keys(a.body as object)).toEqual(['otp_token']);
      expect(Object.keys(b.body as object)).toEqual(['otp_token']);
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    });

    it('503 PROCESSING_ERROR when the member directory fails; the code stays usable', async () => {
      let down = true;
      const real = t.app.services.members;
      const flaky: MemberDirectory = {
        findBySsn: (ssn, dob) => (down ? Promise.reject(new Error('core banking down')) : real.findBySsn(ssn, dob)),
        getMember: (id) => real.getMember(id),
      };
      const other = await testApp(db, { members: flaky });
      try {
        const u = new Applicant(injectTransport(other.app));
        const token = await u.apply(MARIA);
        const code = await u.latestCode(MARIA.phoneNumber);
        const r = await u.verify(token, code);
        expect(r.status).toBe(503);
        expect(errorOf(r)).toMatchObject({ error_code: 'PROCESSING_ERROR', status_code: 503 });
        expect(JSON.stringify(r.body)).not.toMatch(/core banking down/);
        down = false;
        expect((await u.verify(token, code)).status).toBe(200);
      } finally {
        await other.app.close();
      }
    });
  });
});

describe.each(dbTargets())('rate limits on $name', (target) => {
  let db: Db;
  beforeAll(async () => { db = await target.open(); });
  afterAll(async () => { await db?.close(); });

  it('RATE_LIMITED after 5 applies per phone in an hour', async () => {
    const t = await testApp(db, { limits: { appliesPerPhonePerHour: 5 } });
    try {
      const user = new Applicant(injectTransport(t.app));
      for (let i = 0; i < 5; i++) await user.apply(MARIA);
      const sixth = await user.call('POST', 'apply', MARIA);
      expect(sixth.status).toBe(429);
      expect(errorOf(sixth).error_code).toBe('RATE_LIMITED');
      expect(sixth.headers['retry-after']).toBeDefined();
      t.clock.advance(3601);
      expect((await user.call('POST', 'apply', MARIA)).status).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('RATE_LIMITED per client IP on the identity calls', async () => {
    const t = await testApp(db, { limits: { identityRequestsPerIpPerMinute: 3 } });
    try {
      const user = new Applicant(injectTransport(t.app));
      for (let i = 0; i < 3; i++) await user.call('POST', 'application/otp/verify-token', { otp_token: 'x' });
      const r = await user.call('POST', 'application/otp/verify-token', { otp_token: 'x' });
      expect(r.status).toBe(429);
      expect(errorOf(r)).toMatchObject({ error_code: 'RATE_LIMITED', status_code: 429 });
    } finally {
      await t.app.close();
    }
  });
});
