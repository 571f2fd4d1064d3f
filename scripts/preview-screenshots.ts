/**
 * `npx tsx scripts/preview-screenshots.ts`: screenshots of the product owners' preview
 * (/preview, local mode) at phone and desktop widths into docs/screenshots/preview-*.png.
 * Needs a built web app (`npx vite build`).
 */
import { join } from 'node:path';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { startServer } from '../tests/e2e/harness/server';

const OUT = join(process.cwd(), 'docs', 'screenshots');
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.baseUrl })).newPage();
  await page.goto('/preview');
  await page.getByRole('heading', { level: 1, name: 'Preview of the flows' }).waitFor({ timeout: 30000 });
  await page.getByRole('heading', { level: 1, name: 'Solicite un préstamo' }).waitFor();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: join(OUT, 'preview-phone.png') });
  await page.getByRole('combobox', { name: 'Product' }).selectOption('pal2');
  await page.getByRole('button', { name: /desktop/ }).click();
  await page.locator('section[aria-label="LOAN_AMOUNT"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  await page.locator('section[aria-label="LOAN_AMOUNT"]').screenshot({ path: join(OUT, 'preview-desktop-pal2-loan-amount.png') });
  console.log('wrote docs/screenshots/preview-*.png');
} finally {
  await browser.close();
  await server.stop();
}
