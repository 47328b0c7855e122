import { describe, expect, it } from 'vitest';
import { limitForm, usedPercent } from './lib.ts';

describe('the share of a limit used', () => {
  it('is a whole percent, 0 for a loss period ahead, 100 at or over the limit', () => {
    expect(usedPercent({ amount: '10050', used: '6000' })).toBe(59);
    expect(usedPercent({ amount: '10000', used: '-2500' })).toBe(0);
    expect(usedPercent({ amount: '10000', used: '10000' })).toBe(100);
    expect(usedPercent({ amount: '10000', used: '25000' })).toBe(100);
    expect(usedPercent({ amount: '999999999999', used: '1' })).toBe(0);
  });
});

describe('the limit form', () => {
  const sent = (amount: string, remove = false) =>
    limitForm.safeParse({ kind: 'DEPOSIT', period: 'DAY', amount, remove });

  it('sends the amount typed in major units as minor units, exactly', () => {
    expect(sent('1,250.5').data).toEqual({ kind: 'DEPOSIT', period: 'DAY', amount: '125050' });
    expect(sent('9999999999.99').data?.amount).toBe('999999999999');
    expect(sent('0.01').data?.amount).toBe('1');
  });

  it('sends null to remove the limit, whatever the amount field holds', () => {
    expect(sent('', true).data).toEqual({ kind: 'DEPOSIT', period: 'DAY', amount: null });
  });

  it('refuses on the amount field what is not an amount or is over the shared schema’s ceiling', () => {
    for (const text of ['', '0', '1.234', 'abc', '-5', '10000000000']) {
      const result = sent(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.path, text).toEqual(['amount']);
    }
  });
});
