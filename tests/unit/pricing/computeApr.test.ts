import { computeApr, type CashFlow } from '../../../server/domain/pricing/computeApr';
import { addDays, addMonths } from '../../../server/domain/pricing/dates';

/** Percent with 2 decimals, as Regulation Z discloses it. */
const percent = (apr: number) => Math.round(apr * 10_000) / 100;

function monthly(first: string, count: number, amount: number, everyMonths = 1): CashFlow[] {
  return Array.from({ length: count }, (_, k) => ({ date: addMonths(first, k * everyMonths), amount }));
}
function everyDays(first: string, count: number, amount: number, days: number): CashFlow[] {
  return Array.from({ length: count }, (_, k) => ({ date: addDays(first, k * days), amount }));
}
function semimonthly(firstMonth: string, count: number, amount: number): CashFlow[] {
  return Array.from({ length: count }, (_, k) => ({ date: addMonths(firstMonth, Math.floor(k / 2)).slice(0, 8) + (k % 2 === 0 ? '01' : '16'), amount }));
}

describe('computeApr: 12 CFR 1026 Appendix J (c) examples', () => {
  it('(c)(1)(i) monthly, regular first period: 9.69%', () => {
    const apr = computeApr({ advances: [{ date: '1978-01-10', amount: 5000 }], payments: monthly('1978-02-10', 24, 230), unitPeriod: 'month' });
    expect(percent(apr)).toBe(9.69);
  });
  it('(c)(1)(ii) monthly, long first period: 11.82%', () => {
    const apr = computeApr({ advances: [{ date: '1978-02-10', amount: 6000 }], payments: monthly('1978-04-01', 36, 200), unitPeriod: 'month' });
    expect(percent(apr)).toBe(11.82);
  });
  it('(c)(1)(iii) semimonthly, short first period: 10.34%', () => {
    const apr = computeApr({ advances: [{ date: '1978-02-23', amount: 5000 }], payments: semimonthly('1978-03-01', 24, 219.17), unitPeriod: 'semimonth' });
    expect(percent(apr)).toBe(10.34);
  });
  it('(c)(1)(iv) quarterly, long first period: 8.97%', () => {
    const apr = computeApr({ advances: [{ date: '1978-05-23', amount: 10000 }], payments: monthly('1978-10-01', 40, 385, 3), unitPeriod: 'quarter' });
    expect(percent(apr)).toBe(8.97);
  });
  it('(c)(1)(v) weekly, long first period: 14.96%', () => {
    const apr = computeApr({ advances: [{ date: '1978-03-20', amount: 500 }], payments: everyDays('1978-04-21', 30, 17.6, 7), unitPeriod: 'week' });
    expect(percent(apr)).toBe(14.96);
  });
  it('(c)(2)(i) monthly, odd first payment $250 then 23 x $230: 10.08%', () => {
    const payments = [{ date: '1978-02-10', amount: 250 }, ...monthly('1978-03-10', 23, 230)];
    expect(percent(computeApr({ advances: [{ date: '1978-01-10', amount: 5000 }], payments, unitPeriod: 'month' }))).toBe(10.08);
  });
  it('(c)(2)(ii) every 4 weeks, long first period and odd first payment: 28.50%', () => {
    const payments = [{ date: '1978-04-20', amount: 39.5 }, ...everyDays('1978-05-18', 11, 38.31, 28)];
    expect(percent(computeApr({ advances: [{ date: '1978-03-18', amount: 400 }], payments, unitPeriod: 'fourweek' }))).toBe(28.5);
  });
  it('(c)(3)(i) monthly, 23 x $230 then odd final $280: 10.50%', () => {
    const payments = [...monthly('1978-02-10', 23, 230), { date: '1980-01-10', amount: 280 }];
    expect(percent(computeApr({ advances: [{ date: '1978-01-10', amount: 5000 }], payments, unitPeriod: 'month' }))).toBe(10.5);
  });
  it('(c)(3)(ii) every 2 weeks, short first period and odd final payment: 12.22%', () => {
    const payments = [...everyDays('1978-04-11', 19, 9.5, 14), { date: addDays('1978-04-11', 19 * 14), amount: 30 }];
    expect(percent(computeApr({ advances: [{ date: '1978-04-03', amount: 200 }], payments, unitPeriod: 'biweek' }))).toBe(12.22);
  });
  it('(c)(4)(i) monthly, odd first and final payments: 10.90%', () => {
    const payments = [{ date: '1978-02-10', amount: 250 }, ...monthly('1978-03-10', 22, 230), { date: '1980-01-10', amount: 280 }];
    expect(percent(computeApr({ advances: [{ date: '1978-01-10', amount: 5000 }], payments, unitPeriod: 'month' }))).toBe(10.9);
  });
  it('(c)(4)(ii) every 2 months, short first period, odd first and final payments: 7.30%', () => {
    // The published solution counts a first period of 52 days (f = 52/60): advance 52 days before March 1.
    const payments = [{ date: '1978-03-01', amount: 449.36 }, ...monthly('1978-05-01', 18, 465, 2), { date: '1981-05-01', amount: 200 }];
    expect(percent(computeApr({ advances: [{ date: '1978-01-08', amount: 8000 }], payments, unitPeriod: 'bimonth' }))).toBe(7.3);
  });
  it('(c)(5)(ii) single payment, term of 6 months: 8.80%', () => {
    const apr = computeApr({ advances: [{ date: '1978-01-03', amount: 1000 }], payments: [{ date: '1978-07-03', amount: 1044 }], unitPeriod: 'single' });
    expect(percent(apr)).toBe(8.8);
  });
  it('(c)(5)(iii) single payment, term of 18 months (a year and 6/12): 8.76%', () => {
    const apr = computeApr({ advances: [{ date: '1978-01-03', amount: 1000 }], payments: [{ date: '1979-07-03', amount: 1135.19 }], unitPeriod: 'single' });
    expect(percent(apr)).toBe(8.76);
  });
  it('(c)(5)(iv) single payment, term of 2 years: 11.36%', () => {
    const apr = computeApr({ advances: [{ date: '1978-01-03', amount: 1000 }], payments: [{ date: '1980-01-03', amount: 1240 }], unitPeriod: 'single' });
    expect(percent(apr)).toBe(11.36);
  });
  it('(c)(6)(i) skipped payments every 4 weeks: 12.00%', () => {
    // Payment k falls 28 t + 26 or 28 t + 12 days after the advance, as the example's series do.
    const at = (t: number, days: number) => addDays('1978-01-02', 28 * t + days);
    const series = (from: number, count: number, days: number) => Array.from({ length: count }, (_, k) => ({ date: at(from + k, days), amount: 100 }));
    const payments = [...series(0, 9, 26), ...series(10, 6, 12), ...series(16, 6, 26), ...series(23, 3, 12)];
    expect(percent(computeApr({ advances: [{ date: '1978-01-02', amount: 2135 }], payments, unitPeriod: 'fourweek' }))).toBe(12);
  });
  it('(c)(6)(ii) skipped payments plus single payments, monthly: 10.22%', () => {
    const payments = [...monthly('1978-08-01', 3, 1000), { date: '1979-02-01', amount: 2000 }, ...monthly('1979-08-01', 3, 750), { date: '1979-12-18', amount: 1000 }];
    expect(percent(computeApr({ advances: [{ date: '1978-01-20', amount: 7350 }], payments, unitPeriod: 'month' }))).toBe(10.22);
  });
  it('(c)(5)(i) single advance, single payment, term in days: 11.45%', () => {
    const apr = computeApr({ advances: [{ date: '1978-01-03', amount: 1000 }], payments: [{ date: '1978-09-15', amount: 1080 }], unitPeriod: 'single' });
    expect(percent(apr)).toBe(11.45);
  });
});

describe('computeApr: other properties', () => {
  it('single payment after a whole number of months counts 12/months unit-periods a year', () => {
    const apr = computeApr({ advances: [{ date: '2026-01-15', amount: 1000 }], payments: [{ date: '2026-07-15', amount: 1060 }], unitPeriod: 'single' });
    expect(apr).toBeCloseTo(0.12, 12);
  });
  it('is zero when payments equal advances', () => {
    expect(computeApr({ advances: [{ date: '2026-01-01', amount: 600 }], payments: monthly('2026-02-01', 6, 100), unitPeriod: 'month' })).toBeCloseTo(0, 12);
  });
  it('recovers an exact level-payment rate to high precision', () => {
    const rate = 0.18 / 12;
    const payment = (1000 * rate) / (1 - (1 + rate) ** -6);
    const apr = computeApr({ advances: [{ date: '2026-01-31', amount: 1000 }], payments: monthly('2026-01-31', 7, payment).slice(1), unitPeriod: 'month' });
    expect(apr).toBeCloseTo(0.18, 12);
  });
  it('rejects empty or non-positive flows', () => {
    expect(() => computeApr({ advances: [], payments: monthly('2026-02-01', 1, 1), unitPeriod: 'month' })).toThrow(RangeError);
    expect(() => computeApr({ advances: [{ date: '2026-01-01', amount: -5 }], payments: monthly('2026-02-01', 1, 1), unitPeriod: 'month' })).toThrow(RangeError);
  });
});
