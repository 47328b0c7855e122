/**
 * A player's check of an e-lottery draw (the contracts' verifyElottDraw, WebCrypto as in a
 * browser) agrees with the server's draw (platform/fair.ts's stream) for every family.
 */
import { verifyElottDraw } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { elottResult } from '../src/modules/lottery/draws/lifecycle.ts';
import { newServerSeed } from '../src/platform/fair.ts';

describe('e-lottery fairness check', () => {
  it.each(['SSC', '11X5', 'PK10', 'K3', 'LHC', 'LF'] as const)(
    '%s: the player recomputes what the server drew',
    async (family) => {
      for (let i = 0; i < 50; i++) {
        const seed = newServerSeed();
        const issueNo = `20261124${String(i).padStart(4, '0')}`;
        const check = await verifyElottDraw(family, seed.serverSeed, `G_${family}`, issueNo);
        expect(check.seedHash).toBe(seed.seedHash);
        expect(check.numbers).toEqual(elottResult(family, seed.serverSeed, `G_${family}`, issueNo));
      }
    },
  );

  it('a different seed gives away that it is not the committed one', async () => {
    const seed = newServerSeed();
    const check = await verifyElottDraw('SSC', `${seed.serverSeed}0`, 'SSC1', '202611240001');
    expect(check.seedHash).not.toBe(seed.seedHash);
  });
});
