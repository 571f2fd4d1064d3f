import { describe, expect, it, vi } from 'vitest';
import { CountdownStore, formatMinutesSeconds } from '../../../src/services/countdown';
import { progressOf } from '../../../src/flow/StepProgress';
import { formatUsdWhole, messageValues } from '../../../src/flow/forms/money';
import flow from '../../../flows/microloan.flow.json';
import type { FlowDefinition } from '../../../src/core/flow/types';

describe('formatMinutesSeconds', () => {
  it('formats m:ss', () => {
    expect(formatMinutesSeconds(120)).toBe('2:00');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(9)).toBe('0:09');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
  });
});

describe('CountdownStore', () => {
  it('notifies subscribers until they unsubscribe', () => {
    const store = new CountdownStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set(5);
    expect(store.get()).toBe(5);
    off();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('step progress', () => {
  it('counts the progress steps of the flow', () => {
    const steps = (flow as FlowDefinition).steps;
    expect(progressOf(steps, 'LOAN_AMOUNT')).toEqual({ current: 1, total: 5 });
    expect(progressOf(steps, 'HOUSING_EXPENSES')).toEqual({ current: 2, total: 5 });
    expect(progressOf(steps, 'MAIN_APPLY')).toBeUndefined();
  });
});

describe('money formatting of messages', () => {
  it('formats whole US dollars', () => {
    expect(formatUsdWhole(1000)).toBe('$1,000');
    expect(formatUsdWhole(undefined)).toBe('');
    expect(messageValues({ min_loan_amount: 200, max_loan_amount: 1000 })).toEqual({ minAmount: '$200', maxAmount: '$1,000' });
  });
});
