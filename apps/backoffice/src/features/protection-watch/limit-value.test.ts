import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en.json';
import km from '../../shared/i18n/locales/km.json';
import { limitValue, sessionTime } from './limit-value.ts';

const english = i18next.createInstance();
await english.init({ lng: 'en', resources: { en: { translation: en } } });
const khmer = i18next.createInstance();
await khmer.init({ lng: 'km', resources: { km: { translation: km } } });

describe('a session-time limit in words', () => {
  it.each([
    ['0', '0 min'],
    ['45', '45 min'],
    ['60', '1 h'],
    ['90', '1 h 30 min'],
    ['1440', '24 h'],
  ])('%s minutes read %s', (minutes, words) => {
    expect(sessionTime(english.t, minutes)).toBe(words);
  });

  it('reads in the console’s language', () => {
    expect(sessionTime(khmer.t, '90')).toBe('1 ម៉ោង 30 នាទី');
  });

  it('is minutes for a session limit and money for every other kind', () => {
    expect(limitValue(english.t, 'SESSION', '90')).toBe('1 h 30 min');
    expect(limitValue(english.t, 'DEPOSIT', '9000')).toBe('90.00');
    expect(limitValue(english.t, 'SESSION', null)).toBe('');
  });
});
