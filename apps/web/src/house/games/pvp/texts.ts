import type { TFunction } from 'i18next';
import type { HouseTexts } from '../../i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';
import type { HandKind } from './types.ts';

export const PVP_TEXTS: HouseTexts = { km, en, cn };

/** "Bull 7", "Bomb": a hand's name in the window's language. */
export const handName = (t: TFunction<'house'>, kind: HandKind | null, points: number | null) =>
  kind ? t(`pvp.kind.${kind}`, { points: points ?? 0 }) : '';
