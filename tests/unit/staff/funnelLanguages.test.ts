import { channelSlice, filterInput, FUNNEL_CHANNELS, funnelSlice, unknownLanguageSlice, type FunnelInput } from '../../../server/staff/funnel/funnelReport';

/** Counts of one product: 6 codes sent, 5 verified (one by a returning applicant: no new application), 4 applications (3 en, 1 es). */
const INPUT: FunnelInput = {
  codes: [{ product: 'p', language: '', channel: 'web', key: 'MAIN_APPLY', n: 6 }, { product: 'p', language: '', channel: 'web', key: 'OTP_VERIFY', n: 5 }],
  verified: [{ product: 'p', language: 'en', channel: 'web', key: 'VERIFIED', n: 3 }, { product: 'p', language: 'es', channel: 'web', key: 'VERIFIED', n: 1 }],
  steps: [{ product: 'p', language: 'en', channel: 'web', key: 'LOAN_AMOUNT', n: 3 }, { product: 'p', language: 'es', channel: 'web', key: 'LOAN_AMOUNT', n: 1 }],
  outcomes: [{ product: 'p', language: 'en', channel: 'web', key: 'denied', n: 1 }],
  reasons: [{ product: 'p', language: 'en', channel: 'web', key: 'DELINQUENT', n: 1 }],
};

describe('the funnel by language', () => {
  it('puts what no language accounts for in an unknown bucket, so the languages add up to the total', () => {
    const total = funnelSlice('all', INPUT, false);
    const languages = ['en', 'es'].map((language) => funnelSlice(language, filterInput(INPUT, (_p, l) => l === language), true));
    const unknown = unknownLanguageSlice(total, languages)!;
    expect(unknown.key).toBe('unknown');
    const count = (step: string) => unknown.steps.find((s) => s.step === step)?.applications;
    expect([count('MAIN_APPLY'), count('OTP_VERIFY'), count('LOAN_AMOUNT')]).toEqual([6, 1, 0]);
    for (const { step, applications } of total.steps) {
      const split = [...languages, unknown].reduce((n, l) => n + (l.steps.find((s) => s.step === step)?.applications ?? 0), 0);
      expect({ step, split }).toEqual({ step, split: applications });
    }
    expect(unknown.outcomes.denied).toBe(0);
    expect(unknown.outcomes.denied_by_reason).toEqual({});
  });

  it('has no unknown bucket when the languages account for everything', () => {
    const input: FunnelInput = { ...INPUT, codes: [] };
    const total = funnelSlice('all', { ...input, verified: [] }, false);
    const languages = ['en', 'es'].map((language) => funnelSlice(language, filterInput({ ...input, verified: [] }, (_p, l) => l === language), true));
    expect(unknownLanguageSlice(total, languages)).toBeNull();
  });
});

describe('the funnel by channel', () => {
  it('web keeps the codes; launch starts at the loan amount; the two add up to the total', () => {
    const input: FunnelInput = {
      ...INPUT,
      verified: [...INPUT.verified, { product: 'p', language: 'en', channel: 'launch', key: 'VERIFIED', n: 2 }],
      steps: [...INPUT.steps, { product: 'p', language: 'en', channel: 'launch', key: 'LOAN_AMOUNT', n: 2 }, { product: 'p', language: 'es', channel: 'launch', key: 'OFFER_REVIEW', n: 1 }],
    };
    const total = funnelSlice('all', input, false);
    const [web, launch] = FUNNEL_CHANNELS.map((channel) => channelSlice(channel, input));
    expect(web.steps.slice(0, 3).map((s) => [s.step, s.applications])).toEqual([['MAIN_APPLY', 6], ['OTP_VERIFY', 5], ['LOAN_AMOUNT', 4]]);
    expect(launch.steps[0]).toEqual({ step: 'LOAN_AMOUNT', applications: 2, conversion: null });
    expect(launch.steps.find((s) => s.step === 'OFFER_REVIEW')?.applications).toBe(1);
    for (const { step, applications } of total.steps) {
      const split = (web.steps.find((s) => s.step === step)?.applications ?? 0) + (launch.steps.find((s) => s.step === step)?.applications ?? 0);
      expect({ step, split }).toEqual({ step, split: applications });
    }
  });
});
