import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import {
  agentContracts,
  auditLog,
  members,
  memberTree,
  merchantModules,
  merchants,
} from '../src/platform/db/schema.ts';
import { login, sealedCall, setMember } from './helpers/accounts.ts';
import { newAgent } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  // Registration's human checks are tested elsewhere; here a recruit signs up with the code alone.
  await database.db
    .update(merchants)
    .set({ registerRules: { captcha: { enabled: false } } })
    .where(eq(merchants.id, m.id));
  await database.db.insert(merchantModules).values({ merchantId: m.id, modId: 'GEETEST3', enabled: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A handed-out account replaces its one-time password before anything else answers. */
async function changeHandedOut(auth: Record<string, string>, oldPassword: string) {
  const payload = { oldPassword, newPassword: 'mine1234', confirmNewPassword: 'mine1234' };
  const res = await sealedCall(app, { url: '/wps/member/password', headers: auth, payload });
  expect(res.statusCode).toBe(200);
}

const confirmAdult = async (auth: Record<string, string>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/member/confirmAdult',
    headers: auth,
    payload: { ageConfirmed: true, termsAccepted: true },
  });
  expect(res.statusCode).toBe(200);
};

const open = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  sealedCall(app, { url: '/wps/agent/downline', headers: auth, payload });
const username = () => uniqueCode('n').slice(0, 12);
const salary = (rate: number) => ({
  kind: 'DAILY_SALARY',
  terms: { tiers: [{ validBet: '100000', activeMembers: 3, rate }] },
});
const rowsOf = (memberId: number) => database.db.select().from(memberTree).where(eq(memberTree.descendantId, memberId));

describe('account opening', () => {
  it('opens a player below the agent who signs in with the password given and must change it', async () => {
    const top = await newAgent(app, m.headers, m.id);
    const agent = await newAgent(app, m.headers, m.id, top.member.id);
    const name = username();
    const res = await open(agent.auth, {
      username: name.toUpperCase(),
      password: 'start123',
      accountType: 'PLAYER',
      nickname: 'Dara',
    });
    expect(res.json()).toMatchObject({
      success: true,
      value: { account: name, type: 0, affiliateCode: null, mustChangePassword: true, contracts: [] },
    });
    const id = res.json().value.id;
    expect((await rowsOf(id)).map((r) => [r.ancestorId, r.depth]).sort()).toEqual(
      [
        [agent.member.id, 1],
        [top.member.id, 2],
      ].sort(),
    );
    const signIn = await login(app, m.headers, { username: name, password: 'start123' });
    expect(signIn.json().value).toMatchObject({ forceChangePassword: true });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { ...m.headers, authorization: signIn.json().value.token },
    });
    expect(info.json().value).toMatchObject({ toUpline: agent.member.account, nickname: 'Dara', isAgent: false });
    const [row] = await database.db.select().from(members).where(eq(members.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const listed = await app.inject({ url: '/wps/agent/team/members', headers: agent.auth });
    expect(listed.json().value.list.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('asks the player of an opened account to confirm being 18 or older and the terms before anything else', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const name = username();
    expect((await open(agent.auth, { username: name, password: 'start123', accountType: 'PLAYER' })).statusCode).toBe(
      200,
    );
    const signIn = await login(app, m.headers, { username: name, password: 'start123' });
    const auth = { ...m.headers, authorization: signIn.json().value.token };
    const payload = { oldPassword: 'start123', newPassword: 'mine1234', confirmNewPassword: 'mine1234' };
    expect((await sealedCall(app, { url: '/wps/member/password', headers: auth, payload })).statusCode).toBe(200);
    const info = () => app.inject({ url: '/wps/member/info', headers: auth });
    expect((await info()).json().value).toMatchObject({ forceChangePassword: false, adultConfirmRequired: true });
    for (const url of ['/wps/v2/wallets/balance', '/wps/transaction/deposit/channels']) {
      const refused = await app.inject({ url, headers: auth });
      expect({ url, status: refused.statusCode, code: refused.json().errorCode }).toEqual({
        url,
        status: 403,
        code: 'member.adult.confirm.required',
      });
    }
    const confirm = (body: object) =>
      app.inject({ method: 'POST', url: '/wps/member/confirmAdult', headers: auth, payload: body });
    expect((await confirm({ ageConfirmed: false, termsAccepted: true })).json().errorCode).toBe('register.underage');
    expect((await confirm({ ageConfirmed: true, termsAccepted: false })).json().errorCode).toBe(
      'register.terms.required',
    );
    expect((await info()).json().value.adultConfirmRequired).toBe(true);
    await confirmAdult(auth);
    expect((await info()).json().value.adultConfirmRequired).toBe(false);
    expect((await app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).statusCode).toBe(200);
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, String(signIn.json().value.id)), eq(auditLog.action, 'member.adult.confirmed')));
    expect(line).toBeDefined();
    // A member who registered through the form was asked there, and is not asked again.
    expect((await app.inject({ url: '/wps/member/info', headers: agent.auth })).json().value.adultConfirmRequired).toBe(
      false,
    );
  });

  it('opens an agent of the caller’s type with an invitation code that recruits into the same line', async () => {
    const top = await newAgent(app, m.headers, m.id);
    await setMember(app, top.member.id, { type: 41 });
    const res = await open(top.auth, { username: username(), accountType: 'AGENT' });
    const created = res.json().value;
    expect(created).toMatchObject({ type: 41, mustChangePassword: true });
    expect(created.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    // No password given: a one-time password, answered to the agent, which must be changed.
    expect(created.temporaryPassword).toEqual(expect.any(String));
    const signIn = await login(app, m.headers, { username: created.account, password: created.temporaryPassword });
    expect(signIn.json().value).toMatchObject({ forceChangePassword: true });
    const auth = { ...m.headers, authorization: signIn.json().value.token };
    // The agent centre opens once the handed-out password is changed.
    const early = await app.inject({ url: '/wps/agent/team/overview', headers: auth });
    expect(early.json().errorCode).toBe('password.change.required');
    await changeHandedOut(auth, created.temporaryPassword);
    // Then the player confirms what registration asks and the agent could not answer for them.
    const unconfirmed = await app.inject({ url: '/wps/agent/team/overview', headers: auth });
    expect(unconfirmed.json().errorCode).toBe('member.adult.confirm.required');
    await confirmAdult(auth);
    expect((await app.inject({ url: '/wps/agent/team/overview', headers: auth })).statusCode).toBe(200);
    const recruit = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: m.headers,
      payload: {
        username: username(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
        affiliateCode: created.affiliateCode,
      },
    });
    expect(recruit.json().success).toBe(true);
    expect((await rowsOf(recruit.json().value.id)).map((r) => r.depth).sort()).toEqual([1, 2]);
  });

  it('saves contract terms as pending offers, within the agent’s own rate', async () => {
    const top = await newAgent(app, m.headers, m.id);
    // At the top of the tree, the brand's ceiling: 3% by default (agent-top-ceilings.test.ts).
    const first = await open(top.auth, { username: username(), accountType: 'AGENT', contracts: [salary(300)] });
    expect(first.json().value.contracts).toMatchObject([{ kind: 'DAILY_SALARY', status: 'PENDING' }]);
    const firstAuth = {
      ...m.headers,
      authorization: (
        await login(app, m.headers, {
          username: first.json().value.account,
          password: first.json().value.temporaryPassword,
        })
      ).json().value.token,
    };
    await changeHandedOut(firstAuth, first.json().value.temporaryPassword);
    await confirmAdult(firstAuth);
    const consolidated = await app.inject({ url: '/wps/member/info/funds/consolidated', headers: firstAuth });
    expect(consolidated.json().value).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });

    const sub = await newAgent(app, m.headers, m.id, top.member.id);
    await database.db.insert(agentContracts).values({
      merchantId: m.id,
      kind: 'DAILY_SALARY',
      uplineId: top.member.id,
      memberId: sub.member.id,
      status: 'ACTIVE',
      terms: salary(120).terms,
    });
    const name = username();
    const over = await open(sub.auth, { username: name, accountType: 'PLAYER', contracts: [salary(121)] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'agent.contract.rate.exceeded', value: { ceiling: 120 } });
    const none = await open(sub.auth, {
      username: name,
      accountType: 'PLAYER',
      contracts: [{ ...salary(10), kind: 'DIVIDEND' }],
    });
    expect(none.json()).toMatchObject({ errorCode: 'agent.contract.rate.exceeded', value: { ceiling: 0 } });
    expect(await database.db.select().from(members).where(eq(members.account, name))).toHaveLength(0);
    const within = await open(sub.auth, { username: name, accountType: 'PLAYER', contracts: [salary(120)] });
    expect(within.json().success).toBe(true);
    const offers = await database.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.memberId, within.json().value.id));
    expect(offers).toMatchObject([{ uplineId: sub.member.id, status: 'PENDING', terms: salary(120).terms }]);
  });

  it('refuses a taken or invalid name, a switched-off contract kind and a plain body, writing nothing', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const taken = await open(agent.auth, {
      username: agent.member.account,
      accountType: 'PLAYER',
      contracts: [salary(10)],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('exists.username.err');
    expect(
      await database.db.select().from(agentContracts).where(eq(agentContracts.uplineId, agent.member.id)),
    ).toHaveLength(0);
    const bad = await open(agent.auth, { username: '9 lives', password: 'x', accountType: 'PLAYER' });
    expect(bad.json()).toMatchObject({ errorCode: 'request.param.err' });
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(['password', 'username']);
    const off = await createMerchant(database);
    await database.db.insert(merchantModules).values({ merchantId: off.id, modId: 'DAILYSALCONT3', enabled: false });
    const offAgent = await newAgent(app, off.headers, off.id);
    const refused = await open(offAgent.auth, { username: username(), accountType: 'PLAYER', contracts: [salary(10)] });
    expect(refused.json().errorCode).toBe('function.not.available');
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/agent/downline',
      headers: agent.auth,
      payload: { username: username(), accountType: 'PLAYER' },
    });
    expect(plain.json().errorCode).toBe('request_body_required');
    const mine = await app.inject({ url: '/wps/agent/team/members', headers: agent.auth });
    expect(mine.json().value.total).toBe(0);
  });
});
