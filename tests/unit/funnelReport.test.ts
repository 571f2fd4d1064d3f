import { funnelLines } from '../../server/observability/funnelReport';

describe('the funnel report', () => {
  it('lists steps in flow order with counts, share of the first step and of the step before, per language', () => {
    const lines = funnelLines(
      [
        { product: 'microloan', language: '', step: 'MAIN_APPLY', applications: 10 },
        { product: 'microloan', language: '', step: 'OTP_VERIFY', applications: 8 },
        { product: 'microloan', language: 'en', step: 'LOAN_AMOUNT', applications: 5 },
        { product: 'microloan', language: 'es', step: 'LOAN_AMOUNT', applications: 1 },
        { product: 'microloan', language: 'en', step: 'APPLICATION_COMPLETED', applications: 3 },
        { product: 'other', language: 'en', step: 'LOAN_AMOUNT', applications: 99 },
      ],
      'microloan',
    );
    expect(lines[0]).toBe('microloan');
    expect(lines[1]).toMatch(/step\s+count\s+of first\s+of prev\s+en\s+es/);
    const row = (step: string) => lines.find((l) => l.trim().startsWith(step))!.trim().split(/\s+/);
    expect(row('MAIN_APPLY')).toEqual(['MAIN_APPLY', '10', '100.0%', '100.0%']);
    expect(row('OTP_VERIFY')).toEqual(['OTP_VERIFY', '8', '80.0%', '80.0%']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '6', '60.0%', '75.0%', '5', '1']);
    expect(row('APPLICATION_COMPLETED')).toEqual(['APPLICATION_COMPLETED', '3', '30.0%', '50.0%', '3']);
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(['microloan', 'step', 'MAIN_APPLY', 'OTP_VERIFY', 'LOAN_AMOUNT', 'APPLICATION_COMPLETED']);
  });
});
