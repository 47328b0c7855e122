import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { ledgerTransactions, merchants } from '../src/platform/db/schema.ts';
import { reconcileLedger } from '../src/platform/money/reconcile.ts';
import { makeMember, sealedCall, setMember } from './helpers/accounts.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken, setOwnLimit, takeBreak } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let op: Record<string, string>;
let bank: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { rateLimitMax: 100_000 });
  m = await createMerchant(database);
  await database.db
    .update(merchants)
    .set({ agentTransferMin: 100n, agentTransferMax: 50_000n })
    .where(eq(merchants.id, m.id));
  op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  bank = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const pay = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  sealedCall(app, { url: '/wps/agent/transfer', headers: auth, payload: { paymentPassword: '123456', ...payload } });
const records = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/wps/member/transactions?type=AGENT_TRANSFER', headers: auth })).json().value;

describe('transfers to the team', () => {
  it('moves money from the agent to a member anywhere below, in both account records', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const sub = await newAgent(app, m.headers, m.id, agent.member.id);
    const deep = await signedIn(app, m.headers, m.id, { uplineId: sub.member.id });
    await fund(app, agent.auth, op, bank, '100000');
    const byAccount = await pay(agent.auth, { account: deep.member.account.toUpperCase(), amount: '2550' });
    expect(byAccount.json()).toMatchObject({
      success: true,
      value: { replayed: false, memberId: deep.member.id, account: deep.member.account, amount: '2550' },
    });
    expect((await pay(agent.auth, { memberId: sub.member.id, amount: '450' })).statusCode).toBe(200);
    expect(await balanceOf(app, agent.auth)).toBe('97000');
    expect(await balanceOf(app, deep.auth)).toBe('2550');
    expect(await balanceOf(app, sub.auth)).toBe('450');
    expect(await records(agent.auth)).toMatchObject({ total: 2, totalIn: '0', totalOut: '3000' });
    expect((await records(deep.auth)).list).toMatchObject([
      {
        type: 'AGENT_TRANSFER',
        amount: '2550',
        balanceAfter: '2550',
        transactionId: byAccount.json().value.transactionId,
      },
    ]);
    // The sub-agent passes it on below; nobody pays upward through this call.
    expect((await pay(sub.auth, { memberId: deep.member.id, amount: '450' })).statusCode).toBe(200);
    expect((await pay(deep.auth, { memberId: sub.member.id, amount: '100' })).json().errorCode).toBe('agent.not.agent');
    expect((await pay(sub.auth, { memberId: agent.member.id, amount: '100' })).json().errorCode).toBe(
      'agent.member.not.found',
    );
  });

  it('needs the payment password, an amount within the limits and the money, and changes nothing otherwise', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const p = await makeMember(app, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '60000');
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ amount: '1000', paymentPassword: '654321' }, 400, 'invalid.payment.pw'],
      [{ amount: '99' }, 400, 'agent.transfer.limit'],
      [{ amount: '50001' }, 400, 'agent.transfer.limit'],
      [{ amount: '0' }, 400, 'request.param.err'],
      [{ amount: '-100' }, 400, 'request.param.err'],
      [{ amount: '10.5' }, 400, 'request.param.err'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await pay(agent.auth, { memberId: p.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
    }
    expect((await pay(agent.auth, { memberId: p.id, account: p.account, amount: '100' })).json().errorCode).toBe(
      'request.param.err',
    );
    expect(await balanceOf(app, agent.auth)).toBe('60000');
    expect((await pay(agent.auth, { memberId: p.id, amount: '50000' })).statusCode).toBe(200);
    const short = await pay(agent.auth, { memberId: p.id, amount: '10001' });
    expect(short.json().errorCode).toBe('account.balance.not.enough');
    expect(await balanceOf(app, agent.auth)).toBe('10000');
    const unset = await newAgent(app, m.headers, m.id);
    await setMember(app, unset.member.id, { paymentPasswordHash: null });
    const none = await pay(
      { ...m.headers, authorization: unset.token },
      { memberId: (await makeMember(app, m.id, { uplineId: unset.member.id })).id, amount: '100' },
    );
    expect(none.json().errorCode).toBe('payment.pw.not.set');
  });

  it('answers a repeated key with the first result and refuses the key for another transfer', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const p = await makeMember(app, m.id, { uplineId: agent.member.id });
    const q = await makeMember(app, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '5000');
    const idempotencyKey = uniqueCode('key-');
    const first = await pay(agent.auth, { memberId: p.id, amount: '1000', idempotencyKey });
    const again = await pay(agent.auth, { memberId: p.id, amount: '1000', idempotencyKey });
    expect(again.json().value).toMatchObject({ replayed: true, transactionId: first.json().value.transactionId });
    expect(await balanceOf(app, agent.auth)).toBe('4000');
    const other = await pay(agent.auth, { memberId: q.id, amount: '1000', idempotencyKey });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.reused');
  });

  it('100 transfers at once from one agent never overdraw, and the sums agree', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const team = await Promise.all([1, 2, 3].map(() => signedIn(app, m.headers, m.id, { uplineId: agent.member.id })));
    await fund(app, agent.auth, op, bank, '5000');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pay(agent.auth, {
          memberId: team[i % 3]?.member.id,
          amount: '100',
          idempotencyKey: `par-${i}-${agent.member.id}`,
        }),
      ),
    );
    const codes = results.map((r) => r.json().errorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(50);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'account.balance.not.enough')).toBe(true);
    expect(await balanceOf(app, agent.auth)).toBe('0');
    const received = await Promise.all(team.map((p) => balanceOf(app, p.auth)));
    expect(received.reduce((s, b) => s + BigInt(b), 0n)).toBe(5000n);
    const moved = await database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.type, 'AGENT_TRANSFER'), eq(ledgerTransactions.memberId, agent.member.id)));
    expect(moved).toHaveLength(50);
    const proof = await reconcileLedger(database.db, m.id);
    expect(proof.balanceMismatches).toEqual([]);
    expect(proof.unbalancedTransactions).toEqual([]);
  });

  it('a member who owes turnover on a bonus sends no money to another member, up or down the team', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '10000');
    await fund(app, member.auth, op, bank, '10000');
    const bonus = (account: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/operator/bonuses',
        headers: op,
        payload: { account, amount: '5000', turnoverMultiple: 2, reason: 'welcome', idempotencyKey: uniqueCode('b') },
      });
    for (const who of [agent, member]) expect((await bonus(who.member.account)).statusCode).toBe(200);
    const up = () =>
      sealedCall(app, {
        url: '/wps/member/transferUpline',
        headers: member.auth,
        payload: { amount: '1000', paymentPassword: '123456' },
      });
    const down = () => pay(agent.auth, { memberId: member.member.id, amount: '1000' });
    for (const refused of [await up(), await down()]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'transfer.turnover.required', value: { remaining: '10000' } });
    }
    expect(await balanceOf(app, agent.auth)).toBe('15000');
    expect(await balanceOf(app, member.auth)).toBe('15000');

    // Once the member's turnover is bet, their money is theirs to send; the agent still owes.
    await database.db.execute(
      sql`update wagering_requirements set progressed = required, status = 'DONE' where member_id = ${member.member.id}`,
    );
    expect((await up()).statusCode).toBe(200);
    expect((await down()).json().errorCode).toBe('transfer.turnover.required');
    expect(await balanceOf(app, agent.auth)).toBe('16000');
    expect(await balanceOf(app, member.auth)).toBe('14000');
  });

  it('a transfer to a member counts as their deposit: past their limit or during their break it is refused', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '20000');
    await setOwnLimit(app, member.auth, { kind: 'DEPOSIT', period: 'DAY', amount: '5000' });
    expect((await pay(agent.auth, { memberId: member.member.id, amount: '4000' })).statusCode).toBe(200);
    const over = await pay(agent.auth, { memberId: member.member.id, amount: '1001' });
    expect(over.statusCode).toBe(403);
    // The agent is not told which of the member's own rules refuses it.
    expect(over.json()).toMatchObject({ errorCode: 'agent.transfer.refused', value: null });
    // The member's own deposits count what the agent sent.
    const deposit = (amount: string) =>
      app.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: member.auth,
        payload: { channelId: bank, amount },
      });
    expect((await deposit('1001')).json()).toMatchObject({
      errorCode: 'deposit.refused',
      value: { rule: 'limit.DEPOSIT.DAY' },
    });
    expect((await deposit('1000')).statusCode).toBe(200);
    expect(await balanceOf(app, agent.auth)).toBe('16000');
    expect(await balanceOf(app, member.auth)).toBe('4000');

    // During a time-out nothing comes in, within the limit or not.
    const other = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await takeBreak(app, other.auth, { kind: 'TIMEOUT', length: '24h' });
    expect((await pay(agent.auth, { memberId: other.member.id, amount: '100' })).json().errorCode).toBe(
      'agent.transfer.refused',
    );
    expect(await balanceOf(app, agent.auth)).toBe('16000');

    // The other way too: a member pays their agent, whose own deposit limit counts it.
    await setOwnLimit(app, agent.auth, { kind: 'DEPOSIT', period: 'DAY', amount: '20500' });
    const up = (amount: string) =>
      sealedCall(app, {
        url: '/wps/member/transferUpline',
        headers: member.auth,
        payload: { amount, paymentPassword: '123456' },
      });
    // The agent's day so far: the 20,000 deposited; 500 more fit, 501 do not.
    expect((await up('501')).json().errorCode).toBe('agent.transfer.refused');
    expect((await up('500')).statusCode).toBe(200);
    expect(await balanceOf(app, agent.auth)).toBe('16500');
  });

  it('three refusals by the receiver’s rules in a day shut that sender out from that receiver for the day', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    const sibling = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '20000');
    await setOwnLimit(app, member.auth, { kind: 'DEPOSIT', period: 'DAY', amount: '6000' });
    const send = async (memberId: number, amount: string) =>
      (await pay(agent.auth, { memberId, amount })).json().errorCode;
    // Trying amounts would otherwise measure what is left of the member's limit (6,000).
    expect(await send(member.member.id, '9000')).toBe('agent.transfer.refused');
    expect(await send(member.member.id, '7000')).toBe('agent.transfer.refused');
    expect(await send(member.member.id, '4000')).toBeNull();
    expect(await send(member.member.id, '2001')).toBe('agent.transfer.refused');
    // The third refusal shuts the agent out: 1,000 would fit, and is refused unchecked.
    expect(await send(member.member.id, '1000')).toBe('agent.transfer.refused');
    expect(await balanceOf(app, member.auth)).toBe('4000');
    expect(await balanceOf(app, agent.auth)).toBe('16000');
    // Only this sender and this receiver: the agent pays the rest of the team, the member deposits.
    expect(await send(sibling.member.id, '100')).toBeNull();
    const deposit = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: member.auth,
      payload: { channelId: bank, amount: '1000' },
    });
    expect(deposit.statusCode).toBe(200);
    // A day later (the shut-out's end brought forward), a transfer is judged by the rules again.
    await database.db.execute(
      sql`update attempt_counters set locked_until = now() - interval '1 second'
        where scope = 'member_transfer_refused' and subject = ${String(member.member.id)}`,
    );
    expect(await send(member.member.id, '1001')).toBe('agent.transfer.refused');
    expect(await send(member.member.id, '1000')).toBeNull();
    // The two transfers; the deposit counts against the limit but waits for its payment.
    expect(await balanceOf(app, member.auth)).toBe('5000');
  });
});
