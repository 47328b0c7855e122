import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, parseAmount } from './money.ts';

describe('formatMinor', () => {
  it('shows two decimals and thousands separators without floating point', () => {
    expect(formatMinor('0')).toBe('0.00');
    expect(formatMinor('5')).toBe('0.05');
    expect(formatMinor('123456789')).toBe('1,234,567.89');
    expect(formatMinor('-100000')).toBe('-1,000.00');
    expect(formatMinor(9007199254740993n)).toBe('90,071,992,547,409.93');
  });
});

describe('parseAmount', () => {
  it('reads what a person types as minor units and refuses anything else', () => {
    expect(parseAmount('100')).toBe('10000');
    expect(parseAmount('1,250.5')).toBe('125050');
    expect(parseAmount('0.01')).toBe('1');
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12345678901234'])
      expect(parseAmount(bad), bad).toBeNull();
  });
});

describe('formatMoney', () => {
  it('puts the sign before the currency symbol', () => {
    expect(formatMoney('-1800')).toBe('-$18.00');
    expect(formatMoney('123456789', '¥')).toBe('¥1,234,567.89');
    expect(formatMoney(0n)).toBe('$0.00');
  });
});
