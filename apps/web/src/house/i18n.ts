import { useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

/** A game's own texts in the languages the house translates; others read the English. */
export type HouseTexts = { km: Record<string, unknown>; en: Record<string, unknown>; cn: Record<string, unknown> };

const HOUSE_LANGUAGES = ['km', 'en', 'cn'] as const;
const added = new WeakSet<HouseTexts>();
const FRAME_TEXTS: HouseTexts = { km, en, cn };

function addTexts(texts: HouseTexts) {
  if (added.has(texts)) return;
  added.add(texts);
  for (const lng of HOUSE_LANGUAGES) i18n.addResourceBundle(lng, 'house', texts[lng], true, false);
  // Thai and Vietnamese players of the house games read English until those translations exist.
  for (const lng of ['th', 'vi']) i18n.addResourceBundle(lng, 'house', texts.en, true, false);
}

/** The `house` namespace with these texts added: the frame's own, plus a game's. */
export function useHouseT(texts?: HouseTexts) {
  addTexts(FRAME_TEXTS);
  if (texts) addTexts(texts);
  return useTranslation('house');
}
