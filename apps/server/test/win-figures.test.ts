/**
 * The home's figures through the API: today's payouts, wins and biggest win in the merchant's
 * day, and the big-wins ticker, all from settled real-money bets.
 */
import { TRIAL_TYPE } from '@mekong/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantBonus } from '../src/modules/bonus/service.ts';
import { maskAccount } from '../src/modules/catalogue/winners.ts';
import { bets, merchants } from '../src/platform/db/schema.ts';
import { makeMember } from './helpers/accounts.ts';
import { createMerchant, uniqueCode } from './helpers/app.ts';
import { catalogueSuite } from './helpers/catalogue.ts';
import { playedBet } from './helpers/rounds.ts';

const { s, get } = catalogueSuite();
const ZONE = 'Asia/Phnom_Penh';

describe('win figures', () => {
  async function brandWithPlayer(extra: Parameters<typeof makeMember>[2] = {}) {
    const m = await createMerchant(s.database);
    await s.database.db.update(merchants).set({ timezone: ZONE }).where(eq(merchants.id, m.id));
    return { m, player: await funded(m.id, extra) };
  }

  async function funded(merchantId: number, extra: Parameters<typeof makeMember>[2] = {}) {
    const member = await makeMember(s.app, merchantId, { account: uniqueCode('w'), ...extra });
    await grantBonus(
      s.database.db,
      { id: merchantId, currency: 'USD' },
      { memberId: member.id, amount: 100_000n, turnoverMultiple: 0, reason: 'test', key: uniqueCode('fund') },
      { type: 'system', id: 'test' },
    );
    return member;
  }

  const settled = async (merchantId: number, memberId: number, gameCode: string, stake: bigint, payout: bigint) =>
    (
      await playedBet(s.database.db, { id: merchantId, currency: 'USD', walletMode: 'single' }, memberId, {
        stake,
        payout,
        gameCode,
      })
    ).betId;

  const figures = (headers: Record<string, string>, q = '') => get(`/wps/relay/ODSFE2_getWinFigures?${q}`, headers);

  it('starts at nothing on a brand without bets', async () => {
    const { m } = await brandWithPlayer();
    const value = (await figures(m.headers)).json().value;
    expect(value).toMatchObject({ paidOutToday: '0', winsToday: 0, biggestWinToday: null, bigWins: [] });
    expect(value.day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));
  });

  it("adds up today's settled bets and lists the week's big wins, masked, newest first", async () => {
    const { m, player } = await brandWithPlayer();
    const masked = maskAccount(player.account);
    await settled(m.id, player.id, 'mekong-fortune', 100n, 987_00n);
    await settled(m.id, player.id, 'baccarat', 1_000n, 1_950n);
    await settled(m.id, player.id, 'golden-dragon', 500n, 0n);
    // Settled three days ago: a big win of the week, not of today.
    const old = await settled(m.id, player.id, 'golden-dragon', 100n, 2_000n);
    await s.database.db.update(bets).set({ settledAt: sql`now() - interval '3 days'` }).where(eq(bets.externalId, old));
    // Free play bets demo money: its wins are no figure.
    const trial = await funded(m.id, { type: TRIAL_TYPE });
    await settled(m.id, trial.id, 'mekong-fortune', 100n, 50_000n);
    // Another brand's wins stay its own.
    const other = await brandWithPlayer();
    await settled(other.m.id, other.player.id, 'mekong-fortune', 100n, 60_000n);

    const res = await figures(m.headers, 'language=CN');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.paidOutToday).toBe('100650');
    expect(value.winsToday).toBe(2);
    expect(value.bigWinMultiple).toBe(5);
    expect(value.biggestWinToday).toMatchObject({
      customerName: masked,
      winAmount: '98600',
      gameCode: 'mekong-fortune',
      category: 'RNG',
      iconUrl: '/games/icons/mekong-fortune.svg',
    });
    expect(value.bigWins.map((w: { gameCode: string; winAmount: string }) => [w.gameCode, w.winAmount])).toEqual([
      ['mekong-fortune', '98600'],
      ['golden-dragon', '1900'],
    ]);
    expect(value.bigWins[1].gameName).toBe('金龙');
    expect(JSON.stringify(value)).not.toContain(player.account);
    expect(JSON.stringify(value)).not.toContain(maskAccount(trial.account));

    expect((await figures(m.headers, 'limitNum=1')).json().value.bigWins).toHaveLength(1);
    for (const q of ['limitNum=0', 'limitNum=31', 'limitNum=x']) {
      expect((await figures(m.headers, q)).json().errorCode, q).toBe('request.param.err');
    }
  });
});
