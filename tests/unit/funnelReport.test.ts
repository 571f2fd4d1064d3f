import { funnelLines } from '../../server/observability/funnelReport';

describe('the funnel report', () => {
  it('lists steps in flow order with counts, share of the first step and of the step before, per language', () => {
    const lines = funnelLines(
      [
        { product: 'microloan', language: '', channel: 'web', step: 'MAIN_APPLY', applications: 10 },
        { product: 'microloan', language: '', channel: 'web', step: 'OTP_VERIFY', applications: 8 },
        { product: 'microloan', language: 'en', channel: 'web', step: 'LOAN_AMOUNT', applications: 5 },
        { product: 'microloan', language: 'es', channel: 'web', step: 'LOAN_AMOUNT', applications: 1 },
        { product: 'microloan', language: 'en', channel: 'web', step: 'APPLICATION_COMPLETED', applications: 3 },
        { product: 'other', language: 'en', channel: 'web', step: 'LOAN_AMOUNT', applications: 99 },
      ],
      'microloan',
    );
    expect(lines[0]).toBe('microloan');
    expect(lines[1]).toMatch(/step\s+count\s+of first\s+of prev\s+en\s+es\s+web\s+launch$/);
    const row = (step: string) => lines.find((l) => l.trim().startsWith(step))!.trim().split(/\s+/);
    expect(row('MAIN_APPLY')).toEqual(['MAIN_APPLY', '10', '100.0%', '100.0%', '10', '0']);
    expect(row('OTP_VERIFY')).toEqual(['OTP_VERIFY', '8', '80.0%', '80.0%', '8', '0']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '6', '60.0%', '75.0%', '5', '1', '6', '0']);
    expect(row('APPLICATION_COMPLETED')).toEqual(['APPLICATION_COMPLETED', '3', '30.0%', '50.0%', '3', '3', '0']);
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(['microloan', 'step', 'MAIN_APPLY', 'OTP_VERIFY', 'LOAN_AMOUNT', 'APPLICATION_COMPLETED']);
  });

  it('splits each step by channel: web (apply form and code) and launch (online banking, from the first form step), summing languages', () => {
    const lines = funnelLines(
      [
        { product: 'microloan', language: '', channel: 'web', step: 'MAIN_APPLY', applications: 4 },
        { product: 'microloan', language: '', channel: 'web', step: 'OTP_VERIFY', applications: 3 },
        { product: 'microloan', language: 'en', channel: 'web', step: 'LOAN_AMOUNT', applications: 3 },
        { product: 'microloan', language: 'en', channel: 'launch', step: 'LOAN_AMOUNT', applications: 2 },
        { product: 'microloan', language: 'es', channel: 'launch', step: 'LOAN_AMOUNT', applications: 1 },
        { product: 'microloan', language: 'en', channel: 'launch', step: 'OFFER_REVIEW', applications: 2 },
      ],
      'microloan',
    );
    const row = (step: string) => lines.find((l) => l.trim().startsWith(step))!.trim().split(/\s+/);
    expect(lines[1].trim().split(/\s+/).slice(-4)).toEqual(['en', 'es', 'web', 'launch']);
    expect(row('OTP_VERIFY')).toEqual(['OTP_VERIFY', '3', '75.0%', '75.0%', '3', '0']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '6', '150.0%', '200.0%', '5', '1', '3', '3']);
    expect(row('OFFER_REVIEW')).toEqual(['OFFER_REVIEW', '2', '50.0%', '33.3%', '2', '0', '2']);
  });
});
