/**
 * Bull-bull's clock and live events: hands started by the countdown, finished by the decision
 * window for players who went quiet, players leaving mid-hand, and the event stream that shows each
 * player the others' moves as they happen.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { act } from '../src/house/pvp/commands.ts';
import { refreshPvpTable } from '../src/house/pvp/refresh.ts';
import { type PvpTableView, pvpTableView } from '../src/house/pvp/state.ts';
import { recoverHouseBets } from '../src/house/recovery.ts';
import { houseSession } from '../src/house/sessions.ts';
import { houseBets } from '../src/house/store/tables.ts';
import { WalletUnavailable } from '../src/house/wallet-client.ts';
import { houseSuite } from './helpers/house.ts';
import { balanceOf } from './helpers/money.ts';
import { freshPvpTable, pvpApi } from './helpers/pvp.ts';

const { s, fundedPlayer, openWindow } = houseSuite();
const api = pvpApi(s);
const later = (ms: number) => new Date(Date.now() + ms);
const sessionOf = (w: { token: string }) => houseSession(s.database.db, w.token);

/** Two funded players with bull-bull windows, seated at a table of their own. */
async function twoSeated(mode: 'REAL' | 'FREE' = 'REAL') {
  const t = freshPvpTable(mode);
  const a = await fundedPlayer('100000');
  const b = await fundedPlayer('100000');
  const wa = await openWindow(a.auth, 'bull-bull', mode === 'REAL' ? 1 : 0);
  const wb = await openWindow(b.auth, 'bull-bull', mode === 'REAL' ? 1 : 0);
  await api.post(t.id, 'sit', wa.auth);
  await api.post(t.id, 'sit', wb.auth);
  return { t, a, b, wa, wb };
}

describe('the table clock', () => {
  it('starts a hand when the countdown runs out, ready or not', async () => {
    const { t, a, wa } = await twoSeated();
    expect((await api.get(t.id, wa.auth)).value).toMatchObject({ phase: 'STARTING', hand: null });
    await refreshPvpTable(s.app.house, t, later(t.timing.countdownMs + 1));
    const view = await pvpTableView(s.app.house, t, await sessionOf(wa));
    expect(view).toMatchObject({ phase: 'DECIDING', me: { canAct: true } });
    expect(await balanceOf(s.app, a.auth)).toBe('99600');
  });

  it('settles a hand at the end of its window: the quiet player calls and is stood up, late moves are refused', async () => {
    const { t, a, b, wa, wb } = await twoSeated();
    await api.post(t.id, 'ready', wa.auth);
    await api.post(t.id, 'ready', wb.auth);
    await api.post(t.id, 'act', wa.auth, { action: 'FOLD' });
    // Nobody asks: the every-minute job (or a live-events watcher) finds the window over.
    const past = later(t.timing.decisionMs + 1);
    await refreshPvpTable(s.app.house, t, past);
    const late = act(s.app.house, t, await sessionOf(wb), 'TRIPLE', past);
    await expect(late).rejects.toMatchObject({ code: 'house.round.closed' });
    const view = (await api.get(t.id, wa.auth)).value;
    expect(view.hand).toMatchObject({ winnerSeat: 2, pot: '300', rake: '15' });
    expect(view.seats[1]).toMatchObject({ action: 'CALL', defaulted: true, result: 'WIN' });
    // The folded player keeps the seat; the one the clock played for sits out.
    expect(view.seats.map((x: { seated: boolean }) => x.seated)).toEqual([true, false, false, false, false]);
    expect(await balanceOf(s.app, a.auth)).toBe('99900');
    expect(await balanceOf(s.app, b.auth)).toBe('100085');
  });

  it('keeps a player who leaves mid-hand in that hand, then frees the seat', async () => {
    const { t, a, wa, wb } = await twoSeated();
    await api.post(t.id, 'ready', wa.auth);
    await api.post(t.id, 'ready', wb.auth);
    expect((await api.post(t.id, 'leave', wa.auth)).value).toMatchObject({ leaving: true, phase: 'DECIDING' });
    const seen = (await api.post(t.id, 'act', wb.auth, { action: 'CALL' })).value;
    expect(seen).toMatchObject({ phase: 'DECIDING' });
    expect(seen.seats[0]).toMatchObject({ nickname: wa.nickname, leaving: true, inHand: true });
    const done = (await api.post(t.id, 'act', wa.auth, { action: 'FOLD' })).value;
    expect(done).toMatchObject({ phase: 'RESULT', mySeat: 1 });
    expect(done.seats[0]).toMatchObject({ result: 'FOLD' });
    expect(await balanceOf(s.app, a.auth)).toBe('99900');
    expect((await api.get(t.id, wb.auth)).value.seats[0].seated).toBe(false);
    expect(await api.post(t.id, 'leave', wa.auth)).toMatchObject({ errorCode: 'house.pvp.not.seated' });
  });
});

describe('money at the start of a hand', () => {
  it('voids a stake the wallet refuses, stands that player up and gives the other stake back', async () => {
    const { t, a, b, wa, wb } = await twoSeated();
    const wallet = s.app.house.wallet;
    const bSession = await sessionOf(wb);
    // b's money went elsewhere after sitting down: the platform refuses the reserve.
    const refusing = {
      ...wallet,
      debit: async (p: Parameters<typeof wallet.debit>[0]) =>
        p.token === bSession.vendorToken ? { status: 'INSUFFICIENT_FUNDS' as const, balance: '0' } : wallet.debit(p),
    };
    await refreshPvpTable({ db: s.database.db, wallet: refusing }, t, later(t.timing.countdownMs + 1));
    const view = (await api.get(t.id, wa.auth)).value;
    expect(view.hand).toMatchObject({ winnerSeat: null, pot: '0', rake: '0' });
    expect(view.seats[0]).toMatchObject({ seated: true, result: 'REFUND' });
    expect(view.seats[1]).toMatchObject({ seated: false });
    expect(await balanceOf(s.app, a.auth)).toBe('100000');
    expect(await balanceOf(s.app, b.auth)).toBe('100000');
  });

  type Debit = Parameters<typeof s.app.house.wallet.debit>[0];

  /**
   * The house's wallet with debits that land at the platform and then run `landed` before their
   * answer comes back (none if it throws), and rollbacks that do not get through: the next
   * `failing` of them (all until told otherwise).
   */
  function unreliableWallet(landed: (p: Debit) => Promise<void>, failing = Number.POSITIVE_INFINITY) {
    const wallet = s.app.house.wallet;
    const state = { failing };
    const deps = {
      db: s.database.db,
      wallet: {
        ...wallet,
        debit: async (p: Debit) => {
          const answer = await wallet.debit(p);
          await landed(p);
          return answer;
        },
        rollback: async (p: Parameters<typeof wallet.rollback>[0]) => {
          if (state.failing-- > 0) throw new WalletUnavailable('the wallet is unreachable');
          return wallet.rollback(p);
        },
      },
    };
    return { deps, state };
  }

  const betOf = async (w: { token: string }) =>
    (
      await s.database.db
        .select()
        .from(houseBets)
        .where(eq(houseBets.sessionId, (await sessionOf(w)).id))
    )[0];

  it('gives back a reserve that landed unanswered and could not be rolled back before the hand ended', async () => {
    const { t, a, b, wa } = await twoSeated();
    const token = (await sessionOf(wa)).vendorToken;
    const { deps, state } = unreliableWallet(async (p) => {
      if (p.token === token) throw new WalletUnavailable('answer lost');
    });
    const start = later(t.timing.countdownMs + 1);
    await refreshPvpTable(deps, t, start);
    expect(await balanceOf(s.app, a.auth)).toBe('99600');
    expect((await betOf(wa))?.status).toBe('PENDING');
    // The clock runs out: b plays alone and gets the reserve back; a's stake was never in the hand.
    await refreshPvpTable(deps, t, new Date(start.getTime() + t.timing.decisionMs + 1));
    const view = (await api.get(t.id, wa.auth)).value;
    expect(view).toMatchObject({ phase: 'RESULT', hand: { winnerSeat: null, pot: '0' } });
    expect(view.seats[0]).toMatchObject({ inHand: false, result: null });
    expect(await balanceOf(s.app, b.auth)).toBe('100000');
    // Its debit may have landed, so it stays open until a rollback gets through.
    expect(await balanceOf(s.app, a.auth)).toBe('99600');
    expect((await betOf(wa))?.status).toBe('PENDING');
    state.failing = 0;
    expect((await recoverHouseBets(s.app.house, later(61_000))).voided).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(s.app, a.auth)).toBe('100000');
    expect((await betOf(wa))?.status).toBe('VOID');
  });

  it('gives such a reserve back when the hand is settled, once the wallet answers again', async () => {
    const { t, a, wa } = await twoSeated();
    const token = (await sessionOf(wa)).vendorToken;
    // The answer is lost, and so is the rollback sent straight after it.
    const { deps } = unreliableWallet(async (p) => {
      if (p.token === token) throw new WalletUnavailable('answer lost');
    }, 1);
    const start = later(t.timing.countdownMs + 1);
    await refreshPvpTable(deps, t, start);
    expect((await betOf(wa))?.status).toBe('PENDING');
    await refreshPvpTable(deps, t, new Date(start.getTime() + t.timing.decisionMs + 1));
    expect(await balanceOf(s.app, a.auth)).toBe('100000');
    expect((await betOf(wa))?.status).toBe('VOID');
  });

  it('gives back a reserve whose answer came after the hand was settled without it', async () => {
    const { t, a, b, wa, wb } = await twoSeated();
    const start = later(t.timing.countdownMs + 1);
    const debited: (string | null)[] = [];
    // The reserve debited second answers only after the clock ran out and the hand was settled.
    const { deps, state } = unreliableWallet(async (p) => {
      debited.push(p.token);
      if (debited.length === 2) await refreshPvpTable(deps, t, new Date(start.getTime() + t.timing.decisionMs + 1));
    });
    await refreshPvpTable(deps, t, start);
    const lateIsA = debited[1] === (await sessionOf(wa)).vendorToken;
    const [late, early, lateWindow] = lateIsA ? [a, b, wa] : [b, a, wb];
    // The other played alone and got the reserve back; the late one is kept open for a rollback.
    expect(await balanceOf(s.app, early.auth)).toBe('100000');
    expect(await balanceOf(s.app, late.auth)).toBe('99600');
    expect((await betOf(lateWindow))?.status).toBe('PENDING');
    state.failing = 0;
    await recoverHouseBets(s.app.house, later(61_000));
    expect(await balanceOf(s.app, late.auth)).toBe('100000');
    expect((await betOf(lateWindow))?.status).toBe('VOID');
  });

  it('starts one hand and takes one reserve however many requests move the clock at once', async () => {
    const { t, a, wa } = await twoSeated();
    const at = later(t.timing.countdownMs + 1);
    await Promise.all(Array.from({ length: 4 }, () => refreshPvpTable(s.app.house, t, at)));
    expect((await api.get(t.id, wa.auth)).value.hand).toMatchObject({ seq: 1, pot: '200' });
    expect(await balanceOf(s.app, a.auth)).toBe('99600');
  });

  it('takes one move of a player sending two at once', async () => {
    const { t, wa, wb } = await twoSeated();
    await api.post(t.id, 'ready', wa.auth);
    await api.post(t.id, 'ready', wb.auth);
    const answers = await Promise.all([
      api.post(t.id, 'act', wa.auth, { action: 'TRIPLE' }),
      api.post(t.id, 'act', wa.auth, { action: 'FOLD' }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.errorCode).toBe('house.pvp.already.acted');
  });
});

describe('live events', () => {
  let base = '';
  beforeAll(async () => {
    base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Reads a table's event stream until a state matches, returning it. */
  async function until(stream: Response, matches: (view: PvpTableView) => boolean) {
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.startsWith('event: state') && data) {
            const view = JSON.parse(data.slice(6)) as PvpTableView;
            if (matches(view)) return view;
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } finally {
      reader.releaseLock();
    }
  }

  it('shows a player the other one sitting down and acting, as it happens', async () => {
    const t = freshPvpTable('REAL');
    const [a, b] = [await fundedPlayer('100000'), await fundedPlayer('100000')];
    const [wa, wb] = [await openWindow(a.auth, 'bull-bull'), await openWindow(b.auth, 'bull-bull')];
    await api.post(t.id, 'sit', wa.auth);
    const abort = new AbortController();
    const stream = await fetch(`${base}/house/api/pvp/tables/${t.id}/events?token=${wa.token}`, {
      signal: abort.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    try {
      const first = await until(stream, () => true);
      expect(first).toMatchObject({ tableId: t.id, mySeat: 1, phase: 'WAITING' });
      await api.post(t.id, 'sit', wb.auth);
      const sat = await until(stream, (v) => v.seats[1]?.nickname !== null);
      expect(sat.seats[1]).toMatchObject({ nickname: wb.nickname, me: false });
      await api.post(t.id, 'ready', wb.auth);
      await api.post(t.id, 'ready', wa.auth);
      // The hand shows as soon as it starts; the cards once this player's reserve is in.
      const dealt = await until(stream, (v) => v.phase === 'DECIDING' && v.me.cards !== null);
      expect(dealt.me.cards).toHaveLength(5);
      expect(dealt.seats[1]?.cards).toBeNull();
      await api.post(t.id, 'act', wb.auth, { action: 'TRIPLE' });
      const moved = await until(stream, (v) => v.seats[1]?.action !== null);
      expect(moved.seats[1]).toMatchObject({ action: 'TRIPLE', cards: null });
      await api.post(t.id, 'act', wa.auth, { action: 'CALL' });
      const result = await until(stream, (v) => v.phase === 'RESULT');
      expect(result.seats[1]?.cards).toHaveLength(5);
      expect(result.hand?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      abort.abort();
    }
  });

  it('refuses a stream without a window token', async () => {
    const res = await fetch(`${base}/house/api/pvp/tables/bull-100-1/events`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('house.session.invalid');
  });
});
