import { describe, expect, it } from 'vitest';
import { mannWhitneyZ } from '../support/mann-whitney';

describe('mannWhitneyZ', () => {
  it('is 0 for two samples that interleave evenly', () => {
    expect(mannWhitneyZ([1, 4, 5, 8], [2, 3, 6, 7])).toBe(0);
  });

  it('is large and positive when every value of the first sample is larger', () => {
    const small = Array.from({ length: 30 }, (_, i) => i);
    const large = small.map((value) => value + 100);
    // U = 900, mean 450, sd = sqrt(30 * 30 * 61 / 12) = 67.64
    expect(mannWhitneyZ(large, small)).toBeCloseTo(6.653, 2);
    expect(mannWhitneyZ(small, large)).toBeCloseTo(-6.653, 2);
  });

  it('gives tied values their average rank', () => {
    expect(mannWhitneyZ([1, 1], [1, 1])).toBe(0);
  });
});
