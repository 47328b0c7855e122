import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import km from './locales/km.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };

/** Every key of a locale file with its text, dotted as components name them. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the console locales', () => {
  const english = flatten(en);
  it.each([
    ['zh', zh],
    ['km', km],
  ] as const)('%s has every English key, with the same placeholders, and no other', (_, locale) => {
    const other = flatten(locale);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

const sources = import.meta.glob<string>(['../../**/*.tsx'], { eager: true, query: '?raw', import: 'default' });
/** Text between JSX tags, and the attributes people read, that hold letters rather than a `t()` call. */
const JSX_TEXT = />([^<>{}`]*\p{L}[^<>{}`]*)</gu;
const READ_ATTRIBUTE = /\b(?:aria-label|placeholder|title|alt)="([^"]*\p{L}[^"]*)"/gu;

describe('console components', () => {
  it('hold no user-visible literal text: every word comes from a locale', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      for (const m of code.matchAll(JSX_TEXT)) {
        const text = (m[1] ?? '').trim();
        const at = m.index ?? 0;
        if (code[at - 1] === '=' || code[at - 1] === '-') continue;
        if (/[\w$]$/.test(m[1] ?? '') && /[A-Za-z{[]/.test(code[at + m[0].length] ?? '')) continue;
        if (!text || /[;=()&|]|\breturn\b|\bconst\b/.test(text)) continue;
        found.push(`${file}: ${text}`);
      }
      for (const m of code.matchAll(READ_ATTRIBUTE)) found.push(`${file}: ${m[1]}`);
    }
    expect(found).toEqual([]);
  });
});
