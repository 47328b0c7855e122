import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './numbers.ts';

afterEach(() => vi.restoreAllMocks());

describe('counts', () => {
  it('groups digits as the language does', () => {
    expect(formatCount(1440, 'en-GB')).toBe('1,440');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('builds one formatter per language, however many counts are shown', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 5; i++) formatCount(i * 1000, 'fr-FR');
    expect(built).toHaveBeenCalledTimes(1);
    expect(formatCount(2500, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR').format(2500));
  });

  it('uses the site’s language when no tag is given', () => {
    expect(formatCount(1440)).toBe(new Intl.NumberFormat('km').format(1440));
  });
});
