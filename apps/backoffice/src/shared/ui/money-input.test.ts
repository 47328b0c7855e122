import { describe, expect, it } from 'vitest';
import { toMajorInput, toMinor } from './money-input.ts';

describe('typed money', () => {
  it.each([
    ['10', '1000'],
    ['10.5', '1050'],
    ['10.05', '1005'],
    ['0.01', '1'],
    ['0', '0'],
    ['2,000', '200000'],
    ['1,234,567.89', '123456789'],
    [' 7.10 ', '710'],
    ['007', '700'],
    // Past what a float holds exactly: the digits are moved, not multiplied.
    ['90071992547409.93', '9007199254740993'],
  ])('%s in major units is %s in minor units', (typed, minor) => {
    expect(toMinor(typed)).toBe(minor);
  });

  it.each(['', 'abc', '10,5', '1.234', '1,00', '12,3456', '-5', '+5', '.5', '5.', '1e3', '1 000', '٣'])(
    '%s is not an amount',
    (typed) => {
      expect(toMinor(typed)).toBeNull();
    },
  );

  it('minor units start an input as plain major units', () => {
    expect(toMajorInput('100000')).toBe('1000.00');
    expect(toMajorInput('5')).toBe('0.05');
    expect(toMajorInput('0')).toBe('0.00');
    expect(toMajorInput('-1234')).toBe('-12.34');
    expect(toMinor(toMajorInput('999999999999'))).toBe('999999999999');
  });
});
