import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { documentSha256, paymentScheduleRows } from '../../../server/adapters/esign/agreement';
import { agreementFixture } from './fixtures';

describe('loan agreement HTML', () => {
  it('escapes a borrower name carrying markup', () => {
    const html = renderAgreementHtml(agreementFixture({ borrower: { firstName: '<script>alert(1)</script>', lastName: 'O"Neil & Co' } }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&quot;Neil &amp; Co');
  });

  it('escapes institution texts too', () => {
    const html = renderAgreementHtml(agreementFixture({ institution: { name: 'A<b>CU', address: '1 St', phone: '1' } }));
    expect(html).not.toContain('A<b>CU');
    expect(html).toContain('A&lt;b&gt;CU');
  });

  it('shows the federal box: APR as a percent with 2 decimals, money with 2 decimals', () => {
    const html = renderAgreementHtml(agreementFixture());
    const box = html.slice(html.indexOf('federal-box'), html.indexOf('</section>'));
    expect(box).toContain('ANNUAL PERCENTAGE RATE');
    expect(box).toContain('The cost of your credit as a yearly rate.');
    expect(box).toContain('27.95%');
    expect(box).toContain('FINANCE CHARGE');
    expect(box).toContain('The dollar amount the credit will cost you.');
    expect(box).toContain('$49.18');
    expect(box).toContain('Amount Financed');
    expect(box).toContain('The amount of credit provided to you or on your behalf.');
    expect(box).toContain('$600.00');
    expect(box).toContain('Total of Payments');
    expect(box).toContain('The amount you will have paid after you have made all payments as scheduled.');
    expect(box).toContain('$649.18');
  });

  it('rounds the APR to 2 decimals and pads money', () => {
    const fx = agreementFixture();
    const html = renderAgreementHtml({ ...fx, loan: { ...fx.loan, annual_interest_rate: 0.28, finance_charge: 1234.5 } });
    expect(html).toContain('28.00%');
    expect(html).toContain('$1,234.50');
  });

  it('lists the payment schedule, grouping equal payments', () => {
    const rows = paymentScheduleRows(agreementFixture().loan);
    expect(rows).toEqual([
      { count: 5, amount: 108.2, firstDate: '2026-12-22' },
      { count: 1, amount: 108.18, firstDate: '2027-05-22' },
    ]);
    const html = renderAgreementHtml(agreementFixture());
    expect(html).toContain('<td>5</td><td>$108.20</td><td>Monthly beginning December 22, 2026</td>');
    expect(html).toContain('<td>1</td><td>$108.18</td><td>On May 22, 2027</td>');
  });

  it('falls back to number × amount of payments without a payment list', () => {
    const fx = agreementFixture();
    const rows = paymentScheduleRows({ ...fx.loan, payments: undefined });
    expect(rows).toEqual([{ count: 6, amount: 108.2, firstDate: '2026-12-22' }]);
  });

  it('has the required clauses in English', () => {
    const html = renderAgreementHtml(agreementFixture());
    for (const text of [
      'If you pay off early, you will not have to pay a penalty.',
      'Security interest: none.',
      'Itemization of the Amount Financed',
      'Share Draft Checking ending in 4321',
      'discount of 1.00 percentage points',
      'paper copy',
      'withdraw your consent',
      'JavaScript',
      'To update your email address',
      'Application fee: $20.00',
    ]) expect(html).toContain(text);
  });

  it('says there is no autopay when it is off', () => {
    const html = renderAgreementHtml(agreementFixture({ autopay: { enabled: false, discount: 0.01 } }));
    expect(html).toContain('You did not choose automatic payments.');
    expect(html).not.toContain('percentage points');
  });

  it('is fully Spanish in Spanish', () => {
    const html = renderAgreementHtml(agreementFixture({ language: 'es' }));
    expect(html).toContain('lang="es"');
    for (const text of [
      'TASA DE PORCENTAJE ANUAL', 'CARGO FINANCIERO', 'Monto financiado', 'Total de pagos',
      'Mensualmente a partir del 22 de diciembre de 2026', 'no tendrá que pagar una penalidad',
      'Garantía: ninguna.', 'copia en papel', 'retirar su consentimiento',
    ]) expect(html).toContain(text);
    for (const english of ['ANNUAL PERCENTAGE RATE', 'Monthly', 'penalty', 'Amount Financed', ' you ']) expect(html).not.toContain(english);
  });

  it('hashes the rendered document stably, and the hash changes with the content', () => {
    const a = renderAgreementHtml(agreementFixture());
    const b = renderAgreementHtml(agreementFixture());
    expect(documentSha256(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentSha256(a)).toBe(documentSha256(b));
    const fx = agreementFixture();
    const changed = renderAgreementHtml({ ...fx, loan: { ...fx.loan, finance_charge: 49.19 } });
    expect(documentSha256(changed)).not.toBe(documentSha256(a));
    expect(documentSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('application fee in the itemization', () => {
  it('lists the fee as a prepaid finance charge, as the pricing engine counts it', async () => {
    const { buildAgreementDocument } = await import('../../../server/adapters/esign/agreement');
    const doc = buildAgreementDocument(agreementFixture());
    const rows = doc.blocks.flatMap((b) => (b.kind === 'keyValues' ? b.rows : []));
    expect(rows).toContainEqual(['Prepaid finance charge', '$20.00']);
    const html = renderAgreementHtml(agreementFixture());
    expect(html).toContain('It is a prepaid finance charge');
  });
});
