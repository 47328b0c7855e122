import { createHmac, randomUUID } from 'node:crypto';
import {
  PROVIDER_HEADERS,
  type ProviderAnswer,
  providerSignedText,
  type ReportedBet,
  type ReportedBetResult,
} from '@mekong/contracts';

/** How the house reaches the platform: HTTP in production, the app's own router in one process. */
export type WalletTransport = (path: string, body: string, headers: Record<string, string>) => Promise<unknown>;

export type HouseWalletOptions = {
  transport: WalletTransport;
  /** The house vendor's shared secret, the one the platform verifies. */
  secret: () => Promise<string>;
  vendorCode?: string;
};

export type AuthenticateAnswer = ProviderAnswer & {
  token?: string;
  /** The player's brand; absent from a platform older than the field (docs/provider-api.md). */
  merchantId?: number;
  player?: { id: string; account: string; nickname: string; mode: 'REAL' | 'FREE'; gameCode: string };
};

/** An answer the house did not expect: the platform was unreachable or failed. */
export class WalletUnavailable extends Error {}

/**
 * The house vendor's side of the provider wallet API (docs/provider-api.md): signed calls, exactly
 * what a third-party vendor sends. Business refusals come back as statuses, not exceptions.
 */
export function houseWallet({ transport, secret, vendorCode = 'HOUSE' }: HouseWalletOptions) {
  async function call<T extends ProviderAnswer>(name: string, payload: Record<string, unknown>): Promise<T> {
    const body = JSON.stringify({ requestId: randomUUID(), ...payload });
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', await secret())
      .update(providerSignedText(timestamp, name, body))
      .digest('hex');
    const answer = (await transport(`/provider/v1/${vendorCode}/${name}`, body, {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.timestamp]: timestamp,
      [PROVIDER_HEADERS.signature]: signature,
    })) as T | undefined;
    if (!answer || typeof answer.status !== 'string') throw new WalletUnavailable(`provider ${name} did not answer`);
    if (answer.status === 'UNKNOWN_ERROR' || answer.status === 'INVALID_SIGNATURE' || answer.status === 'BAD_REQUEST')
      throw new WalletUnavailable(`provider ${name}: ${answer.status}`);
    return answer;
  }

  return {
    authenticate: (ticket: string) => call<AuthenticateAnswer>('authenticate', { ticket }),
    balance: (token: string) => call('balance', { token }),
    debit: (p: {
      token: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
      currency: string;
      detail?: Record<string, unknown>;
    }) => call('debit', { ...p, amount: p.amount.toString() }),
    credit: (p: {
      transactionId: string;
      referenceId: string;
      roundId: string;
      amount: bigint;
      currency: string;
      roundClosed: boolean;
      /** Less than the debit when part of it was a reserve returned with this credit. */
      validStake?: bigint | undefined;
    }) =>
      call('credit', {
        ...p,
        amount: p.amount.toString(),
        validStake: p.validStake === undefined ? undefined : p.validStake.toString(),
      }),
    rollback: (p: { transactionId: string; referenceId: string; roundId: string }) => call('rollback', p),
    /** Final bets of TRANSFER-model players, for the platform's betting record. */
    bets: (bets: ReportedBet[]) => call<ProviderAnswer & { results?: ReportedBetResult[] }>('bets', { bets }),
  };
}

export type HouseWallet = ReturnType<typeof houseWallet>;

/** Over HTTP, for a house vendor deployed apart from the platform (HOUSE_PLATFORM_URL). */
export const httpTransport =
  (baseUrl: string): WalletTransport =>
  async (path, body, headers) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', body, headers });
    return res.json().catch(() => undefined);
  };
