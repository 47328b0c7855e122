/**
 * A third-party vendor with its own balance, over real HTTP, for the platform's side of the
 * transfer wallet: it checks the platform's signature and keeps balances like a vendor should,
 * and a test can make its next calls fail in the ways networks and vendors fail.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_HEADERS, providerSignedText } from '@mekong/contracts';

/**
 * REFUSE: answers FAILED (nothing done). LOSE_ANSWER: does the transfer, then drops the connection.
 * NEVER_ARRIVES: drops the connection without doing anything. BROKEN: 500 UNKNOWN_ERROR, nothing done.
 * QUERY_REFUSED: 401 INVALID_SIGNATURE, as a vendor's gateway answers a request it rejects (its
 * clock out of the request's window, say), nothing done.
 */
export type Fault = 'REFUSE' | 'LOSE_ANSWER' | 'NEVER_ARRIVES' | 'BROKEN' | 'QUERY_REFUSED';

type Tx = { kind: 'DEPOSIT' | 'WITHDRAW' | 'VOID'; playerId: string; amount: bigint; ok: boolean };

export async function fakeTransferVendor(secret: string) {
  const balances = new Map<string, bigint>();
  const txs = new Map<string, Tx>();
  const faults: Record<string, Fault[]> = { deposit: [], withdraw: [], status: [], balance: [] };
  const calls: string[] = [];

  function handle(name: string, b: Record<string, string>): Record<string, unknown> {
    if (name === 'balance') return { status: 'SUCCESS', balance: String(balances.get(b.playerId ?? '') ?? 0n) };
    const tid = b.transactionId ?? '';
    const known = txs.get(tid);
    if (name === 'status') {
      if (!known) txs.set(tid, { kind: 'VOID', playerId: '', amount: 0n, ok: false });
      if (!known || known.kind === 'VOID') return { status: 'NOT_FOUND', transactionId: tid };
      return {
        status: known.ok ? 'SUCCESS' : 'FAILED',
        transactionId: tid,
        direction: known.kind,
        amount: String(known.amount),
        playerId: known.playerId,
      };
    }
    if (known)
      return known.kind === 'VOID' ? { status: 'FAILED', reason: 'VOIDED' } : { status: 'SUCCESS', replayed: true };
    const kind = name === 'deposit' ? 'DEPOSIT' : 'WITHDRAW';
    const amount = BigInt(b.amount ?? '0');
    const held = balances.get(b.playerId ?? '') ?? 0n;
    if (kind === 'WITHDRAW' && held < amount) {
      txs.set(tid, { kind, playerId: b.playerId ?? '', amount, ok: false });
      return { status: 'INSUFFICIENT_FUNDS', balance: String(held) };
    }
    const after = kind === 'DEPOSIT' ? held + amount : held - amount;
    balances.set(b.playerId ?? '', after);
    txs.set(tid, { kind, playerId: b.playerId ?? '', amount, ok: true });
    return { status: 'SUCCESS', transactionId: tid, balance: String(after) };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const name = (req.url ?? '').split('/').pop() ?? '';
      calls.push(name);
      const ts = String(req.headers[PROVIDER_HEADERS.timestamp]);
      const expected = createHmac('sha256', secret)
        .update(providerSignedText(ts, name, raw))
        .digest('hex');
      const send = (http: number, body: unknown) =>
        res.writeHead(http, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers[PROVIDER_HEADERS.signature] !== expected) return send(401, { status: 'INVALID_SIGNATURE' });
      const fault = faults[name]?.shift();
      if (fault === 'NEVER_ARRIVES') return req.socket.destroy();
      if (fault === 'BROKEN') return send(500, { status: 'UNKNOWN_ERROR' });
      if (fault === 'QUERY_REFUSED') return send(401, { status: 'INVALID_SIGNATURE' });
      if (fault === 'REFUSE') return send(200, { status: 'FAILED', reason: 'PLAYER_BLOCKED' });
      const answer = handle(name, JSON.parse(raw));
      if (fault === 'LOSE_ANSWER') return req.socket.destroy();
      return send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/transfer`,
    /** The next calls of that name fail this way, in order. */
    fail: (name: 'deposit' | 'withdraw' | 'status' | 'balance', ...f: Fault[]) => faults[name]?.push(...f),
    balanceOf: (playerId: string) => balances.get(playerId) ?? 0n,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
