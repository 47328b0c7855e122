import { createHmac, timingSafeEqual } from 'node:crypto';

/** What every payment gateway adapter does: start a payment, and prove a callback is its own. */
export type PaymentGateway = {
  code: string;
  /** Where the player is sent to pay for a deposit order. */
  payUrl(order: PayOrder): string;
  /** Checks the callback's signature and reads it; null when the signature is wrong. */
  readCallback(headers: Record<string, unknown>, body: unknown): GatewayCallback | null;
};

export type PayOrder = { depositId: number; merchantId: number; amount: bigint; origin: string };

export type GatewayCallback = { gatewayTxId: string; depositId: number; amount: bigint; status: 'PAID' | 'FAILED' };

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandbox = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The pay link's proof, as a real gateway's payment session id: only whoever opened the order
 * (and so received its pay URL) can pay it, and only for its merchant and amount.
 */
export const payToken = (secret: string, order: Pick<PayOrder, 'depositId' | 'merchantId' | 'amount'>) =>
  signSandbox(secret, `pay:${order.depositId}:${order.merchantId}:${order.amount}`).slice(0, 32);

export const isPayToken = (
  secret: string,
  order: Pick<PayOrder, 'depositId' | 'merchantId' | 'amount'>,
  given: string,
) => sameText(payToken(secret, order), given);

/**
 * The sandbox gateway shipped inside the server: a hosted pay page and an HMAC-SHA256 signed
 * callback, so the whole online flow runs on a fresh machine. A real gateway implements the
 * same two functions.
 */
export function sandboxGateway(secret: string): PaymentGateway {
  return {
    code: 'sandbox',
    payUrl: (order) => `${order.origin}/sandbox-pay/${order.depositId}/${payToken(secret, order)}`,
    readCallback(headers, body) {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || typeof body !== 'object' || body === null) return null;
      if (!sameText(given, signSandbox(secret, JSON.stringify(body)))) return null;
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
