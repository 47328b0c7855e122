import {
  PROVIDER_HEADERS,
  type ProviderAnswer,
  type ProviderStatus,
  providerAuthenticate,
  providerBalance,
  providerBetsReport,
  providerCredit,
  providerDebit,
  providerRollback,
} from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { providerVendors } from '../../platform/db/schema.ts';
import { recentAnswers } from '../../platform/recent.ts';
import { replayedDebit } from './debit-replay.ts';
import { rollback } from './rollback.ts';
import { vendorSecret } from './secrets.ts';
import { openVendorSession, type VendorSessionCache, vendorSession } from './sessions.ts';
import { verifyProvider } from './signature.ts';
import { recordReportedBets } from './transfer/bets-report.ts';
import { walletModelOf } from './transfer/model.ts';
import { balanceAnswer, credit, debit, ProviderRefusal } from './wallet.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const HTTP: Partial<Record<ProviderStatus, number>> = { BAD_REQUEST: 400, INVALID_SIGNATURE: 401, UNKNOWN_ERROR: 500 };

/** Every vendor call names its vendor; a vendor is switched on or off by an operator: kept two seconds. */
const enabledVendors = recentAnswers<typeof providerVendors.$inferSelect | null>(2000);

/**
 * The provider wallet API a game vendor calls (docs/provider-api.md), under /provider/v1/<vendor>/.
 * Outside /wps/: vendors send no Merchant header; the player (and so the merchant) comes from
 * the vendor session or the bet a call refers to.
 */
export const providerRoutes = (db: Db, sessions?: VendorSessionCache) => async (app: FastifyInstance) => {
  // The signature covers the exact bytes sent, so the body is kept as text before parsing.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  const secrets = new Map<string, Promise<string>>();
  async function vendorOf(code: string) {
    const v = await enabledVendors.get(db, code, async () => {
      const [row] = await db
        .select()
        .from(providerVendors)
        .where(and(eq(providerVendors.code, code), eq(providerVendors.enabled, true)));
      return row ?? null;
    });
    if (!v) return null;
    const secret = secrets.get(code) ?? vendorSecret(db, code, v.secretEnv);
    secrets.set(code, secret);
    return { ...v, secret: await secret };
  }

  /** Business outcomes are HTTP 200; the statuses docs/provider-api.md gives another code keep it. */
  const answer = (reply: FastifyReply, body: ProviderAnswer) => reply.code(HTTP[body.status] ?? 200).send(body);

  /** Signature, then the body's shape, then the call; refusals become their status. */
  function call<S extends z.ZodType>(
    path: string,
    schema: S,
    run: (vendorCode: string, body: z.infer<S>) => Promise<ProviderAnswer>,
  ) {
    app.post(`/provider/v1/:vendor/${path}`, async (request: FastifyRequest, reply) => {
      const vendorCode = (request.params as { vendor: string }).vendor;
      const vendor = /^[A-Z0-9_]{2,32}$/.test(vendorCode) ? await vendorOf(vendorCode) : null;
      const ok =
        vendor &&
        verifyProvider(
          vendor.secret,
          request.headers[PROVIDER_HEADERS.timestamp] as string | undefined,
          request.headers[PROVIDER_HEADERS.signature] as string | undefined,
          path,
          request.rawBody ?? '',
        );
      if (!ok) return answer(reply, { status: 'INVALID_SIGNATURE' });
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) return answer(reply, { status: 'BAD_REQUEST', message: parsed.error.issues[0]?.message });
      try {
        return answer(reply, await run(vendorCode, parsed.data));
      } catch (err) {
        if (err instanceof ProviderRefusal)
          return answer(reply, {
            status: err.status,
            ...(err.balance !== undefined ? { balance: err.balance.toString() } : {}),
          });
        request.log.error({ err }, 'provider call failed');
        return answer(reply, { status: 'UNKNOWN_ERROR' });
      }
    });
  }

  call('authenticate', providerAuthenticate, async (vendorCode, body) => {
    const session = await openVendorSession(db, vendorCode, body.ticket);
    if (!session) throw new ProviderRefusal('INVALID_TOKEN');
    if (session.member.status !== 'ACTIVE') throw new ProviderRefusal('PLAYER_DISABLED');
    // In the TRANSFER model the balance is the vendor's own: there is none to tell here.
    const walletModel = await walletModelOf(db, session.merchant, vendorCode);
    return {
      ...(walletModel === 'TRANSFER'
        ? { status: 'OK', currency: session.merchant.currency }
        : await balanceAnswer(db, vendorCode, session)),
      walletModel,
      // The player's brand: a vendor serving several brands keeps each brand's things apart by it
      // (the house's sportsbook offers a window only its own brand's events).
      merchantId: session.merchant.id,
      token: session.token,
      player: {
        id: String(session.member.id),
        account: session.member.account,
        nickname: session.member.nickname,
        mode: session.mode,
        gameCode: session.gameCode,
      },
    } as ProviderAnswer;
  });

  const playerOf = async (vendorCode: string, token: string) => {
    const p = await vendorSession(db, vendorCode, token, sessions);
    if (!p) throw new ProviderRefusal('INVALID_TOKEN');
    // A brand runs a vendor in one model: a TRANSFER-model vendor spends its own balance.
    if ((await walletModelOf(db, p.merchant, vendorCode)) === 'TRANSFER')
      throw new ProviderRefusal('WRONG_WALLET_MODEL');
    return p;
  };

  call('balance', providerBalance, async (vendorCode, body) =>
    balanceAnswer(db, vendorCode, await playerOf(vendorCode, body.token)),
  );
  call('debit', providerDebit, async (vendorCode, body) => {
    const bet = { ...body, amount: BigInt(body.amount) };
    try {
      return await debit(db, vendorCode, await playerOf(vendorCode, body.token), bet);
    } catch (err) {
      // A resend whose session ended since its first send is answered as that send was.
      if (!(err instanceof ProviderRefusal && err.status === 'INVALID_TOKEN')) throw err;
      const first = await replayedDebit(db, vendorCode, body.token, bet);
      if (!first) throw err;
      return first;
    }
  });
  call('credit', providerCredit, (vendorCode, body) =>
    credit(db, vendorCode, {
      ...body,
      amount: BigInt(body.amount),
      validStake: body.validStake === undefined ? undefined : BigInt(body.validStake),
    }),
  );
  call('rollback', providerRollback, (vendorCode, body) => rollback(db, vendorCode, body));
  // TRANSFER-model vendors report their final bets for the betting record (section 7).
  call(
    'bets',
    providerBetsReport,
    async (vendorCode, body) => recordReportedBets(db, vendorCode, body.bets) as unknown as ProviderAnswer,
  );
};
