import { afterEach, describe, expect, it, vi } from 'vitest';

describe('whole-dollar amounts of form texts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('make no Intl object until an amount is formatted (the first loads the locale data, a long task on a phone)', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function make(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    const { formatUsdWhole, messageValues } = await import('../../../src/flow/forms/money');
    // The apply page: no bound amounts yet.
    expect(messageValues({})).toEqual({ minAmount: '', maxAmount: '' });
    expect(made).not.toHaveBeenCalled();
    expect(formatUsdWhole(1000)).toBe('$1,000');
    expect(formatUsdWhole(250.4)).toBe('$250');
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatUsdWhole(12500)).toBe('$12,500');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
