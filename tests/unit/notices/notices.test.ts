import {
  adverseActionNotice, loanFundedNotice, manualReviewDecidedNotice, DENIAL_REASON_CODES, DENIAL_REASON_TEXTS, type NoticeLanguage,
} from '../../../server/domain/notices';

const institution = { name: 'Riverbend FCU', address: '100 Main Street, Springfield, IL 62701', phone: '(217) 555-0100' };
const applicant = { firstName: 'Ana', lastName: 'Núñez' };
const ECOA_EN = 'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants';
const NCUA = 'National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, Alexandria, VA 22314';

function denial(language: NoticeLanguage, reasons: string[]) {
  return adverseActionNotice({ language, institution, applicant, date: '2026-11-22', reasons });
}

describe('adverse action notice', () => {
  it('names the creditor, the action, the reasons, the right to a statement, and the ECOA notice with the NCUA address', () => {
    const n = denial('en', ['INSUFFICIENT_INCOME', 'DELINQUENT']);
    expect(n.subject).toBe('Your loan application with Riverbend FCU');
    expect(n.body).toContain('Riverbend FCU\n100 Main Street, Springfield, IL 62701');
    expect(n.body).toContain('November 22, 2026');
    expect(n.body).toContain('Dear Ana Núñez:');
    expect(n.body).toContain('Action taken: credit denied.');
    expect(n.body).toContain('- Income insufficient for the amount of credit requested\n- Delinquent past or present credit obligations');
    expect(n.body).toContain('you have the right to ask for it within 60 days');
    expect(n.body).toContain(ECOA_EN);
    expect(n.body).toContain(`The Federal agency that administers compliance with this law concerning this creditor is the ${NCUA}.`);
  });

  it('states at most 4 reasons, without duplicates, in the given order', () => {
    const n = denial('en', ['DELINQUENT', 'DELINQUENT', 'PAL_LOAN_OPEN', 'NO_CHECKING_ACCOUNT', 'INSUFFICIENT_INCOME', 'UNDER_MINIMUM_AGE']);
    const listed = n.body.split('\n').filter((l) => l.startsWith('- '));
    expect(listed).toEqual(['DELINQUENT', 'PAL_LOAN_OPEN', 'NO_CHECKING_ACCOUNT', 'INSUFFICIENT_INCOME'].map((c) => `- ${DENIAL_REASON_TEXTS.en[c as 'DELINQUENT']}`));
  });

  it('translates every reason code in both languages', () => {
    for (const code of DENIAL_REASON_CODES) {
      for (const language of ['en', 'es'] as const) {
        expect(denial(language, [code]).body).toContain(`- ${DENIAL_REASON_TEXTS[language][code]}`);
      }
      expect(DENIAL_REASON_TEXTS.es[code]).not.toBe(DENIAL_REASON_TEXTS.en[code]);
    }
  });

  it('refuses unknown reason codes, naming them', () => {
    expect(() => denial('en', ['DELINQUENT', 'BAD_VIBES'])).toThrow('BAD_VIBES');
  });

  it('is Spanish in Spanish, with the NCUA address', () => {
    const n = denial('es', ['MEMBERSHIP_TOO_RECENT']);
    expect(n.subject).toBe('Su solicitud de préstamo con Riverbend FCU');
    expect(n.body).toContain('22 de noviembre de 2026');
    expect(n.body).toContain('Medida tomada: crédito denegado.');
    expect(n.body).toContain('La Ley Federal de Igualdad de Oportunidades de Crédito');
    expect(n.body).toContain('Administración Nacional de Cooperativas de Crédito');
    expect(n.body).toContain('1775 Duke Street, Alexandria, VA 22314');
    expect(n.body).toContain('tiene derecho a pedirla dentro de los 60 días');
    expect(n.body).not.toContain('Dear');
    expect(n.body).not.toContain(ECOA_EN);
  });

  it('has a short SMS variant without last name or reasons', () => {
    for (const language of ['en', 'es'] as const) {
      const sms = denial(language, ['INSUFFICIENT_INCOME']).smsText;
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).toContain('Ana');
      expect(sms).not.toContain('Núñez');
      expect(sms).not.toContain(DENIAL_REASON_TEXTS[language].INSUFFICIENT_INCOME);
    }
  });
});

describe('manual review decided notice', () => {
  it('invites the applicant back when approved', () => {
    const n = manualReviewDecidedNotice({ language: 'en', institution, applicant, date: '2026-11-22', approved: true, continueUrl: 'https://loans.example.org/' });
    expect(n.subject).toContain('was approved');
    expect(n.body).toContain('go to https://loans.example.org/');
    expect(n.body).not.toContain('Equal Credit Opportunity');
    const es = manualReviewDecidedNotice({ language: 'es', institution, applicant, date: '2026-11-22', approved: true });
    expect(es.subject).toContain('fue aprobada');
    expect(es.smsText.length).toBeLessThanOrEqual(160);
  });

  it('is the full adverse action notice when denied', () => {
    const n = manualReviewDecidedNotice({ language: 'en', institution, applicant, date: '2026-11-22', approved: false, reasons: ['INCOME_NOT_VERIFIABLE'] });
    expect(n.body).toContain('Action taken: credit denied.');
    expect(n.body).toContain('- Unable to verify income');
    expect(n.body).toContain(NCUA);
  });
});

describe('loan funded notice', () => {
  it('gives the amount, the account by its last four, and the first payment', () => {
    const n = loanFundedNotice({
      language: 'en', institution, applicant, amount: 1000, account: { description: 'Share Draft Checking', lastFour: '4321' },
      firstPayment: { amount: 108.2, date: '2026-12-22' },
    });
    expect(n.body).toContain('We deposited your loan of $1,000.00 to your Share Draft Checking ending in 4321.');
    expect(n.body).toContain('Your first payment of $108.20 is due on December 22, 2026.');
    expect(n.smsText).toBe('Riverbend FCU: Ana, your loan of $1,000.00 was deposited. It may take a few minutes to show.');
    expect(n.smsText).not.toContain('4321');
  });

  it('is Spanish in Spanish', () => {
    const n = loanFundedNotice({ language: 'es', institution, applicant, amount: 600, account: { description: 'Cuenta de cheques', lastFour: '4321' }, firstPayment: { amount: 108.2, date: '2026-12-22' } });
    expect(n.body).toContain('Depositamos su préstamo de $600.00 en su Cuenta de cheques que termina en 4321.');
    expect(n.body).toContain('vence el 22 de diciembre de 2026');
  });
});
