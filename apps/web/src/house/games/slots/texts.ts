import type { HouseTexts } from '../../i18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import km from './locales/km.json';

export const SLOT_TEXTS: HouseTexts = { km, en, cn };
