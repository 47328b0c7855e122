import { describe, expect, it } from 'vitest';

const featureLocales = import.meta.glob(['../../**/locales/*.json', '!../../shared/i18n/locales/*.json'], {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('texts', () => {
  it('live in the shared locale files only: no feature or game keeps locale files of its own', () => {
    // A text file beside a feature would be read in English by the languages it leaves out.
    expect(Object.keys(featureLocales)).toEqual([]);
  });
});

/** Text between JSX tags, and the attributes people read, that hold letters rather than a `t()` call. */
const JSX_TEXT = />([^<>{}`]*\p{L}[^<>{}`]*)</gu;
const READ_ATTRIBUTE = /\b(?:aria-label|placeholder|title|alt)="([^"]*\p{L}[^"]*)"/gu;

describe('components', () => {
  it('hold no user-visible literal text: every word comes from a locale', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      for (const m of code.matchAll(JSX_TEXT)) {
        const text = (m[1] ?? '').trim();
        const at = m.index ?? 0;
        // `=> x<` and `api<T>(`: an arrow or a generic call, not text between tags.
        if (code[at - 1] === '=' || code[at - 1] === '-') continue;
        if (/[\w$]$/.test(m[1] ?? '') && /[A-Za-z{[]/.test(code[at + m[0].length] ?? '')) continue;
        if (!text || /[;=()&]|\breturn\b|\bconst\b/.test(text)) continue;
        found.push(`${file}: ${text}`);
      }
      for (const m of code.matchAll(READ_ATTRIBUTE)) found.push(`${file}: ${m[1]}`);
    }
    expect(found).toEqual([]);
  });
});
