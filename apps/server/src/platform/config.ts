import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './proxy.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every setting comes from the environment, checked once at start-up. */
const envSchema = z.object({
  /**
   * Production unless told otherwise: an installation that forgets to set it gets no demo data, no
   * sandbox gateway that credits deposits without money, and no inspection calls that read reset
   * codes. The demo command (`npm start`) sets development in apps/server/demo.env.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Connections to PostgreSQL per server process. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /** Seconds an idle pooled connection is kept; 0 (the default) keeps it (see openDatabase). */
  DATABASE_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).default(0),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies in front of us, whose X-Forwarded-For entries are believed: false (none), true or
   * a number (that many hops: true is 1), or a comma list of their addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: 'false, true, a hop count or a list of addresses' });
      return parsed ?? false;
    }),
  WEB_DIST: z.string().optional(),
  /** Seed the demo merchant on first start; by default only outside production. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** API calls one IP may make per minute. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  /** A session ends after this many idle minutes, and in any case after SESSION_MAX_HOURS. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  TRIAL_HOURS: z.coerce.number().int().positive().default(2),
  /** The sealed-body key pair (base64 PKCS#8 and SPKI); generated once and kept in the database when unset. */
  SEAL_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SEAL_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** builtin keeps an outbox (demo and tests); http posts every message to MESSAGING_HTTP_URL. */
  MESSAGING_PROVIDER: z.enum(['builtin', 'http']).default('builtin'),
  MESSAGING_HTTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MESSAGING_HTTP_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The built-in sandbox payment gateway (test money): on outside production, off in production unless set. */
  SANDBOX_GATEWAY: z.enum(['true', 'false', '1', '0']).optional(),
  /** HMAC secret of the built-in sandbox payment gateway; generated once when unset. */
  SANDBOX_GATEWAY_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** Where the house vendor finds the provider API when it runs apart; unset, it calls this server in-process. */
  HOUSE_PLATFORM_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databasePoolIdleSeconds: number;
  redisUrl: string | undefined;
  logLevel: string;
  /** See TRUST_PROXY; platform/proxy.ts turns it into Fastify's trust rule. */
  trustProxy: TrustProxy;
  webDist: string;
  seedDemo: boolean;
  bodyLimit: number;
  rateLimitMax: number;
  session: { idleMinutes: number; maxHours: number; trialHours: number };
  sealKeys: { privateKey: string; publicKey: string } | undefined;
  messaging: { provider: 'builtin' | 'http'; url: string | undefined; token: string | undefined };
  /** Whether the sandbox gateway's pages and callback exist at all. */
  sandboxGateway: boolean;
  sandboxGatewaySecret: string | undefined;
  housePlatformUrl: string | undefined;
};

/**
 * The demo's and the tests' inspection calls (/wps/dev/...: the outbox, pending challenge answers)
 * exist only outside production (NODE_ENV unset is production) and only with the built-in
 * messenger, whose messages reach no real phone: an installation that sends real SMS has none.
 */
export const devRoutesOn = (config: Config) => config.env !== 'production' && config.messaging.provider === 'builtin';

const here = path.dirname(new URL(import.meta.url).pathname);
const defaultWebDist = path.resolve(here, '../../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.MESSAGING_PROVIDER === 'http' && !e.MESSAGING_HTTP_URL) {
    throw new Error('Invalid environment: MESSAGING_HTTP_URL is required with MESSAGING_PROVIDER=http');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePoolIdleSeconds: e.DATABASE_POOL_IDLE_SECONDS,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    bodyLimit: e.BODY_LIMIT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS, trialHours: e.TRIAL_HOURS },
    sealKeys:
      e.SEAL_PRIVATE_KEY && e.SEAL_PUBLIC_KEY
        ? { privateKey: e.SEAL_PRIVATE_KEY, publicKey: e.SEAL_PUBLIC_KEY }
        : undefined,
    messaging: { provider: e.MESSAGING_PROVIDER, url: e.MESSAGING_HTTP_URL, token: e.MESSAGING_HTTP_TOKEN },
    sandboxGateway:
      e.SANDBOX_GATEWAY === undefined
        ? e.NODE_ENV !== 'production'
        : e.SANDBOX_GATEWAY === 'true' || e.SANDBOX_GATEWAY === '1',
    sandboxGatewaySecret: e.SANDBOX_GATEWAY_SECRET,
    housePlatformUrl: e.HOUSE_PLATFORM_URL,
  };
}
