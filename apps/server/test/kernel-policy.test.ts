/**
 * The money kernel's policy hooks (sql/functions/stake_policy.sql, deposit_policy.sql): every game
 * source stakes through one place, so a policy that refuses every stake makes the lottery, the
 * vendor wallet (the house's slots and sportsbook call it as any vendor does, and read its
 * BET_REFUSED) refuse with the player's `stake.refused`, and one that refuses deposits refuses every channel. Nothing
 * moves on a refusal. The hooks are replaced here, so this suite has an embedded database of its
 * own: on the shared one every other suite would be refused too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLottery } from '../src/seed/lottery.ts';
import { openEmbeddedTestDatabase } from './helpers/app.ts';
import { houseSuite } from './helpers/house.ts';
import { detailOf, holdOpen, nearOf, placeSlip, tick } from './helpers/lottery-api.ts';
import { balanceOf, channels } from './helpers/money.ts';
import { newEvent, pick, slip } from './helpers/sports.ts';

const { s, fundedPlayer, openWindow } = houseSuite(openEmbeddedTestDatabase);

const REFUSE_STAKES = `create or replace function stake_policy(p_merchant integer, p_member integer, p_source text,
  p_stake bigint) returns boolean language plpgsql as $$
begin
  raise exception 'no stakes today' using errcode = 'MK430', detail = 'test.' || p_source;
end $$`;
const REFUSE_DEPOSITS = `create or replace function deposit_policy(p_merchant integer, p_member integer,
  p_channel_kind text, p_amount bigint) returns void language plpgsql as $$
begin
  raise exception 'no deposits today' using errcode = 'MK431', detail = 'test.' || p_channel_kind;
end $$`;

const ALLOW_STAKES = `create or replace function stake_policy(p_merchant integer, p_member integer, p_source text,
  p_stake bigint) returns boolean language plpgsql as $$ begin return true; end $$`;
const ALLOW_DEPOSITS = `create or replace function deposit_policy(p_merchant integer, p_member integer,
  p_channel_kind text, p_amount bigint) returns void language plpgsql as $$ begin return; end $$`;

beforeAll(async () => {
  await seedLottery(s.database.db, s.m.id);
  await tick(s.app, s.m.id);
});

type Auth = Record<string, string>;
const spin = (auth: Auth) =>
  s.app.inject({
    method: 'POST',
    url: '/house/api/slots/mekong-fortune/spin',
    headers: auth,
    payload: { stake: '1000' },
  });

async function lotterySlip(auth: Auth) {
  await tick(s.app, s.m.id);
  const { current } = await nearOf(s.app, s.m.headers, 'SSC1');
  if (!current) throw new Error('no open SSC1 draw');
  await holdOpen(s.app, current.drawId);
  const { oddsVersion } = await detailOf(s.app, s.m.headers, 'SSC1');
  return placeSlip(s.app, auth, {
    gameCode: 'SSC1',
    prizeMode: 'Elott',
    issueNo: current.issueNo,
    oddsVersion,
    lines: [{ playType: 'SSC_POS1', numbers: ['1'], points: 1 }],
  });
}

describe('the stake policy hook', () => {
  it('refuses every game source when it refuses every stake, and nothing moves', async () => {
    const p = await fundedPlayer('100000');
    const slot = await openWindow(p.auth, 'mekong-fortune');
    const book = await openWindow(p.auth, 'sportsbook');
    const event = await newEvent(s.app, s.op);
    const home = pick(event, '1X2', 'HOME');
    const sportsSlip = () => slip(s.app, book.auth, { selectionId: home.id, stake: '2500', odds: 2000 });

    // While the policy lets stakes through, each source takes one.
    expect((await lotterySlip(p.auth)).statusCode).toBe(200);
    expect((await spin(slot.auth)).statusCode).toBe(200);
    expect((await sportsSlip()).statusCode).toBe(200);

    await s.database.db.execute(REFUSE_STAKES);
    try {
      const before = await balanceOf(s.app, p.auth);
      const lottery = await lotterySlip(p.auth);
      expect(lottery.statusCode).toBe(403);
      expect(lottery.json()).toMatchObject({ errorCode: 'stake.refused', value: { rule: 'test.LOTTERY' } });
      const slotSpin = await spin(slot.auth);
      expect(slotSpin.json().errorCode).toBe('stake.refused');
      const sports = await sportsSlip();
      expect(sports.json().errorCode).toBe('stake.refused');
      expect(await balanceOf(s.app, p.auth)).toBe(before);
    } finally {
      await s.database.db.execute(ALLOW_STAKES);
    }
    expect((await spin(slot.auth)).statusCode).toBe(200);
  });
});

describe('the deposit policy hook', () => {
  it('refuses a deposit on every channel and opens no order', async () => {
    const p = await fundedPlayer('0');
    const ch = await channels(s.app, s.m.id);
    await s.database.db.execute(REFUSE_DEPOSITS);
    try {
      for (const channelId of [ch.bank.id, ch.gateway.id]) {
        const res = await s.app.inject({
          method: 'PUT',
          url: '/wps/transaction/deposit',
          headers: p.auth,
          payload: { channelId, amount: '10000' },
        });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'deposit.refused' });
      }
      const records = await s.app.inject({ url: '/wps/transaction/deposit/records', headers: p.auth });
      expect(records.json().value.list ?? records.json().value).toHaveLength(0);
    } finally {
      await s.database.db.execute(ALLOW_DEPOSITS);
    }
  });
});
