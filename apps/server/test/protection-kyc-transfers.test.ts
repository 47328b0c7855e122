/**
 * The brand's identity-check rules hold for money moving between members as for deposits and
 * withdrawals: a sender below the level to withdraw sends nothing (to their agent, or as an agent
 * to their team), and a receiver below the deposit level takes in no more, deposits and transfers
 * received together, than the brand's total before identity checks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { merchants } from '../src/platform/db/schema.ts';
import { sealedCall } from './helpers/accounts.ts';
import { newAgent, signedIn } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { balanceOf, channels, fund, operatorToken } from './helpers/money.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database, { rateLimitMax: 100_000 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Auth = Record<string, string>;

/** A brand with the given rules, its finance operator and bank channel. */
async function brand(rules: Partial<typeof merchants.$inferInsert>) {
  const m = await createMerchant(database);
  await database.db
    .update(merchants)
    .set({ agentTransferMin: 100n, agentTransferMax: 50_000n, ...rules })
    .where(eq(merchants.id, m.id));
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  return { m, op, bank: (await channels(app, m.id)).bank.id };
}

const up = (auth: Auth, amount: string) =>
  sealedCall(app, { url: '/wps/member/transferUpline', headers: auth, payload: { amount, paymentPassword: '123456' } });
const down = (auth: Auth, memberId: number, amount: string) =>
  sealedCall(app, {
    url: '/wps/agent/transfer',
    headers: auth,
    payload: { memberId, amount, paymentPassword: '123456' },
  });

describe('identity checks on transfers between members', () => {
  it('a player below the level to withdraw sends nothing to their agent; a verified one does', async () => {
    const { m, op, bank } = await brand({ kycWithdrawLevel: 'VERIFIED' });
    const agent = await newAgent(app, m.headers, m.id);
    await database.db.execute(`update members set kyc_level = 'VERIFIED' where id = ${agent.member.id}`);
    const player = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, player.auth, op, bank, '10000');

    const refused = await up(player.auth, '5000');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'kyc.level.required', value: { level: 'VERIFIED' } });
    expect(await balanceOf(app, player.auth)).toBe('10000');
    expect(await balanceOf(app, agent.auth)).toBe('0');

    const verified = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id, kycLevel: 'VERIFIED' });
    await fund(app, verified.auth, op, bank, '10000');
    expect((await up(verified.auth, '5000')).statusCode).toBe(200);
    expect(await balanceOf(app, verified.auth)).toBe('5000');
    expect(await balanceOf(app, agent.auth)).toBe('5000');
  });

  it('an agent below the level to withdraw sends nothing to their team', async () => {
    const { m, op, bank } = await brand({ kycWithdrawLevel: 'BASIC' });
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id, kycLevel: 'VERIFIED' });
    await fund(app, agent.auth, op, bank, '10000');
    expect((await down(agent.auth, member.member.id, '1000')).json()).toMatchObject({
      errorCode: 'kyc.level.required',
      value: { level: 'BASIC' },
    });
    expect(await balanceOf(app, agent.auth)).toBe('10000');
    expect(await balanceOf(app, member.auth)).toBe('0');
  });

  it('an agent pushes an unverified member no further than the brand’s total, deposits included', async () => {
    const { m, op, bank } = await brand({ kycDepositTotal: 5000n, kycDepositLevel: 'VERIFIED' });
    const agent = await newAgent(app, m.headers, m.id);
    await database.db.execute(`update members set kyc_level = 'VERIFIED' where id = ${agent.member.id}`);
    await fund(app, agent.auth, op, bank, '20000');
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });

    expect((await down(agent.auth, member.member.id, '3000')).statusCode).toBe(200);
    expect((await down(agent.auth, member.member.id, '2000')).statusCode).toBe(200);
    // 5,000 received: one more unit is past the total; the agent learns only that it is refused.
    const over = await down(agent.auth, member.member.id, '100');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ errorCode: 'agent.transfer.refused', value: null });
    expect(await balanceOf(app, agent.auth)).toBe('15000');
    expect(await balanceOf(app, member.auth)).toBe('5000');
    // The member's own deposit counts what the agent sent.
    const deposit = await app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: member.auth,
      payload: { channelId: bank, amount: '1000' },
    });
    expect(deposit.json()).toMatchObject({ errorCode: 'kyc.level.required', value: { level: 'VERIFIED' } });

    // A verified member of the same team takes any amount.
    const verified = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id, kycLevel: 'VERIFIED' });
    expect((await down(agent.auth, verified.member.id, '8000')).statusCode).toBe(200);
    expect(await balanceOf(app, agent.auth)).toBe('7000');
  });

  it('an unverified agent receives from their team no further than the brand’s total', async () => {
    const { m, op, bank } = await brand({ kycDepositTotal: 5000n, kycDepositLevel: 'VERIFIED' });
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id, kycLevel: 'VERIFIED' });
    await fund(app, member.auth, op, bank, '10000');
    expect((await up(member.auth, '5000')).statusCode).toBe(200);
    expect((await up(member.auth, '100')).json().errorCode).toBe('agent.transfer.refused');
    expect(await balanceOf(app, member.auth)).toBe('5000');
    expect(await balanceOf(app, agent.auth)).toBe('5000');
  });

  it('a brand without these rules moves money between unverified members as before', async () => {
    const { m, op, bank } = await brand({});
    const agent = await newAgent(app, m.headers, m.id);
    const member = await signedIn(app, m.headers, m.id, { uplineId: agent.member.id });
    await fund(app, agent.auth, op, bank, '50000');
    expect((await down(agent.auth, member.member.id, '40000')).statusCode).toBe(200);
    expect((await up(member.auth, '10000')).statusCode).toBe(200);
    expect(await balanceOf(app, agent.auth)).toBe('20000');
    expect(await balanceOf(app, member.auth)).toBe('30000');
  });
});
