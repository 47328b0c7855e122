import type { HouseTexts, useHouseT } from '../../i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

export const FISH_TEXTS: HouseTexts = { km, en, cn };

/** The window's translate function, as the fish components receive it. */
export type FishT = ReturnType<typeof useHouseT>['t'];
