import { accountLabel, isCheckingAccount } from './accountLabel';

describe('accountLabel', () => {
  it('shows the upper-case description, an ellipsis and the last four', () => {
    expect(accountLabel({ description: 'Everyday Checking', last_four: '4521' })).toBe('EVERYDAY CHECKING ...4521');
  });
  it('recognises checking accounts', () => {
    expect(isCheckingAccount({ account_id: 'a', description: 'd', last_four: '1234' })).toBe(true);
    expect(isCheckingAccount({ account_id: 'a', description: 'd' })).toBe(false);
    expect(isCheckingAccount(null)).toBe(false);
  });
});
