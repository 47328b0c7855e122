import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { outbox } from './db/schema.ts';

export type Message = {
  merchantId: number;
  channel: 'SMS' | 'EMAIL';
  /** +<dialing code><number> for SMS, an address for email. */
  to: string;
  subject?: string;
  body: string;
};

/** Where SMS and email leave the platform. */
export type Messenger = { send(message: Message): Promise<void> };

/** Keeps every message in the outbox table; the demo and the tests read it there. */
export function builtinMessenger(db: Db): Messenger {
  return {
    async send(m) {
      await db.insert(outbox).values({
        merchantId: m.merchantId,
        channel: m.channel,
        recipient: m.to,
        subject: m.subject ?? null,
        body: m.body,
      });
    },
  };
}

/** A gateway that takes one JSON POST per message (most SMS and mail relays do). */
export function httpMessenger(url: string, token: string | undefined): Messenger {
  return {
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(m),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`messaging gateway answered ${res.status}`);
    },
  };
}

export function createMessenger(db: Db, config: Config): Messenger {
  return config.messaging.provider === 'http' && config.messaging.url
    ? httpMessenger(config.messaging.url, config.messaging.token)
    : builtinMessenger(db);
}
