import { UI_LANGUAGES } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const locale = (code: string) => files[`./locales/${code.toLowerCase()}.json`];

// Keys are joined with '/' because error codes themselves contain dots.
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}/`)));
const placeholders = (text: string) => [...text.matchAll(/{{\w+}}/g)].map((m) => m[0]).sort();
const valueAt = (tree: Tree, key: string) =>
  key.split('/').reduce<Tree | string>((t, k) => (t as Tree)[k] as Tree, tree);

describe('locale files', () => {
  const english = locale('EN') as Tree;
  const keys = keysOf(english).sort();

  it.each(UI_LANGUAGES)('%s translates every key English has, with the same placeholders', (code) => {
    const tree = locale(code);
    expect(tree, `locales/${code.toLowerCase()}.json`).toBeDefined();
    expect(keysOf(tree as Tree).sort()).toEqual(keys);
    for (const key of keys) {
      const text = valueAt(tree as Tree, key) as string;
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(valueAt(english, key) as string));
    }
  });

  it('every error code of the server has a message', async () => {
    const { ERROR_STATUS } = await import('@mekong/contracts');
    for (const code of Object.keys(ERROR_STATUS)) expect(keys).toContain(`errors/${code}`);
  });
});
