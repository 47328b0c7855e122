import type { HouseT } from '../../i18n.ts';
import type { HandKind } from './types.ts';

/** "Bull 7", "Bomb": a hand's name in the window's language. */
export const handName = (t: HouseT, kind: HandKind | null, points: number | null) =>
  kind ? t(`pvp.kind.${kind}`, { points: points ?? 0 }) : '';
