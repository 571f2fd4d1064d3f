import { readFileSync } from 'node:fs';
import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { agreementFixture } from './fixtures';

/**
 * Regulation Z terms in Spanish follow the CFPB's Spanish forms (US Spanish), the same words on
 * the offer cards and in the agreement: "Tasa de porcentaje anual (APR)", "Cargo financiero",
 * "Monto financiado", "Total de pagos" — never Spain's "TAE", nor "Cantidad financiada" or "importe".
 */
const SPAIN_OR_MIXED = [/\bTAE\b/, /[Cc]antidad financiada/, /\bimporte\b/i, /[Cc]osto financiero/, /[Cc]argo por financiamiento/];

describe('Regulation Z terms in Spanish', () => {
  const offer = JSON.parse(readFileSync(new URL('../../../locales/es/offer.json', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('the offer cards use the CFPB terms', () => {
    expect(offer).toMatchObject({
      apr: 'Tasa de porcentaje anual (APR)',
      financeCharge: 'Cargo financiero',
      amountFinanced: 'Monto financiado',
      totalOfPayments: 'Total de pagos',
    });
  });

  it('no Spanish text of the app or the agreement (the signing page shows it) uses another term', () => {
    const es = ['screens', 'offer'].map((ns) => readFileSync(new URL(`../../../locales/es/${ns}.json`, import.meta.url), 'utf8')).join('\n');
    const agreement = renderAgreementHtml(agreementFixture({ language: 'es' }));
    for (const text of [es, agreement]) for (const bad of SPAIN_OR_MIXED) expect(text).not.toMatch(bad);
    for (const term of ['TASA DE PORCENTAJE ANUAL', 'CARGO FINANCIERO', 'Monto financiado', 'Total de pagos', 'Desglose del monto financiado']) {
      expect(agreement).toContain(term);
    }
  });
});
