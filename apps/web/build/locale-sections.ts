import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Sections of the main locale files that only the member and agent centres, the points mall,
 * the promotions, the house games and the style guide (development only) use. They are cut out of the locale the first load fetches
 * and fetched when a screen that needs them opens (useLocaleSection).
 * Keep in step with DEFERRED_SECTIONS in src/shared/i18n/sections.ts.
 */
export const DEFERRED_SECTIONS = ['agent', 'centre', 'records', 'wallet', 'points', 'promo', 'house', 'styleGuide'];

const LOCALE = /[\\/]shared[\\/]i18n[\\/]locales[\\/]\w+\.json\?(core|section=(\w+))$/;

/**
 * `locales/km.json?core` is the file without the deferred sections; `locales/km.json?section=agent`
 * is that one section (as `{ agent: ... }`). Either is returned as a module whose default export is that object.
 */
export function localeSections(): Plugin {
  return {
    name: 'mekong-locale-sections',
    enforce: 'pre',
    load(id) {
      const match = id.match(LOCALE);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const section = match[2];
      const picked = section
        ? { [section]: all[section] ?? {} }
        : Object.fromEntries(Object.entries(all).filter(([key]) => !DEFERRED_SECTIONS.includes(key)));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
