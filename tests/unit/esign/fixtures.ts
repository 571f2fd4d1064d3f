import type { AgreementData } from '../../../server/adapters/esign/types';

/** A 6-payment $600 PAL with a payment list whose last payment differs. */
export function agreementFixture(overrides: Partial<AgreementData> = {}): AgreementData {
  return {
    language: 'en',
    reference: 'PAL-7Q4K-2M',
    institution: { name: 'Riverbend Federal Credit Union', address: '100 Main Street, Springfield, IL 62701', phone: '(217) 555-0100' },
    borrower: { firstName: 'Ana', lastName: 'Núñez' },
    loan: {
      offer_id: 'offer-6m',
      number_of_payments: 6,
      amount_financed: 600,
      annual_interest_rate: 0.2795,
      finance_charge: 49.18,
      total_of_payments: 649.18,
      amount_of_payments: 108.2,
      initial_payment_date: '2026-12-22',
      final_payment_date: '2027-05-22',
      payday_finance_charge: 540,
      loan_savings: 490.82,
      payments: [
        { date: '2026-12-22', amount: 108.2 },
        { date: '2027-01-22', amount: 108.2 },
        { date: '2027-02-22', amount: 108.2 },
        { date: '2027-03-22', amount: 108.2 },
        { date: '2027-04-22', amount: 108.2 },
        { date: '2027-05-22', amount: 108.18 },
      ],
      application_fee: 20,
      note_rate: 0.2795,
    },
    autopay: { enabled: true, discount: 0.01 },
    account: { description: 'Share Draft Checking', lastFour: '4321' },
    dates: { agreementDate: '2026-11-22' },
    ...overrides,
  };
}
