import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite, visit } from './support/setup';
import { fillApply, MEMBERS, T, typeCode, type Applicant } from './support/flow';
import { latestCode } from './harness/server';
import { poll } from './support/poll';

/** One-time code errors, resend cooldown and the token guard of /otp (SPEC sections 4 and 8). */
// Each test has its own member, so they run side by side (the resend test waits out a 30 s cooldown).
describe.concurrent('one-time code', () => {
  const suite = useSuite({}, { concurrent: true });
  const t = T.en;

  async function toOtp(page: Page, who: Applicant): Promise<{ code: string; sentAt: number }> {
    await page.goto('/apply');
    await fillApply(page, who);
    const since = Date.now() - 2000;
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/otp');
    const code = await latestCode(suite.server.baseUrl, who.phone, since);
    return { code, sentAt: Date.now() };
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1000000).padStart(6, '0');
  const boxValues = (page: Page) =>
    Promise.all([1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: t.digit(n) }).inputValue())).then((v) => v.join(''));

  it('a wrong code shows the inline message and clears the boxes; the right one then goes on', async () => {
    const page = await suite.page('en');
    const { code } = await toOtp(page, MEMBERS.maria);
    await typeCode(page, wrong(code));
    await page.getByRole('button', { name: t.verify }).click();
    await page.getByRole('alert').filter({ hasText: t.invalidCode }).waitFor();
    expect(await boxValues(page)).toBe('');
    await poll(() => page.getByRole('button', { name: t.verify }).isDisabled()).toBe(true);
    await visit(page, 'en', 'otp-invalid-code', t.otpTitle);
    await typeCode(page, code);
    // Typing clears the message.
    expect(await page.getByText(t.invalidCode).count()).toBe(0);
    await page.getByRole('button', { name: t.verify }).click();
    await page.waitForURL('**/application/loan-amount');
  });

  it('five wrong codes: the attempts toast and back to /apply', async () => {
    const page = await suite.page('en');
    const { code } = await toOtp(page, MEMBERS.carlos);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typeCode(page, wrong(code));
      await page.getByRole('button', { name: t.verify }).click();
      await page.getByRole('alert').filter({ hasText: t.invalidCode }).waitFor();
      await poll(() => boxValues(page)).toBe('');
    }
    await typeCode(page, wrong(code));
    await page.getByRole('button', { name: t.verify }).click();
    await page.waitForURL('**/apply');
    await page.getByText(t.maxAttempts, { exact: true }).waitFor();
    // The token is gone: /otp now sends the user back to /apply.
    expect(await page.evaluate(() => sessionStorage.getItem('otp_token'))).toBeNull();
  });

  it('visiting /otp without a token goes to /apply; a bad token shows the invalid-token toast', async () => {
    const page = await suite.page('en');
    await page.goto('/otp');
    await page.waitForURL('**/apply');
    await page.getByRole('heading', { level: 1, name: t.applyTitle }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('otp_token', 'not-a-real-token'));
    await page.goto('/otp');
    await page.waitForURL('**/apply');
    await page.getByText('Invalid one-time code token', { exact: true }).waitFor();
  });

  it('resend: counts down from the first second, then the new-code notice, a 30 s cooldown and the new code works', async () => {
    const page = await suite.page('en');
    const { code: first } = await toOtp(page, MEMBERS.james);
    // The server counts its 30 s cooldown from the code sent at apply: the page shows it at once.
    await page.getByText(t.resendIn).waitFor();
    expect(await page.getByRole('button', { name: t.resend }).isDisabled()).toBe(true);
    const start = Number(/\d+/.exec((await page.getByText(t.resendIn).textContent()) ?? '')?.[0]);
    expect(start).toBeGreaterThan(20);
    expect(start).toBeLessThanOrEqual(30);
    // An early press is impossible; when the countdown ends the button comes back without any error.
    await poll(() => page.getByRole('button', { name: t.resend }).isEnabled(), 35000).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await typeCode(page, '12');
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: t.resend }).click();
    await page.getByRole('status').filter({ hasText: t.codeResent }).waitFor();
    await page.getByText(t.resendIn).waitFor();
    expect(await page.getByRole('button', { name: t.resend }).isDisabled()).toBe(true);
    expect(await boxValues(page)).toBe('');
    const text1 = await page.getByText(t.resendIn).textContent();
    await poll(() => page.getByText(t.resendIn).textContent(), 3000).not.toBe(text1);
    await visit(page, 'en', 'otp-resent', t.otpTitle);
    const second = await latestCode(suite.server.baseUrl, MEMBERS.james.phone, since);
    if (second !== first) {
      await typeCode(page, first);
      await page.getByRole('button', { name: t.verify }).click();
      await page.getByRole('alert').filter({ hasText: t.invalidCode }).waitFor();
    }
    await typeCode(page, second);
    await page.getByRole('button', { name: t.verify }).click();
    await page.waitForURL('**/application/loan-amount');
  });

  it('a phone the SMS provider refuses (1234567890) stays on /apply and says the code could not be sent', async () => {
    const page = await suite.page('en');
    await page.goto('/apply');
    await fillApply(page, { ...MEMBERS.linda, phone: '1234567890' });
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to send OTP' }).waitFor();
    expect(page.url()).toMatch(/\/apply$/);
  });
});
