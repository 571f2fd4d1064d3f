import { backPastSkipped, withoutSkipped } from '../../../src/core/flow/skippedSteps';
import { flowOf } from '../../../src/flow/flows';

const steps = flowOf('microloan').steps;

describe('a member\'s steps without the ones their channel skipped (src/core/flow/skippedSteps.ts)', () => {
  it('Back aimed at a skipped step goes to the closest form step before it; other targets stay', () => {
    expect(backPastSkipped(steps, 'DEPOSIT_ACCOUNT_SELECTION', ['DEPOSIT_ACCOUNT_SELECTION'])).toBe('LOAN_PURPOSE');
    expect(backPastSkipped(steps, 'DEPOSIT_ACCOUNT_SELECTION', ['DEPOSIT_ACCOUNT_SELECTION', 'LOAN_PURPOSE'])).toBe('HOUSING_EXPENSES');
    expect(backPastSkipped(steps, 'DEPOSIT_ACCOUNT_SELECTION', [])).toBe('DEPOSIT_ACCOUNT_SELECTION');
    expect(backPastSkipped(steps, 'LOAN_AMOUNT', ['DEPOSIT_ACCOUNT_SELECTION'])).toBe('LOAN_AMOUNT');
    // The apply form is a form too, but the first one: nothing is before it.
    expect(backPastSkipped(steps, 'MAIN_APPLY', ['MAIN_APPLY'])).toBeUndefined();
  });

  it('the progress counts the steps the member goes through', () => {
    const progress = (skipped: Parameters<typeof withoutSkipped>[1]) => withoutSkipped(steps, skipped).filter((s) => s.progress).map((s) => s.step);
    expect(progress([])).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION', 'USER_REVIEW']);
    expect(progress(['DEPOSIT_ACCOUNT_SELECTION'])).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW']);
  });
});
