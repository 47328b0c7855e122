import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const featureLocales = import.meta.glob<Tree>(['../../**/locales/*.json', '!../../shared/i18n/locales/*.json'], {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}/`)));
/** Plural forms differ by language (Khmer and Chinese have only `_other`): compare the base keys. */
const PLURAL = /_(?:zero|one|two|few|many|other)$/;
const baseKeys = (tree: Tree) => [...new Set(keysOf(tree).map((k) => k.replace(PLURAL, '')))].sort();
const valueAt = (tree: Tree, key: string) =>
  key.split('/').reduce<Tree | string>((t, k) => (t as Tree)[k] as Tree, tree);
const placeholders = (text: string) => [...text.matchAll(/{{\w+}}/g)].map((m) => m[0]).sort();

/** The languages every feature namespace is written in; Thai and Vietnamese read its English. */
const FEATURE_LANGUAGES = ['km', 'en', 'cn'];

const folders = [...new Set(Object.keys(featureLocales).map((file) => file.replace(/[^/]+\.json$/, '')))];

describe('feature namespaces', () => {
  it.each(folders)('%s has every key of its English in Khmer and Chinese', (folder) => {
    const english = featureLocales[`${folder}en.json`] as Tree;
    expect(english, `${folder}en.json`).toBeDefined();
    const keys = baseKeys(english);
    for (const lang of FEATURE_LANGUAGES) {
      const tree = featureLocales[`${folder}${lang}.json`];
      expect(tree, `${folder}${lang}.json`).toBeDefined();
      expect(baseKeys(tree as Tree), `${folder}${lang}.json`).toEqual(keys);
      for (const key of keysOf(tree as Tree)) {
        const text = valueAt(tree as Tree, key) as string;
        const base = key.replace(PLURAL, '');
        // A plural form may name the count or not; it names nothing English's forms do not.
        const allowed = keysOf(english)
          .filter((k) => k.replace(PLURAL, '') === base)
          .flatMap((k) => placeholders(valueAt(english, k) as string));
        expect(text.trim(), `${folder}${lang}.json ${key}`).not.toBe('');
        for (const p of placeholders(text)) expect(allowed, `${folder}${lang}.json ${key}`).toContain(p);
      }
    }
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
