import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from './i18n.ts';

const cookieLanguage = () => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1];

/** The page's idle moments, run when the test says (requestIdleCallback). */
let idle: (() => void)[] = [];
const runIdle = () => {
  for (const work of idle.splice(0)) work();
};

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
});
afterEach(() => {
  vi.unstubAllGlobals();
  idle = [];
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the fall-back wrote
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the language the server is told (the lang cookie)', () => {
  it('is not written for a visitor on the default language: the server defaults to it too', async () => {
    await initI18n();
    runIdle();
    expect(cookieLanguage()).toBeUndefined();
  });

  it('is written once the page is idle for a language chosen before the cookie existed', async () => {
    localStorage.setItem('lang', 'CN');
    await initI18n();
    expect(cookieLanguage()).toBeUndefined();
    runIdle();
    expect(cookieLanguage()).toBe('CN');
  });

  it('follows a switch at once, beside the local storage the spec names', async () => {
    await initI18n();
    await setLanguage('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(cookieLanguage()).toBe('EN');
    await setLanguage('KM');
    expect(cookieLanguage()).toBe('KM');
  });

  it('goes through the Cookie Store API where the browser has it', async () => {
    const set = vi.fn(() => Promise.resolve());
    vi.stubGlobal('cookieStore', { set });
    await initI18n();
    await setLanguage('VI');
    expect(set).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'lang', value: 'VI', path: '/', sameSite: 'lax' }),
    );
    expect(cookieLanguage()).toBeUndefined();
  });
});
