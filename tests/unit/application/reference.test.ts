import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { buildAgreementDocument } from '../../../server/adapters/esign/agreement';
import { newApplicationReference, normalizeReference, REFERENCE_PATTERN } from '../../../server/domain/application/reference';
import { adverseActionNotice, loanFundedNotice, manualReviewDecidedNotice } from '../../../server/domain/notices';
import { agreementFixture } from '../esign/fixtures';

const INSTITUTION = { name: 'Harbor CCU', address: '100 Harbor Way, Portland, ME 04101', phone: '(800) 555-0142' };
const APPLICANT = { firstName: 'Ana', lastName: 'Lopez' };

describe('the application reference', () => {
  it('is PAL-, 4 and 2 characters of Crockford base32 (no I, L, O, U), drawn anew each time', () => {
    const drawn = Array.from({ length: 2000 }, newApplicationReference);
    for (const reference of drawn) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(drawn).size).toBeGreaterThan(1990);
    const used = new Set(drawn.join('').replace(/PAL-|-/g, ''));
    for (const ambiguous of 'ILOU') expect(used.has(ambiguous)).toBe(false);
    expect(used.size).toBe(32);
  });

  it('is found however a person types or reads it out', () => {
    expect(normalizeReference('PAL-7Q4K-2M')).toBe('PAL-7Q4K-2M');
    expect(normalizeReference(' pal 7q4k 2m ')).toBe('PAL-7Q4K-2M');
    expect(normalizeReference('7Q4K2M')).toBe('PAL-7Q4K-2M');
    expect(normalizeReference('pal-o1lI-2m')).toBe('PAL-0111-2M');
    expect(normalizeReference('PAL-7Q4K-2U')).toBeNull();
    expect(normalizeReference('PAL-7Q4K-2M9')).toBeNull();
    expect(normalizeReference('')).toBeNull();
    expect(normalizeReference('0f6c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5')).toBeNull();
  });

  it('is the agreement\'s reference, in both languages, never the offer id', () => {
    const en = buildAgreementDocument(agreementFixture());
    const parties = en.blocks.find((b) => b.kind === 'keyValues');
    expect(parties).toMatchObject({ rows: expect.arrayContaining([['Application reference', 'PAL-7Q4K-2M']]) });
    const html = renderAgreementHtml(agreementFixture({ language: 'es' }));
    expect(html).toContain('Referencia de la solicitud');
    expect(html).toContain('PAL-7Q4K-2M');
    expect(html).not.toContain('offer-6m');
    // An envelope stored before references existed has none: no reference row, and still no offer id.
    const old = renderAgreementHtml({ ...agreementFixture(), reference: undefined as unknown as string });
    expect(old).not.toContain('offer-6m');
  });

  it('is quoted in every notice, in English and Spanish', () => {
    const date = '2026-11-26';
    const common = { institution: INSTITUTION, applicant: APPLICANT, reference: 'PAL-7Q4K-2M' };
    expect(adverseActionNotice({ ...common, language: 'en', date, reasons: ['DELINQUENT'] }).body).toContain('Your application reference is PAL-7Q4K-2M.');
    expect(adverseActionNotice({ ...common, language: 'es', date, reasons: ['DELINQUENT'] }).body).toContain('La referencia de su solicitud es PAL-7Q4K-2M.');
    expect(manualReviewDecidedNotice({ ...common, language: 'en', date, approved: true }).body).toContain('PAL-7Q4K-2M');
    expect(loanFundedNotice({ ...common, language: 'es', amount: 480, account: { description: 'Cheques', lastFour: '4521' } }).body).toContain('PAL-7Q4K-2M');
    expect(adverseActionNotice({ institution: INSTITUTION, applicant: APPLICANT, language: 'en', date, reasons: [] }).body).not.toContain('application reference');
  });
});
