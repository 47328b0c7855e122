import type { NearDraws } from '@mekong/contracts';

export type { BetPage, DrawPage, HotNumbers, NearDraws, PlacedSlip, PopularGame } from '@mekong/contracts';

/** GET /lgw/numeros/near, with our measured offset from the server's clock. */
export type NearDrawsTimed = NearDraws & { offsetMs: number };
