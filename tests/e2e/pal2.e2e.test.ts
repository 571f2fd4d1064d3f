import type { Browser, Page } from 'playwright-core';
import { newContext, releaseBrowser, sharedBrowser } from './harness/browser';
import { latestCode, startServer, type RunningServer } from './harness/server';
import { typedDob } from './support/flow';
import { waitForApp } from './support/setup';

/** Maria Garcia, a demo member (server/README.md). */
const MARIA = { first: 'Maria', last: 'Garcia', ssn: '100000001', dob: '1985-03-14', phone: '2025550101' };

/**
 * The second product, pal2 (flows/pal2.flow.json, added from configuration alone), in the real
 * browser app against the real server: `/apply?product=pal2` selects it, the API calls go to
 * /api/v1/pal2, the loan amount has pal2's own title and range, and the applicant goes through
 * every form and the review to the offers, priced on pal2's own terms.
 */
describe('pal2 in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.stop();
  });

  async function applyAndVerify(page: Page): Promise<void> {
    await page.goto('/apply?product=pal2');
    await page.getByRole('heading', { level: 1, name: 'Apply for a loan' }).waitFor();
    expect(await page.title()).toMatch(/^PAL II installment loan \| /);
    // Continue before the takeover would post the form to the server (the path without JavaScript).
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'First name' }).fill(MARIA.first);
    await page.getByRole('textbox', { name: 'Last name' }).fill(MARIA.last);
    await page.getByRole('textbox', { name: 'Social Security Number' }).pressSequentially(MARIA.ssn);
    await page.getByRole('textbox', { name: 'Phone Number' }).pressSequentially(MARIA.phone);
    await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(typedDob(MARIA.dob));
    const since = Date.now() - 2000;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/otp');
    const code = await latestCode(server.baseUrl, MARIA.phone, since);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  }

  it('selects pal2 by URL, shows its range, goes through the review and is offered its own terms', async () => {
    const context = await newContext(browser, server.baseUrl, 'en', 'phone');
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    const productCalls: string[] = [];
    page.on('request', (r) => {
      const m = /\/api\/v1\/([^/]+)\//.exec(new URL(r.url()).pathname);
      if (m) productCalls.push(m[1]);
    });

    await applyAndVerify(page);
    await page.waitForURL('**/application/loan-amount');
    // The bounds come from the product file (through the application), not from the locale file.
    await page.getByText('A PAL II loan from $1,000 to $2,000, repaid in monthly payments.').waitFor();
    await page.getByText('Enter an amount between $1,000 and $2,000.').waitFor();
    const amount = page.getByRole('textbox', { name: 'Loan amount' });
    await amount.pressSequentially('500');
    // $500 is inside microloan's range but outside pal2's: Continue stays disabled.
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await amount.fill('');
    await amount.pressSequentially('1500');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/application/housing-expenses');
    await page.getByRole('textbox', { name: 'Monthly housing expenses' }).pressSequentially('1200');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/application/loan-purpose');
    await page.getByRole('combobox', { name: 'Loan purpose' }).selectOption({ label: 'Rent' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/application/deposit-account');
    await page.getByRole('combobox', { name: 'Deposit account' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/application/review');
    await page.getByText('$1,500').first().waitFor();
    await page.getByRole('button', { name: 'Complete application' }).click();
    // The decision job prices pal2's own terms: one offer per term of flows/pal2.product.json (6, 9, 12 months).
    await page.waitForURL('**/application/review-offer', { timeout: 60000 });
    // "6 monthly payments of $x", or "6 monthly payments: 5 of $x and a last one of $y" when the last is less.
    for (const count of [6, 9, 12]) await page.getByText(new RegExp(`^${count} monthly payments( of|: ${count - 1} of)`)).first().waitFor();
    expect(await page.getByText(/^3 monthly payments( of|:)/).count()).toBe(0);

    expect(productCalls.length).toBeGreaterThan(5);
    expect(new Set(productCalls)).toEqual(new Set(['pal2']));
    await context.close();
  });
});
