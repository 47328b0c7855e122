import { describe, expect, it } from 'vitest';
import { formatMinor } from './money.ts';

describe('formatMinor', () => {
  it('shows two decimals and thousands separators without floating point', () => {
    expect(formatMinor('0')).toBe('0.00');
    expect(formatMinor('5')).toBe('0.05');
    expect(formatMinor('123456789')).toBe('1,234,567.89');
    expect(formatMinor('-100000')).toBe('-1,000.00');
    expect(formatMinor(9007199254740993n)).toBe('90,071,992,547,409.93');
  });
});
