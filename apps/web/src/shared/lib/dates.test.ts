import { LANGUAGE_TAG } from '@mekong/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../i18n/i18n.ts';
import {
  addDays,
  dayEndsAt,
  dayStartsAt,
  formatDateTime,
  lastMomentOf,
  merchantDay,
  setMerchantTimeZone,
  timeZoneName,
} from './dates.ts';

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

describe('dates in a language the browser has no data for', () => {
  // Chromium's Intl has no Khmer: it answers a Khmer format in American English. Node's has it, so
  // the dates built from Khmer's own pattern are compared with what a browser with the data writes.
  const Real = Intl.DateTimeFormat;
  const khmer = (value: string, timeZone: string) =>
    new Real('km', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(value));
  /** Intl as Chromium's: Khmer is not supported, and a format asked for in Khmer is American English. */
  const withoutKhmer = () => {
    const english = (locales: string | readonly string[] | undefined) =>
      locales === undefined ? locales : [locales].flat().map((tag) => (tag.startsWith('km') ? 'en-US' : tag));
    class Chromium extends Real {
      constructor(locales?: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
        super(english(locales), options);
      }
      static override supportedLocalesOf(locales: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
        return Real.supportedLocalesOf(locales, options).filter((tag) => !tag.startsWith('km'));
      }
    }
    Object.defineProperty(Intl, 'DateTimeFormat', { value: Chromium, configurable: true, writable: true });
  };
  afterEach(() => Object.defineProperty(Intl, 'DateTimeFormat', { value: Real, configurable: true, writable: true }));
  /** The date helpers as a page loads them in this browser: they ask once what its Intl can format. */
  const freshDates = async () => {
    vi.resetModules();
    return import('./dates.ts');
  };

  it('is American English in such a browser when asked for in Khmer (what the dates must not show)', () => {
    withoutKhmer();
    expect(new Intl.DateTimeFormat('km', { dateStyle: 'medium' }).format(new Date(moment))).toMatch(/Nov/);
  });

  it('writes Khmer dates with Khmer month names on the merchant’s clock, as a browser with the data does', async () => {
    expect(currentLanguage()).toBe('KM');
    withoutKhmer();
    const { formatDate, formatDateTime, setMerchantTimeZone } = await freshDates();
    for (const zone of ['Asia/Phnom_Penh', 'America/Los_Angeles']) {
      setMerchantTimeZone(zone);
      for (const at of [moment, '2026-01-03T17:05:00.000Z', '2027-06-15T12:59:00.000Z', '2026-02-28T23:00:00.000Z']) {
        expect(formatDateTime(at)).toBe(khmer(at, zone));
        expect(formatDate(at)).toBe(new Real('km', { dateStyle: 'medium', timeZone: zone }).format(new Date(at)));
      }
    }
    expect(formatDateTime(moment)).not.toMatch(/[A-Za-z]/);
  });

  it('names the zone by its offset in Khmer words, never in English', async () => {
    withoutKhmer();
    const { setMerchantTimeZone, timeZoneName } = await freshDates();
    setMerchantTimeZone('Asia/Phnom_Penh');
    expect(timeZoneName()).toBe(
      new Real('km', { timeZone: 'Asia/Phnom_Penh', timeZoneName: 'shortOffset' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value,
    );
  });

  it('uses the browser’s own Khmer when it has it', async () => {
    const { formatDateTime, setMerchantTimeZone, timeZoneName } = await freshDates();
    setMerchantTimeZone('Asia/Phnom_Penh');
    expect(formatDateTime(moment)).toBe(khmer(moment, 'Asia/Phnom_Penh'));
    expect(timeZoneName()).not.toMatch(/[A-Za-z]/);
  });
});

describe('a typed day is the merchant’s day', () => {
  it('starts and ends on the merchant’s clock, whatever the device’s zone', () => {
    setMerchantTimeZone('Asia/Phnom_Penh');
    expect(dayStartsAt('2026-11-27')).toBe('2026-11-26T17:00:00.000Z');
    expect(dayEndsAt('2026-11-27')).toBe('2026-11-27T17:00:00.000Z');
    expect(lastMomentOf('2026-11-27')).toBe('2026-11-27T16:59:59.999Z');
    // 00:30 UTC on the 27th is 07:30 on the 27th in Phnom Penh: inside the typed 27th.
    expect(merchantDay(Date.parse(moment))).toBe('2026-11-27');
    setMerchantTimeZone('America/Los_Angeles');
    expect(merchantDay(Date.parse(moment))).toBe('2026-11-26');
  });

  it('follows a daylight-saving change: a day of 23 hours, then of 24', () => {
    setMerchantTimeZone('America/Los_Angeles');
    // 8 March 2026: clocks go from 02:00 PST to 03:00 PDT.
    expect(dayStartsAt('2026-03-08')).toBe('2026-03-08T08:00:00.000Z');
    expect(dayEndsAt('2026-03-08')).toBe('2026-03-09T07:00:00.000Z');
    expect(dayEndsAt('2026-03-09')).toBe('2026-03-10T07:00:00.000Z');
    // 1 November 2026: back from 02:00 PDT to 01:00 PST, a day of 25 hours.
    expect(dayStartsAt('2026-11-01')).toBe('2026-11-01T07:00:00.000Z');
    expect(dayEndsAt('2026-11-01')).toBe('2026-11-02T08:00:00.000Z');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-27', -6)).toBe('2026-11-21');
  });
});
