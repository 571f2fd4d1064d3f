import { funnelLines } from '../../server/observability/funnelReport';

type FunnelCount = Parameters<typeof funnelLines>[0][number];

/** The report of product `microloan` for counts given as [product, language, channel, step, applications]. */
function microloanFunnel(counts: Array<[string, string, FunnelCount['channel'], string, number]>): string[] {
  return funnelLines(counts.map(([product, language, channel, step, applications]) => ({ product, language, channel, step, applications })), 'microloan');
}

/** The cells of the report line of `step`. */
function cellsOf(lines: string[], step: string): string[] {
  const line = lines.find((l) => l.trim().startsWith(step));
  if (!line) throw new Error(`no line for ${step}`);
  return line.trim().split(/\s+/);
}

describe('the funnel report', () => {
  it('lists steps in flow order with counts, share of the first step and of the step before, per language', () => {
    const lines = microloanFunnel([
      ['microloan', '', 'web', 'MAIN_APPLY', 10],
      ['microloan', '', 'web', 'OTP_VERIFY', 8],
      ['microloan', 'en', 'web', 'LOAN_AMOUNT', 5],
      ['microloan', 'es', 'web', 'LOAN_AMOUNT', 1],
      ['microloan', 'en', 'web', 'APPLICATION_COMPLETED', 3],
      ['other', 'en', 'web', 'LOAN_AMOUNT', 99],
    ]);
    expect(lines[0]).toBe('microloan');
    expect(lines[1]).toMatch(/step\s+count\s+of first\s+of prev\s+en\s+es\s+web\s+launch$/);
    const row = (step: string) => cellsOf(lines, step);
    expect(row('MAIN_APPLY')).toEqual(['MAIN_APPLY', '10', '100.0%', '100.0%', '10', '0']);
    expect(row('OTP_VERIFY')).toEqual(['OTP_VERIFY', '8', '80.0%', '80.0%', '8', '0']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '6', '60.0%', '75.0%', '5', '1', '6', '0']);
    expect(row('APPLICATION_COMPLETED')).toEqual(['APPLICATION_COMPLETED', '3', '30.0%', '50.0%', '3', '3', '0']);
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(['microloan', 'step', 'MAIN_APPLY', 'OTP_VERIFY', 'LOAN_AMOUNT', 'APPLICATION_COMPLETED']);
  });

  it('splits each step by channel: web (apply form and code) and launch (online banking, from the first form step), summing languages', () => {
    const lines = microloanFunnel([
      ['microloan', '', 'web', 'MAIN_APPLY', 4],
      ['microloan', '', 'web', 'OTP_VERIFY', 3],
      ['microloan', 'en', 'web', 'LOAN_AMOUNT', 3],
      ['microloan', 'en', 'launch', 'LOAN_AMOUNT', 2],
      ['microloan', 'es', 'launch', 'LOAN_AMOUNT', 1],
      ['microloan', 'en', 'launch', 'OFFER_REVIEW', 2],
    ]);
    const row = (step: string) => cellsOf(lines, step);
    expect(lines[1].trim().split(/\s+/).slice(-4)).toEqual(['en', 'es', 'web', 'launch']);
    expect(row('OTP_VERIFY')).toEqual(['OTP_VERIFY', '3', '75.0%', '75.0%', '3', '0']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '6', '150.0%', '200.0%', '5', '1', '3', '3']);
    expect(row('OFFER_REVIEW')).toEqual(['OFFER_REVIEW', '2', '50.0%', '33.3%', '2', '0', '2']);
  });
});
