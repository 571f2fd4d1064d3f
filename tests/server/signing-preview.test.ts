import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formatMoney, formatPercent } from '../../server/adapters/esign';
import type { Db } from '../../server/db/db';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { priceOffers } from '../../server/domain/pricing';
import { PREVIEW_SIGNING_PATH } from '../../server/http/routes/devSigningPreviewRoutes';
import { testApp } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');
const brand = JSON.parse(readFileSync(join(ROOT, 'flows/brand.json'), 'utf8')) as { institutionName: string };

/** Rows of every table a signing (or an application) would write. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['applications', 'application_events', 'esign_envelopes', 'esign_signing_sessions', 'sessions', 'jobs']) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

/** The offer the real flow prices for the product's sample amount today, at its longest term. */
function expectedLoan(app: FastifyInstance, productId: string) {
  const config = app.services.products.get(productId)!.config;
  const amount = Math.round((config.loan.minAmount + config.loan.maxAmount) / 2 / 10) * 10;
  const schedules = priceOffers({ config, amount, requestedAmount: amount, fundingDate: app.services.now().toISOString().slice(0, 10), automaticPayments: false, militaryCovered: false, offerIdPrefix: 'offer' });
  return schedules[schedules.length - 1];
}

describe('the signing page of the product owners\' preview (local mode only)', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('renders the built-in signing page in English and Spanish with the sample borrower, the federal box and the real pricing', async () => {
    const { app } = await testApp(db);
    try {
      const before = await rowCounts(db);
      const pages = {
        en: { title: 'Sign your loan agreement', box: 'Federal Truth in Lending Disclosures', sign: '>Sign</button>' },
        es: { title: 'Firme su contrato de préstamo', box: 'Divulgaciones federales de veracidad en los préstamos', sign: '>Firmar</button>' },
      };
      for (const [language, texts] of Object.entries(pages)) {
        for (const product of ['microloan', 'pal2']) {
          const r = await app.inject({ method: 'GET', url: `${PREVIEW_SIGNING_PATH}/${product}/${language}`, headers: { host: 'localhost:3000' } });
          expect(r.statusCode).toBe(200);
          expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(r.headers['cache-control']).toBe('no-store');
          // The same CSP as the real signing page: its own nonce'd style and script only, framed by this origin.
          const nonce = /script-src 'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
          expect(nonce).toBeTruthy();
          expect(r.headers['content-security-policy']).toContain("default-src 'none'");
          expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
          expect(r.body).toContain(`<script nonce="${nonce}">`);
          expect(r.body).toContain(`<style nonce="${nonce}">`);
          expect(r.body).toContain(`<html lang="${language}">`);
          expect(r.body).toContain(`<title>${texts.title}</title>`);
          expect(r.body).toContain(texts.sign);
          expect(r.body).toContain('Maria Garcia');
          expect(r.body).toContain('class="federal-box"');
          expect(r.body).toContain(texts.box);
          expect(r.body).toContain(brand.institutionName);
          const loan = expectedLoan(app, product);
          // The agreement names the application by its reference, never by the offer id.
          expect(r.body).toContain('PAL-0000-00');
          expect(r.body).not.toContain(loan.offer_id);
          for (const value of [formatPercent(loan.annual_interest_rate), formatMoney(loan.finance_charge), formatMoney(loan.amount_financed), formatMoney(loan.total_of_payments)])
            expect(r.body).toContain(value);
          // Sign and Decline go to the preview's own calls, and messages go to the app's origin.
          expect(r.body).toContain(`"signUrl":"${PREVIEW_SIGNING_PATH}/complete"`);
          expect(r.body).toContain(`"declineUrl":"${PREVIEW_SIGNING_PATH}/decline"`);
          expect(r.body).toContain('"appOrigin":"http://localhost:3000"');
        }
      }
      expect(await rowCounts(db)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('Sign and Decline answer 409 saying it is a preview, and nothing is stored', async () => {
    const { app } = await testApp(db);
    try {
      const before = await rowCounts(db);
      for (const [action, body] of [['complete', { token: 'preview', typed_name: 'Maria Garcia', consent: true }], ['decline', { token: 'preview' }]] as const) {
        const r = await app.inject({ method: 'POST', url: `${PREVIEW_SIGNING_PATH}/${action}`, payload: body });
        expect(r.statusCode).toBe(409);
        expect(r.json()).toEqual({ error: { status_code: 409, error_code: 'CONFLICT', message: expect.stringContaining('preview'), details: { preview: true } } });
      }
      expect(await rowCounts(db)).toEqual(before);
      const page = await app.inject({ method: 'GET', url: `${PREVIEW_SIGNING_PATH}/microloan/en` });
      expect(page.body).toContain('This is a preview: nothing is signed or stored.'); // what the page shows after Sign or Decline
    } finally {
      await app.close();
    }
  });

  it('refuses an unknown product or language', async () => {
    const { app } = await testApp(db);
    try {
      const unknown = await app.inject({ method: 'GET', url: `${PREVIEW_SIGNING_PATH}/nope/en` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.error_code).toBe('UNKNOWN_PRODUCT');
      expect((await app.inject({ method: 'GET', url: `${PREVIEW_SIGNING_PATH}/microloan/fr` })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('does not exist in production', async () => {
    const { app } = await testApp(db, { env: { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' } });
    try {
      expect(app.services.localMode).toBe(false);
      for (const language of ['en', 'es']) {
        const r = await app.inject({ method: 'GET', url: `${PREVIEW_SIGNING_PATH}/microloan/${language}` });
        expect(r.statusCode).toBe(404);
        expect(r.json().error.error_code).toBe('NOT_FOUND');
      }
      for (const action of ['complete', 'decline']) expect((await app.inject({ method: 'POST', url: `${PREVIEW_SIGNING_PATH}/${action}`, payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
