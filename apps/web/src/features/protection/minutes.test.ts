import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { limitForm } from './lib.ts';
import { limitValueText, periodsOf } from './limit-values.ts';
import { parseMinutes } from './minutes.ts';

describe('minutes typed for a session-time limit', () => {
  it('reads whole minutes and hours:minutes as whole minutes', () => {
    expect(parseMinutes('90')).toBe('90');
    expect(parseMinutes(' 045 ')).toBe('45');
    expect(parseMinutes('1:30')).toBe('90');
    expect(parseMinutes('24:00')).toBe('1440');
  });

  it('reads nothing from what is not a count of minutes, or is none', () => {
    for (const text of ['', '0', '0:00', '1.5', '1:75', '-5', 'abc', '1h']) expect(parseMinutes(text), text).toBe('');
  });
});

describe('the limit form for a session-time limit', () => {
  const sent = (amount: string, period: 'DAY' | 'WEEK' = 'DAY') =>
    limitForm.safeParse({ kind: 'SESSION', period, amount, remove: false });

  it('sends minutes as they are, never as money, for a day whatever period was left chosen', () => {
    expect(sent('90').data).toEqual({ kind: 'SESSION', period: 'DAY', amount: '90' });
    expect(sent('1:30', 'WEEK').data).toEqual({ kind: 'SESSION', period: 'DAY', amount: '90' });
    expect(sent('1440').data?.amount).toBe('1440');
  });

  it('refuses more than a day with the shared message, and what is not minutes on the field', () => {
    const over = sent('1441');
    expect(over.error?.issues.map((i) => [i.path, i.message])).toEqual([[['amount'], 'limit.session.minutes']]);
    expect(sent('abc').error?.issues[0]?.path).toEqual(['amount']);
  });
});

describe('a limit as the player reads it', () => {
  const t = ((key: string, p: { minutes: string }) => `${key}:${p.minutes}`) as unknown as TFunction;

  it('is minutes, grouped in the language, for a session-time limit, and money for the others', () => {
    expect(limitValueText(t, 'SESSION', '90', 'en-GB')).toBe('centre.rg.minutesValue:90');
    expect(limitValueText(t, 'SESSION', '1440', 'en-GB')).toBe('centre.rg.minutesValue:1,440');
    expect(limitValueText(t, 'DEPOSIT', '125050', 'en-GB')).toBe('$1,250.50');
  });

  it('has a day only for a session-time limit', () => {
    expect(periodsOf('SESSION', ['DAY', 'WEEK', 'MONTH'])).toEqual(['DAY']);
    expect(periodsOf('LOSS', ['DAY', 'WEEK', 'MONTH'])).toEqual(['DAY', 'WEEK', 'MONTH']);
  });
});
