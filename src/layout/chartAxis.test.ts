import { describe, expect, it } from 'vitest';
import { zeroBasedAxis } from './chartAxis';

describe('zeroBasedAxis', () => {
  it('starts a value axis at zero', () => {
    expect(zeroBasedAxis([12.5, 300, 0])).toEqual({ min: 0 });
  });

  it('gives a series of zeros (or none) a range to lie flat on', () => {
    expect(zeroBasedAxis([0, 0, 0])).toEqual({ min: 0, max: 1 });
    expect(zeroBasedAxis([])).toEqual({ min: 0, max: 1 });
    expect(zeroBasedAxis([null, 0, undefined])).toEqual({ min: 0, max: 1 });
  });

  it('leaves room below zero for negative values', () => {
    expect(zeroBasedAxis([-2.5, 10])).toEqual({});
  });
});
