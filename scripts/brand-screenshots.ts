/**
 * `npx tsx scripts/brand-screenshots.ts`: screenshots of /apply for each example brand, in
 * English and Spanish, at phone (390x844) and desktop (1280x800) widths, into
 * docs/screenshots/brand-<brand>-<lang>-<viewport>.png. One built web app (dist/, `npx vite
 * build` first) serves every brand: the server is started once per brand with BRAND_FILE.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newContext, VIEWPORTS } from '../tests/e2e/harness/browser';
import { startServer } from '../tests/e2e/harness/server';

const BRANDS = { harbor: 'flows/brand.json', 'desert-sun': 'flows/brands/desert-sun.brand.json' } as const;
const OUT = join(process.cwd(), 'docs', 'screenshots');

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  for (const [name, file] of Object.entries(BRANDS)) {
    const server = await startServer({ BRAND_FILE: file });
    try {
      for (const lang of ['en', 'es'] as const) {
        for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
          const context = await newContext(browser, server.baseUrl, lang, viewport);
          const page = await context.newPage();
          await page.goto('/apply');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const path = join(OUT, `brand-${name}-${lang}-${viewport}.png`);
          await page.screenshot({ path, animations: 'disabled' });
          console.log(`${path} (${await page.title()})`);
          await context.close();
        }
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
