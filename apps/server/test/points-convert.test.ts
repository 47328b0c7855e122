import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, operatorToken, player } from './helpers/money.ts';
import { convert, playerWithPoints, pointsOf, RULES, setRules } from './helpers/points.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  await setRules(app, op);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const details = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/wps/relay/ODSFE2_MemTransDet', headers: auth })).json().value;

describe('converting points to balance', () => {
  it('moves points out and money in at the ratio, in one ledger transaction that balances per currency', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 250);
    const before = BigInt(await balanceOf(app, p.auth));
    const key = uniqueCode('convert-');
    const r = await convert(app, p.auth, { points: '200', idempotencyKey: key });
    expect(r.json().value).toMatchObject({ points: '200', amount: '200', replayed: false });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '50', held: '0' });
    expect(BigInt(await balanceOf(app, p.auth))).toBe(before + 200n);
    const replay = await convert(app, p.auth, { points: '200', idempotencyKey: key });
    expect(replay.json().value).toMatchObject({ transactionId: r.json().value.transactionId, replayed: true });
    expect(await pointsOf(app, p.auth)).toEqual({ points: '50', held: '0' });
    expect((await details(p.auth)).list[0]).toMatchObject({
      type: 'CONVERT',
      changedPoints: '-200',
      balanceAfter: '50',
    });
    const proof = await reconcileLedger(database.db, m.id);
    expect(proof.balanceMismatches).toEqual([]);
    expect(proof.unbalancedTransactions).toEqual([]);
  });

  it('refuses below the minimum, more than held, part steps and a wrong password, and changes nothing', async () => {
    const p = await playerWithPoints(app, m.headers, m.id, op, 40);
    const before = await balanceOf(app, p.auth);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ points: '9' }, 400, 'points.convert.below.min'],
      [{ points: '41' }, 400, 'points.balance.not.enough'],
      [{ points: '0' }, 400, 'request.param.err'],
      [{ points: '12.5' }, 400, 'request.param.err'],
      [{ points: '20', paymentPassword: '000000' }, 400, 'invalid.payment.pw'],
    ];
    for (const [body, status, code] of cases) {
      const res = await convert(app, p.auth, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    await setRules(app, op, { ...RULES, convertPoints: '1000', convertAmount: '100' });
    const step = await convert(app, p.auth, { points: '15' });
    expect([step.statusCode, step.json().errorCode]).toEqual([400, 'points.convert.step']);
    await setRules(app, op);
    expect(await pointsOf(app, p.auth)).toEqual({ points: '40', held: '0' });
    expect(await balanceOf(app, p.auth)).toBe(before);
  });

  it('refuses every points call of a merchant whose points are off', async () => {
    const other = await createMerchant(database);
    const p = await player(app, other.headers, other.id);
    const res = await convert(app, p.auth, { points: '10' });
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'points.not.enabled']);
  });
});
