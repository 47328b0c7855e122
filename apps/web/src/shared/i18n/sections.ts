import { use } from 'react';
import { beforeLanguageSwitch, i18n } from './i18n.ts';

/** The sections the member and agent centres use, fetched when the centres first mount. */
export const CENTRE_SECTIONS = ['agent', 'centre', 'records', 'wallet', 'points', 'promo'] as const;

/**
 * Sections of the main locale that load with the screens that use them: the centres, the points
 * mall, the promotions, the house games (build/locale-sections.ts cuts them out of the first load).
 */
export const DEFERRED_SECTIONS = [...CENTRE_SECTIONS, 'house', 'styleGuide'] as const;
export type DeferredSection = (typeof DEFERRED_SECTIONS)[number];

type Loaders = Record<string, () => Promise<unknown>>;
const LOADERS: Record<DeferredSection, Loaders> = {
  agent: import.meta.glob('./locales/*.json', { query: '?section=agent', import: 'default' }),
  centre: import.meta.glob('./locales/*.json', { query: '?section=centre', import: 'default' }),
  records: import.meta.glob('./locales/*.json', { query: '?section=records', import: 'default' }),
  wallet: import.meta.glob('./locales/*.json', { query: '?section=wallet', import: 'default' }),
  points: import.meta.glob('./locales/*.json', { query: '?section=points', import: 'default' }),
  promo: import.meta.glob('./locales/*.json', { query: '?section=promo', import: 'default' }),
  house: import.meta.glob('./locales/*.json', { query: '?section=house', import: 'default' }),
  // The style guide is in development builds only: a production build has neither it nor its texts.
  styleGuide: import.meta.env.DEV
    ? import.meta.glob('./locales/*.json', { query: '?section=styleGuide', import: 'default' })
    : {},
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const waits = new Map<string, Promise<unknown>>();
/** Sections asked for in any language: a language switch brings them along before it shows. */
const used = new Set<DeferredSection>();
beforeLanguageSwitch((lng) => Promise.all([...used].map((s) => loadSection(lng, s))));

function loadSection(lng: string, section: DeferredSection) {
  const key = `${lng}/${section}`;
  let pending = loading.get(key);
  if (!pending) {
    const loader = LOADERS[section][`./locales/${lng}.json`];
    pending = (loader ? loader() : Promise.resolve({})).then((bundle) => {
      i18n.addResourceBundle(lng, 'translation', bundle as object, true, false);
      loaded.add(key);
    });
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Makes sure the given sections of the active language are there, suspending until they are.
 * `when` false asks for nothing (a notice that is not shown needs no texts). A language change
 * re-renders the caller, which then asks for the sections in the new language.
 */
export function useLocaleSection(sections: readonly DeferredSection[], when = true) {
  if (!when) return;
  for (const s of sections) used.add(s);
  const lng = i18n.language;
  const missing = sections.filter((s) => !loaded.has(`${lng}/${s}`));
  if (missing.length === 0) return;
  // One promise per set of sections, kept, so React sees the same promise on every try.
  const key = `${lng}/${missing.join()}`;
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.all(missing.map((s) => loadSection(lng, s)));
    waits.set(key, wait);
  }
  use(wait);
}
