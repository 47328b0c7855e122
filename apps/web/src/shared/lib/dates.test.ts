import { LANGUAGE_TAG } from '@mekong/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../i18n/i18n.ts';
import { formatDateTime, setMerchantTimeZone, timeZoneName } from './dates.ts';

// 00:30 UTC: already the 27th in Phnom Penh (UTC+7), still the 26th in Los Angeles.
const moment = '2026-11-27T00:30:00.000Z';

afterEach(() => vi.restoreAllMocks());

describe('dates in the merchant’s time zone', () => {
  it('names the zone at boot without building a date format (the zone data loads on first use)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    setMerchantTimeZone('Asia/Phnom_Penh');
    expect(built).not.toHaveBeenCalled();
    expect(formatDateTime(moment)).toContain('07:30');
    expect(built).toHaveBeenCalled();
  });

  it('reads every date on the merchant’s clock, and a new zone replaces the old', () => {
    setMerchantTimeZone('Asia/Phnom_Penh');
    expect(formatDateTime(moment)).toMatch(/27.*07:30/);
    setMerchantTimeZone('America/Los_Angeles');
    expect(formatDateTime(moment)).toMatch(/26.*16:30/);
    expect(timeZoneName()).not.toBe('America/Los_Angeles');
  });

  it('keeps the browser’s own zone for a zone it does not know, instead of failing every date', () => {
    setMerchantTimeZone('Mars/Olympus_Mons');
    const own = new Intl.DateTimeFormat(LANGUAGE_TAG[currentLanguage()], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(new Date(moment));
    expect(formatDateTime(moment)).toBe(own);
  });
});
