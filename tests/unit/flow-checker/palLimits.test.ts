import { PRODUCT, problemLines, projectWith, type Json } from './projectFixture';

const withProduct = (change: (product: Json) => void) => problemLines(projectWith(PRODUCT, change));
const PAL = 'breaks the NCUA payday-alternative-loan limits';

describe('NCUA PAL limits', () => {
  it('reports an APR over 28%', () => {
    expect(withProduct((p) => { p.noteRate = 0.3; })).toEqual([
      `flows/microloan.product.json: /noteRate: ${PAL}: the PAL APR cap is 28% (it is 0.3); change the value to stay within the limit`,
    ]);
  });

  it('reports an application fee over $20', () => {
    expect(withProduct((p) => { p.applicationFee = 25; })).toEqual([
      `flows/microloan.product.json: /applicationFee: ${PAL}: the PAL application fee is at most $20 (it is 25); change the value to stay within the limit`,
    ]);
  });

  it('reports an amount out of bounds', () => {
    expect(withProduct((p) => { p.loan.maxAmount = 5000; })).toEqual([
      `flows/microloan.product.json: /loan/maxAmount: ${PAL}: PAL_I amounts are at most $1000 (it is 5000); change the value to stay within the limit`,
    ]);
  });

  it('reports a term out of bounds', () => {
    expect(withProduct((p) => { p.termsMonths = [3, 13]; })).toEqual([
      `flows/microloan.product.json: /termsMonths/1: ${PAL}: PAL_I terms are 1-6 months (it is 13); change the value to stay within the limit`,
    ]);
  });
});
