import { createHmac, timingSafeEqual } from 'node:crypto';

/** What every payment gateway adapter does: start a payment, and prove a callback is its own. */
export type PaymentGateway = {
  code: string;
  /** Where the player is sent to pay for a deposit order. */
  payUrl(order: { depositId: number; amount: bigint; origin: string }): string;
  /** Checks the callback's signature and reads it; null when the signature is wrong. */
  readCallback(headers: Record<string, unknown>, body: unknown): GatewayCallback | null;
};

export type GatewayCallback = { gatewayTxId: string; depositId: number; amount: bigint; status: 'PAID' | 'FAILED' };

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandbox = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/**
 * The sandbox gateway shipped inside the server: a hosted pay page and an HMAC-SHA256 signed
 * callback, so the whole online flow runs on a fresh machine. A real gateway implements the
 * same two functions.
 */
export function sandboxGateway(secret: string): PaymentGateway {
  return {
    code: 'sandbox',
    payUrl: ({ depositId, origin }) => `${origin}/sandbox-pay/${depositId}`,
    readCallback(headers, body) {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || typeof body !== 'object' || body === null) return null;
      const raw = JSON.stringify(body);
      const expected = signSandbox(secret, raw);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const b = body as Record<string, unknown>;
      if (
        typeof b.txId !== 'string' ||
        typeof b.orderId !== 'number' ||
        typeof b.amount !== 'string' ||
        !/^[0-9]{1,15}$/.test(b.amount)
      )
        return null;
      return {
        gatewayTxId: b.txId,
        depositId: b.orderId,
        amount: BigInt(b.amount),
        status: b.status === 'PAID' ? 'PAID' : 'FAILED',
      };
    },
  };
}
