import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en.json';
import zh from '../../shared/i18n/locales/zh.json';
import { heldReasonText } from './held-reason.ts';

const english = i18next.createInstance();
await english.init({ lng: 'en', resources: { en: { translation: en } } });
const chinese = i18next.createInstance();
await chinese.init({ lng: 'zh', resources: { zh: { translation: zh } } });

describe('why a payment is held, in words', () => {
  it.each([
    ['order.closed', 'Held for review: paid after the order was rejected'],
    ['payment.repeated', 'Held for review: a second payment of an order already paid'],
    ['amount.mismatch', 'Held for review: paid another amount than the order asked'],
  ])('%s reads as words, not its code', (rule, words) => {
    expect(heldReasonText(english.t, rule)).toBe(words);
  });

  it('reads in the console’s language, and an unknown reason as its code', () => {
    expect(heldReasonText(chinese.t, 'amount.mismatch')).not.toContain('amount.mismatch');
    expect(heldReasonText(english.t, 'other.reason')).toBe('Held for review: other.reason');
  });
});
