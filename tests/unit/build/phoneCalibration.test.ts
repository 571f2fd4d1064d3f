import { describe, expect, it } from 'vitest';
import { describeSlowdown, median, PHONES, slowdownFor } from '../../../scripts/lib/phone-calibration.mjs';

describe('the phone a browser benchmark stands for (bench:web, bench:interaction)', () => {
  it('slows the CPU by host index / phone index, two decimals', () => {
    expect(slowdownFor(2640, PHONES.low.index)).toBe(10);
    expect(slowdownFor(1850, PHONES.low.index)).toBe(7.01);
    expect(slowdownFor(2300, PHONES.mid.index)).toBe(2.3);
  });

  it('never speeds a host up: a host slower than the phone runs at 1x and says so', () => {
    expect(slowdownFor(800, PHONES.mid.index)).toBe(1);
    expect(describeSlowdown(800, PHONES.mid, 1)).toMatch(/slower than that phone/);
    expect(describeSlowdown(2640, PHONES.low, 10)).toBe('host benchmarkIndex 2,640 -> 10x for a low-tier phone (index 264)');
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => slowdownFor(Number.NaN, 264)).toThrow(/positive/);
    expect(() => slowdownFor(2000, 0)).toThrow(/positive/);
  });

  it('takes the median of the host measurements', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
