/** The e-lottery's draws live in the contracts, so a player's browser can recompute them. */
export { type DrawRng, drawDistinct, drawElott, type ElottFamily } from '@mekong/contracts';
