import { randomUUID } from 'node:crypto';
import {
  PROVIDER_HEADERS,
  type TransferBalanceAnswer,
  type TransferMoveAnswer,
  type TransferStatusAnswer,
} from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.ts';
import { providerVendors } from '../../../platform/db/schema.ts';
import { vendorSecret } from '../secrets.ts';
import { signProvider } from '../signature.ts';

/** How a call reaches a vendor: the HTTP status and the parsed body (undefined if not JSON). */
export type VendorTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs?: number,
) => Promise<{ http: number; body: unknown }>;

/** A vendor's answer cannot wait for ever: past this, the outcome is unknown and `status` decides. */
export const VENDOR_TIMEOUT_MS = 10_000;

/**
 * HTTP for a vendor elsewhere (a full URL); a path ("/house/transfer/v1") is served by this same
 * server and goes through `inProcess`, still signed and routed like any request.
 */
export const vendorTransport =
  (inProcess: VendorTransport, timeoutMs = VENDOR_TIMEOUT_MS): VendorTransport =>
  async (url, body, headers, timeout = timeoutMs) => {
    if (url.startsWith('/')) return inProcess(url, body, headers);
    const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeout) });
    return { http: res.status, body: await res.json().catch(() => undefined) };
  };

/** Calls into this same server's router: still signed, parsed and verified like any request. */
export const inProcessTransport =
  (app: FastifyInstance): VendorTransport =>
  async (url, payload, headers) => {
    const res = await app.inject({ method: 'POST', url, payload, headers });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { http: res.statusCode, body };
  };

/** What a deposit, withdrawal or status query came to, from the platform's point of view. */
export type Outcome =
  | { kind: 'SUCCESS'; answer: TransferMoveAnswer & TransferStatusAnswer }
  /** Definitely not done: nothing moved at the vendor. */
  | { kind: 'FAILED'; reason: string; answer: TransferMoveAnswer | TransferStatusAnswer }
  /** No definite answer: the transfer may or may not have happened. */
  | { kind: 'UNKNOWN'; reason: string };

/** Answers that mean the vendor did not move the money (it may say so with a 400 or 401 too). */
const NOT_DONE = new Set([
  'INSUFFICIENT_FUNDS',
  'FAILED',
  'DUPLICATE_TRANSACTION',
  'WRONG_CURRENCY',
  'BAD_REQUEST',
  'INVALID_SIGNATURE',
]);

/**
 * What a `status` query may answer about the transfer itself: it failed, or the vendor never saw it
 * (docs/provider-api.md section 7.2). Any other refusal (a bad signature, a clock out of the
 * vendor's window, a malformed request) is about the query, not the transfer: settling the
 * transfer FAILED on it would give the player back money the vendor may hold.
 */
const STATUS_NOT_DONE = new Set(['FAILED', 'NOT_FOUND']);

export type TransferCall = { transactionId: string; playerId: string; currency: string; amount: bigint };

/** The signed calls the platform makes to TRANSFER-model vendors (docs/provider-api.md section 7). */
export function vendorTransferApi(db: Db, transport: VendorTransport) {
  const secrets = new Map<string, Promise<string>>();
  async function call(vendorCode: string, name: string, payload: Record<string, unknown>, timeoutMs?: number) {
    const [v] = await db.select().from(providerVendors).where(eq(providerVendors.code, vendorCode));
    if (!v?.transferUrl) throw new Error(`vendor ${vendorCode} has no transfer API`);
    const secret = secrets.get(vendorCode) ?? vendorSecret(db, vendorCode, v.secretEnv);
    secrets.set(vendorCode, secret);
    const body = JSON.stringify({ requestId: randomUUID(), ...payload });
    const timestamp = String(Date.now());
    return transport(
      `${v.transferUrl.replace(/\/$/, '')}/${name}`,
      body,
      {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.timestamp]: timestamp,
        [PROVIDER_HEADERS.signature]: signProvider(await secret, timestamp, name, body),
      },
      timeoutMs,
    );
  }

  /** Any failure to get a well-formed answer is an unknown outcome, never a failure. */
  async function outcome(vendorCode: string, name: string, payload: Record<string, unknown>): Promise<Outcome> {
    let res: { http: number; body: unknown };
    try {
      res = await call(vendorCode, name, payload);
    } catch (err) {
      return { kind: 'UNKNOWN', reason: (err as Error).message ?? String(err) };
    }
    const answer = res.body as (TransferMoveAnswer & TransferStatusAnswer) | undefined;
    const status: string | undefined = typeof answer?.status === 'string' ? answer.status : undefined;
    if (!answer || !status) return { kind: 'UNKNOWN', reason: `HTTP ${res.http} without an answer` };
    if (status === 'SUCCESS') return { kind: 'SUCCESS', answer };
    if (name === 'status' ? STATUS_NOT_DONE.has(status) : NOT_DONE.has(status))
      return { kind: 'FAILED', reason: status, answer };
    return { kind: 'UNKNOWN', reason: status };
  }

  const move = (name: 'deposit' | 'withdraw') => (vendorCode: string, c: TransferCall) =>
    outcome(vendorCode, name, {
      transactionId: c.transactionId,
      playerId: c.playerId,
      currency: c.currency,
      amount: c.amount.toString(),
    });

  return {
    deposit: move('deposit'),
    withdraw: move('withdraw'),
    /** What the vendor says a transfer came to, checked against what we asked for. */
    status: async (vendorCode: string, c: TransferCall & { direction: 'IN' | 'OUT' }): Promise<Outcome> => {
      const o = await outcome(vendorCode, 'status', { transactionId: c.transactionId });
      if (o.kind !== 'SUCCESS') return o;
      const a = o.answer;
      const same =
        a.amount === c.amount.toString() &&
        a.playerId === c.playerId &&
        a.direction === (c.direction === 'IN' ? 'DEPOSIT' : 'WITHDRAW');
      // A success that is not ours is not a success: an operator must look at it.
      return same ? o : { kind: 'UNKNOWN', reason: 'status answered another transfer' };
    },
    /** The player's balance at the vendor, or null when the vendor does not answer (in time). */
    balance: async (vendorCode: string, playerId: string, currency: string, timeoutMs?: number) => {
      try {
        const res = await call(vendorCode, 'balance', { playerId, currency }, timeoutMs);
        const a = res.body as TransferBalanceAnswer | undefined;
        return a?.status === 'SUCCESS' && typeof a.balance === 'string' && /^[0-9]{1,16}$/.test(a.balance)
          ? BigInt(a.balance)
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type VendorTransferApi = ReturnType<typeof vendorTransferApi>;
