import { offerPayments } from '../../../src/core/pricing/offerPayments';

describe('offerPayments (the card and the staff console say a smaller last payment apart)', () => {
  it('a last payment a few cents less than the level one differs', () => {
    expect(offerPayments({ number_of_payments: 3, amount_of_payments: 343.39, final_payment_amount: 343.36 })).toEqual({ level: 343.39, final: 343.36, lastDiffers: true });
  });

  it('an even schedule does not differ, a float of the same cents either', () => {
    expect(offerPayments({ number_of_payments: 6, amount_of_payments: 175.5, final_payment_amount: 175.5 }).lastDiffers).toBe(false);
    expect(offerPayments({ number_of_payments: 6, amount_of_payments: 175.5, final_payment_amount: 175.50000000001 }).lastDiffers).toBe(false);
  });

  it('an offer priced before final_payment_amount has every payment at amount_of_payments', () => {
    expect(offerPayments({ number_of_payments: 3, amount_of_payments: 343.39 })).toEqual({ level: 343.39, final: 343.39, lastDiffers: false });
  });

  it('a single payment is its real amount, never said apart', () => {
    expect(offerPayments({ number_of_payments: 1, amount_of_payments: 1030.2, final_payment_amount: 1030.14 })).toEqual({ level: 1030.14, final: 1030.14, lastDiffers: false });
  });
});
